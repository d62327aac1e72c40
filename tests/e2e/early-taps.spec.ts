import type { Page } from "@playwright/test";
import { acceptCookies, expect, freeDecks, skipTour, test } from "./fixtures";

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
