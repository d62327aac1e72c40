// Analytics end to end: what the page sends is what the server stores, read back through
// the local server's admin route (tests/support/stored-events.ts) by the client id the page uses.
import type { Page } from "@playwright/test";
import { analyticsClientId, queuedEvents, storedEvents, type StoredAnalyticsEvent } from "../support/stored-events";
import { E2E_DATA_DIR } from "./accounts";
import { acceptCookies, cardSettled, expect, freeDecks, skipTour, test } from "./fixtures";

/** Longer than the page takes to send (within 5 s of an event) and the server to store. */
const DELIVERY = { timeout: 20_000, intervals: [500] };

const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
const pathsOf = (events: StoredAnalyticsEvent[]) => events.filter((e) => e.name === "page_view").map((e) => e.params.page_path);
const now = (page: Page) => page.evaluate(() => Date.now());

/** The page is alive and its analytics loaded: it has recorded its first event under a client id. */
async function analyticsId(page: Page): Promise<string> {
  await expect.poll(() => analyticsClientId(page), DELIVERY).not.toBeNull();
  return (await analyticsClientId(page))!;
}

async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

test.describe("analytics", () => {
  test("after Accept All, the server stores one page_view per page visited; the same page twice within a second counts once", async ({ page, request }) => {
    await page.goto("/");
    const tabId = await analyticsId(page);
    expect(await page.evaluate(() => localStorage.getItem("analyticsClientId"))).toBeNull();
    await page.getByRole("region", { name: "Cookie Settings" }).getByRole("button", { name: "Accept All" }).click();

    await nav(page, "Explore Decks").click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Deck" })).toBeVisible();
    await nav(page, "Pricing").click();
    await nav(page, "Pricing").click(); // within the second
    await expect(page).toHaveURL(/\/pricing$/);
    await nav(page, "About").click();
    await expect(page).toHaveURL(/\/about$/);

    // The tab's id is kept once analytics is accepted: the visit stays one visit.
    expect(await page.evaluate(() => localStorage.getItem("analyticsClientId"))).toBe(tabId);
    // Events are sent oldest first: once /about is stored, anything before it is too.
    await expect.poll(async () => pathsOf(await storedEvents(request, E2E_DATA_DIR, tabId)), DELIVERY).toEqual([
      "/",
      "/decks",
      "/pricing",
      "/about",
    ]);
  });

  test("saving Functional off stores nothing more and leaves no _ga cookie", async ({ page, context, request, baseURL }) => {
    await context.addCookies([
      { name: "_ga", value: "GA1.1.1234567890.1700000000", url: baseURL! },
      { name: "_ga_SPARK42", value: "GS1.1.1700000000.1.0.1700000000.0.0.0", url: baseURL! },
    ]);
    await page.goto("/decks");
    // Undecided is allowed (spec), under a per-tab id only.
    const tabId = await analyticsId(page);
    await expect.poll(async () => pathsOf(await storedEvents(request, E2E_DATA_DIR, tabId)), DELIVERY).toEqual(["/decks"]);

    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/events") sent.push(r.postData() ?? "");
    });
    await page.getByRole("button", { name: "Manage Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await dialog.getByRole("switch", { name: "Functional Cookies" }).uncheck();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();

    expect((await context.cookies()).map((c) => c.name).filter((name) => name.startsWith("_ga"))).toEqual([]);
    expect(await analyticsClientId(page)).toBeNull();

    await nav(page, "Pricing").click();
    await nav(page, "About").click();
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(6_000); // past the 5 s within which an event would be sent

    expect(sent).toEqual([]);
    expect(await analyticsClientId(page)).toBeNull();
    expect((await context.cookies()).filter((c) => c.name.startsWith("_ga"))).toEqual([]);
    expect(pathsOf(await storedEvents(request, E2E_DATA_DIR, tabId))).toEqual(["/decks"]);
  });

  test("a deck played, 3 cards flipped, then left: one end_play with the distinct cards seen and whole seconds", async ({ page, request }) => {
    await acceptCookies(page);
    await skipTour(page);
    const deck = freeDecks[0];
    const total = deck.cards.length;
    // The play starts when the deck opens, before analytics has loaded (it waits for the page to settle).
    const started = Date.now();
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    const clientId = await analyticsId(page);

    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press("ArrowRight");
      await expect(page.getByText(`${i + 1} of ${total}`, { exact: true })).toBeVisible();
      await cardSettled(page);
      await page.keyboard.press(" ");
      await expect(page.getByText(deck.cards[i].question)).toBeVisible();
    }
    await page.waitForTimeout(1_200); // a play counts only if it lasted longer than 1000 ms
    await nav(page, "Explore Decks").click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Deck" })).toBeVisible();
    const elapsedSeconds = (Date.now() - started) / 1000;

    const endPlays = async () => (await storedEvents(request, E2E_DATA_DIR, clientId)).filter((e) => e.name === "end_play");
    await expect.poll(async () => (await endPlays()).length, DELIVERY).toBe(1);
    const [{ params }] = await endPlays();
    // The first card starts face up and counts as seen, with the three flipped: four distinct cards.
    expect(params).toEqual({ deck_id: deck.deckId, deck_name: deck.title, total_cards: total, cards_viewed: 4, time_spent: expect.any(Number) });
    expect(Number.isInteger(params.time_spent)).toBe(true);
    expect(params.time_spent).toBeGreaterThanOrEqual(1);
    expect(params.time_spent).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
  });

  test("offline, events wait on the device and arrive with their original times when the connection returns", async ({ page, context, request }) => {
    await acceptCookies(page);
    await skipTour(page);
    const deck = freeDecks[1];
    await page.goto(`/deck/${deck.deckId}`); // opened online: it plays offline later
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    const clientId = await analyticsId(page);
    await waitForWorker(page);
    await nav(page, "Explore Decks").click();
    await expect.poll(async () => pathsOf(await storedEvents(request, E2E_DATA_DIR, clientId)), DELIVERY).toContain("/decks");

    await context.setOffline(true);
    const offlineFrom = await now(page);
    await page.getByRole("link", { name: new RegExp(deck.title) }).first().click();
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await page.waitForTimeout(1_500);
    await nav(page, "About").click();
    await expect(page).toHaveURL(/\/about$/);
    const offlineTo = await now(page);
    await page.waitForTimeout(6_000); // offline: nothing can be sent, the events wait in IndexedDB
    const waiting = await queuedEvents(page);
    expect(waiting.map((e) => e.name)).toEqual(expect.arrayContaining(["page_view", "end_play"]));
    const recordedOffline = (events: StoredAnalyticsEvent[]) => events.filter((e) => e.time >= offlineFrom && e.time <= offlineTo);
    expect(recordedOffline(await storedEvents(request, E2E_DATA_DIR, clientId))).toEqual([]);

    await page.waitForTimeout(2_000);
    const backOnline = await now(page);
    await context.setOffline(false);
    // Sent together (one batch): the deck's page view, its 'open', the play's end and the next page view.
    await expect
      .poll(async () => recordedOffline(await storedEvents(request, E2E_DATA_DIR, clientId)).map((e) => e.name).sort(), DELIVERY)
      .toEqual(["deck_event", "end_play", "page_view", "page_view"]);
    const arrived = recordedOffline(await storedEvents(request, E2E_DATA_DIR, clientId));
    expect(pathsOf(arrived)).toEqual([`/deck/${deck.deckId}`, "/about"]);
    expect(arrived.find((e) => e.name === "end_play")?.params).toMatchObject({ deck_id: deck.deckId, cards_viewed: 1 });
    // Their own times, from while offline, not the time they were sent.
    for (const event of arrived) expect(event.time).toBeLessThan(backOnline - 2_000);
    // Oldest first.
    expect(arrived.map((e) => e.time)).toEqual([...arrived.map((e) => e.time)].sort((a, b) => a - b));
    await expect.poll(() => queuedEvents(page), DELIVERY).toEqual([]);
  });

  test("events queued offline by a page that was then closed are sent on the next start", async ({ context, page, request }) => {
    await acceptCookies(page);
    await page.goto("/decks");
    const clientId = await analyticsId(page);
    await waitForWorker(page);
    await context.setOffline(true);
    await nav(page, "About").click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => pathsOf(await queuedEvents(page)), DELIVERY).toContain("/about");
    const queuedAt = (await queuedEvents(page)).find((e) => e.params.page_path === "/about")!.time;
    await page.close();

    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto("/pricing");
    await expect
      .poll(async () => (await storedEvents(request, E2E_DATA_DIR, clientId)).filter((e) => e.params.page_path === "/about").map((e) => e.time), DELIVERY)
      .toEqual([queuedAt]);
  });
});
