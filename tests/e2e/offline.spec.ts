import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { acceptCookies, cardSettled, deviceStoredText, expect, freeDecks, premiumDecks, skipTour, storedLastCard, test } from "./fixtures";

/** Resolves once the service worker controls the page (the app shell is precached by then). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

const position = (page: Page, total: number) => page.getByText(new RegExp(`^\\d+ of ${total}$`));

test.describe("offline", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("/, /decks and /about reload and render with no connection", async ({ page, context }) => {
    await page.goto("/decks");
    await expect(page.getByRole("heading", { name: freeDecks[0].title })).toBeVisible();
    await waitForWorker(page);
    await context.setOffline(true);
    for (const [url, heading] of [
      ["/", "Spark Meaningful Conversations"],
      ["/decks", "Choose Your Deck"],
      ["/about", "About Spark Decks"],
    ]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    // Chromium 150 gives a document navigated to under Playwright's offline emulation
    // navigator.onLine true (the emulation reaches requests, not the new document's status): going
    // offline again tells the page, as a phone's system does when its connection drops.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByText("You're offline. Decks saved on this device still work.")).toBeVisible();
    await page.goto("/decks");
    await expect(page.getByRole("heading", { name: freeDecks[0].title })).toBeVisible();
  });

  test("a deck opened online replays offline, at /deck/{id} and at a card, with keyboard play", async ({ page, context }) => {
    const deck = freeDecks[3];
    const total = deck.cards.length;
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await waitForWorker(page);
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press("ArrowRight");
      await expect(position(page, total)).toHaveText(`${i + 1} of ${total}`);
      await cardSettled(page);
    }
    await context.setOffline(true);

    await page.goto(`/decks/${deck.deckId}/cards/2`);
    await expect(position(page, total)).toHaveText(`3 of ${total}`);
    await page.keyboard.press(" ");
    await expect(page.getByText(deck.cards[2].question)).toBeVisible();
    // The worker drew the card before the app came alive; the app remembers it once alive.
    await expect.poll(() => storedLastCard(page, deck.deckId)).toBe(2);

    await page.goto(`/deck/${deck.deckId}`);
    await expect(position(page, total)).toHaveText(`3 of ${total}`); // the remembered card
    await page.keyboard.press("ArrowLeft");
    await expect(position(page, total)).toHaveText(`2 of ${total}`);
    await cardSettled(page);
    await page.keyboard.press(" ");
    await expect(page.getByText(deck.cards[1].question)).toBeVisible();
  });

  test("the worker answers a prerendered page with the page: a deck's first card and a public page are drawn offline before any script runs", async ({
    page,
    context,
  }) => {
    const deck = freeDecks[1];
    const total = deck.cards.length;
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await waitForWorker(page);
    await context.setOffline(true);
    // The page's own scripts stop here; the worker (its own thread) still answers the navigation.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await expect(page.getByText(`1 of ${total}`)).toBeVisible();
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Your Path to Infinite Dialogue" })).toBeVisible();
    // Drawn before anyone is known: the header holds the account controls' place, never 'Sign In'
    // to someone who may be signed in.
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    // A card's address of the stored deck is drawn by the worker from a template (sw/card-page.ts),
    // face down, as the viewer opens it.
    await page.goto(`/decks/${deck.deckId}/cards/3`);
    await expect(page.getByText(`4 of ${total}`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Back side: ${deck.title}. Tap to reveal` })).toBeVisible();
    // An address that was not prerendered still gets the app's shell.
    await page.goto("/saved");
    await expect(page.locator("#root")).toBeEmpty();

    // With its scripts, the page comes alive and plays offline, taking the drawn pages over as they are.
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`2 of ${total}`)).toBeVisible();
    await page.goto(`/decks/${deck.deckId}/cards/3`);
    await expect(page.getByText(`4 of ${total}`)).toBeVisible();
    await page.getByRole("button", { name: `Back side: ${deck.title}. Tap to reveal` }).click();
    await expect(page.getByText(deck.cards[3].question)).toBeVisible();
    expect(warnings.filter((text) => /re-rendered/.test(text))).toEqual([]);
  });

  test("a deck never opened says so offline, with a way back and no spinner", async ({ page, context }) => {
    await page.goto("/decks");
    await waitForWorker(page);
    await context.setOffline(true);
    await page.goto(`/deck/${freeDecks[4].deckId}`);
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByText(/isn't saved on this device/)).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading deck" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to all decks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Deck" })).toBeVisible();
  });

  test("'Save for offline' keeps a deck that was never opened, and it plays offline", async ({ page, context }) => {
    const deck = freeDecks[5];
    await page.goto("/decks");
    await waitForWorker(page);
    const card = page.getByRole("article", { name: deck.title });
    await card.getByRole("button", { name: `Save for offline: ${deck.title}`, exact: true }).click();
    await expect(card.getByText("Available offline")).toBeVisible();
    await context.setOffline(true);
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`2 of ${deck.cards.length}`)).toBeVisible();

    await context.setOffline(false);
    await page.goto("/decks");
    await card.getByRole("button", { name: `Remove offline copy: ${deck.title}`, exact: true }).click();
    await expect(card.getByRole("button", { name: `Save for offline: ${deck.title}`, exact: true })).toBeVisible();
  });

  test("a premium deck visited as a visitor leaves no locked question in IndexedDB or Cache Storage", async ({ page }) => {
    const deck = premiumDecks[1];
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText("Preview", { exact: true })).toBeVisible();
    await waitForWorker(page);
    const stored = await deviceStoredText(page);
    expect(stored).toContain(deck.cards[0].question); // the preview is there...
    for (const card of deck.cards.slice(5)) expect(stored).not.toContain(card.question); // ...nothing else
  });
});

test.describe("installed app", () => {
  // Each launches a browser of its own, twice for the cold start: 25-28 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  let userDataDir: string;
  let context: BrowserContext;

  test.beforeEach(() => {
    userDataDir = mkdtempSync(path.join(os.tmpdir(), "spark-profile-"));
  });
  test.afterEach(async () => {
    await context?.close();
    rmSync(userDataDir, { recursive: true, force: true });
  });

  async function launch(baseURL: string, launchOptions: object) {
    context = await chromium.launchPersistentContext(userDataDir, { ...launchOptions, baseURL });
    await context.addInitScript(() => {
      localStorage.setItem("cookieConsent", "true");
      localStorage.setItem("sparkDecks.onboardingSeen", "true");
    });
    return context;
  }

  test("is installable: no installability errors", async ({ baseURL, launchOptions }) => {
    await launch(baseURL!, launchOptions);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await waitForWorker(page);
    // Chrome decides installability a moment after the worker controls the page: ask until it has.
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 10_000 }).toEqual([]);
  });

  test("a cold start offline replays a stored deck", async ({ baseURL, launchOptions }) => {
    const deck = freeDecks[6];
    await launch(baseURL!, launchOptions);
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await waitForWorker(page);
    await context.close();

    await launch(baseURL!, launchOptions);
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`2 of ${deck.cards.length}`)).toBeVisible();
  });
});
