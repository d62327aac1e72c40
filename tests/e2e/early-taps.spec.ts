import type { Page } from "@playwright/test";
import { acceptCookies, dragCard, expect, freeDecks, skipTour, test } from "./fixtures";

// A prerendered page is on screen before its code arrives. Here the app's chunk is held back until
// the test has tapped, so the taps land on a page that is drawn but not yet alive.
test.use({ serviceWorkers: "block" });

const deck = freeDecks[0];

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

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipTour(page);
});

test("a tap on a button before the page is alive takes effect once it is", async ({ page }) => {
  const letThrough = await holdAppCode(page);
  await page.goto(`/deck/${deck.deckId}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Share card" }).click();
  await expect(page.getByRole("dialog", { name: "Share this card" })).toHaveCount(0);
  letThrough();
  await expect(page.getByRole("dialog", { name: "Share this card" })).toBeVisible();
});

test("a tap on a link before the page is alive moves within the app once it is, without loading the page again", async ({ page }) => {
  const letThrough = await holdAppCode(page);
  await page.goto(`/deck/${deck.deckId}`, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(new RegExp(`/deck/${deck.deckId}$`));
  letThrough();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "About Spark Decks" })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a swipe on the card before the page is alive moves to the next card once it is", async ({ page }) => {
    const letThrough = await holdAppCode(page);
    await page.goto(`/deck/${deck.deckId}`, { waitUntil: "domcontentloaded" });
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await dragCard(page, -160);
    await expect(page.getByText(`1 of ${deck.cards.length}`)).toBeVisible();
    letThrough();
    await expect(page).toHaveURL(new RegExp(`/decks/${deck.deckId}/cards/1$`));
    await expect(page.getByText(`2 of ${deck.cards.length}`)).toBeVisible();
    // Face down, as a swipe leaves the next card: the swipe was not also taken as a tap on the card.
    await expect(page.getByRole("button", { name: /^Back side:/ })).toBeVisible();
  });
});

