// A first visit to a deck on a phone: the cookie banner is answered first, and the welcome does not
// follow it (answering the banner is the person's first act, and a welcome opening right after took
// the tap meant for 'Play together'): the next deck welcomes them. A person who starts with the
// deck at once (a tap on 'Next' or the card, a key) gets what they pressed, with no welcome popping
// up over it. The prerendered deck is on screen before its
// code runs: holding the app's chunk back makes "right as the card paints" the same every run.
import type { Page } from "@playwright/test";
import { acceptCookies, expect, freeDecks, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: "block" });

const deck = freeDecks[0];
const total = deck.cards.length;
const tour = (page: Page) => page.getByRole("dialog", { name: "Welcome to your first deck" });
const banner = (page: Page) => page.getByRole("region", { name: "Cookie Settings" });
const position = (page: Page) => page.getByText(new RegExp(`^\\d+ of ${total}$`));
const cardButton = (page: Page) => page.getByRole("button", { name: /^(Question|Back) side:/ });
const onboardingSeen = (page: Page) => page.evaluate(() => localStorage.getItem("sparkDecks.onboardingSeen"));
/** Coming alive (hydration) can take many seconds on a loaded machine. */
const ALIVE = { timeout: 20_000 };

/** Holds the app's chunk back; the returned function lets it through. */
async function holdAppCode(page: Page) {
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/App-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}

/**
 * Waits until the page is alive (the header's account control replaces its placeholder), and a
 * while longer: the time in which the welcome used to open by itself.
 */
async function pageAliveAndSettled(page: Page) {
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).filter({ visible: true })).toBeVisible(ALIVE);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
}

test.describe("a first visit to a deck, cookie banner not yet answered", () => {
  test("shows the banner and no welcome", async ({ page }) => {
    await page.goto(`/deck/${deck.deckId}`);
    await expect(banner(page)).toBeVisible();
    await pageAliveAndSettled(page);
    await expect(banner(page)).toBeVisible();
    await expect(tour(page)).toHaveCount(0);
    expect(await onboardingSeen(page)).toBeNull();
  });

  test("'Accept All' on the first tap hides the banner and stores the choice; the next tap gets what it aimed at, and a later visit the welcome", async ({ page }) => {
    await page.goto(`/deck/${deck.deckId}`);
    await pageAliveAndSettled(page);
    await banner(page).getByRole("button", { name: "Accept All" }).tap();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
    // Straight on to 'Play together': its dialog opens, no welcome in the way.
    await page.getByRole("button", { name: "Play together" }).tap();
    await expect(page.getByRole("dialog", { name: "Play together" })).toBeVisible();
    await expect(tour(page)).toHaveCount(0);
    expect(await onboardingSeen(page)).toBeNull();

    await page.goto(`/deck/${freeDecks[1].deckId}`);
    await expect(tour(page)).toBeVisible(ALIVE);
    await tour(page).getByRole("button", { name: "Skip" }).tap();
    await expect(tour(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show tour" })).toBeVisible();
  });

  test("a tap on 'Next' right as the card paints moves the card; answering the banner then brings no welcome", async ({ page }) => {
    const letThrough = await holdAppCode(page);
    await page.goto(`/deck/${deck.deckId}`, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Next" }).tap();
    letThrough();
    await expect(position(page)).toHaveText(`2 of ${total}`, ALIVE);
    await pageAliveAndSettled(page);
    await banner(page).getByRole("button", { name: "Accept All" }).tap();
    await expect(banner(page)).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(tour(page)).toHaveCount(0);
    expect(await onboardingSeen(page)).toBeNull();
  });
});

test.describe("a first visit to a deck, cookie banner answered before", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("a tap on 'Next' right as the card paints moves the card, no welcome pops over it, and it is not marked seen", async ({ page }) => {
    const letThrough = await holdAppCode(page);
    await page.goto(`/deck/${deck.deckId}`, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Next" }).tap();
    letThrough();
    await expect(position(page)).toHaveText(`2 of ${total}`, ALIVE);
    await pageAliveAndSettled(page);
    await expect(tour(page)).toHaveCount(0);
    expect(await onboardingSeen(page)).toBeNull();

    // Not shown, so not seen: the next visit that starts without a press welcomes the person.
    await page.unrouteAll();
    await page.goto(`/deck/${deck.deckId}`);
    await expect(tour(page)).toBeVisible(ALIVE);
    expect(await onboardingSeen(page)).toBe("true");
  });

  test("a tap on the card right as it paints turns it over, and no welcome pops over it", async ({ page }) => {
    const letThrough = await holdAppCode(page);
    await page.goto(`/deck/${deck.deckId}`, { waitUntil: "domcontentloaded" });
    await expect(cardButton(page)).toHaveAccessibleName(/^Question side:/);
    await cardButton(page).tap();
    letThrough();
    await expect(cardButton(page)).toHaveAccessibleName(/^Back side:/, ALIVE);
    await pageAliveAndSettled(page);
    await expect(tour(page)).toHaveCount(0);
    await expect(cardButton(page)).toHaveAccessibleName(/^Back side:/);
  });

  test("a key pressed right as the card paints moves the card, and no welcome pops over it", async ({ page }) => {
    const letThrough = await holdAppCode(page);
    await page.goto(`/deck/${deck.deckId}`, { waitUntil: "domcontentloaded" });
    await expect(position(page)).toHaveText(`1 of ${total}`);
    await page.keyboard.press("ArrowRight");
    letThrough();
    await expect(position(page)).toHaveText(`2 of ${total}`, ALIVE);
    await pageAliveAndSettled(page);
    await expect(tour(page)).toHaveCount(0);
  });

  test("the prerendered deck does not show the answered banner, even before the page is alive", async ({ page }) => {
    const letThrough = await holdAppCode(page);
    await page.goto(`/deck/${deck.deckId}`, { waitUntil: "domcontentloaded" });
    await expect(cardButton(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    letThrough();
    await expect(tour(page)).toBeVisible(ALIVE);
    await expect(banner(page)).toHaveCount(0);
  });

  test("with no press, the welcome shows once the page is alive", async ({ page }) => {
    await page.goto(`/deck/${deck.deckId}`);
    await expect(tour(page)).toBeVisible(ALIVE);
    await expect(banner(page)).toHaveCount(0);
  });
});
