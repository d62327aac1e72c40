import type { Page } from "@playwright/test";
import { acceptCookies, expect, freeDecks, test } from "./fixtures";

// The first-deck tour from the keyboard: Escape closes it, and whichever way it is dismissed the
// focus lands on the card, so the next Tab or Space starts from there, not from the page's top.

const deck = freeDecks[0];
const cardButton = (page: Page) => page.getByRole("button", { name: /^(Question|Back) side:/ });

async function openFirstDeck(page: Page) {
  await page.goto(`/deck/${deck.deckId}`);
  const tour = page.getByRole("dialog", { name: "Welcome to your first deck" });
  await expect(tour).toBeVisible();
  return tour;
}

test.describe("the tour from the keyboard", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("Escape closes it and the card has the focus", async ({ page }) => {
    const tour = await openFirstDeck(page);
    await page.keyboard.press("Escape");
    await expect(tour).toHaveCount(0);
    await expect(cardButton(page)).toBeFocused();
  });

  test("Escape closes it after a press inside it too", async ({ page }) => {
    const tour = await openFirstDeck(page);
    await tour.getByRole("button", { name: "Following tip" }).click();
    await page.keyboard.press("Escape");
    await expect(tour).toHaveCount(0);
    await expect(cardButton(page)).toBeFocused();
  });

  test("after 'Skip' the card has the focus", async ({ page }) => {
    const tour = await openFirstDeck(page);
    await tour.getByRole("button", { name: "Skip" }).click();
    await expect(tour).toHaveCount(0);
    await expect(cardButton(page)).toBeFocused();
  });

  test("after 'Got it!' the card has the focus, and the slides still advance by themselves", async ({ page }) => {
    const tour = await openFirstDeck(page);
    const gotIt = tour.getByRole("button", { name: "Got it!" });
    await expect(gotIt).toBeVisible({ timeout: 6000 });
    await gotIt.click();
    await expect(tour).toHaveCount(0);
    await expect(cardButton(page)).toBeFocused();
  });
});
