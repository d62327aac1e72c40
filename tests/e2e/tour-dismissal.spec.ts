import type { Locator, Page } from "@playwright/test";
import { acceptCookies, dragCard, expect, freeDecks, test } from "./fixtures";

// A new person on a first deck dismisses the tour and goes straight on: the tour fades out over
// 800 ms, and in that time the key or the swipe belongs to the deck, not to the fading tour.

const deck = freeDecks[0];
const total = deck.cards.length;
const position = (page: Page) => page.getByText(new RegExp(`^\\d+ of ${total}$`));

for (const device of [
  { name: "desktop", touch: false, use: {} },
  { name: "a 390×844 touch screen", touch: true, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
]) {
  test.describe(`a dismissed tour lets go at once (${device.name})`, () => {
    test.use(device.use);
    test.beforeEach(async ({ page }) => acceptCookies(page));

    const press = (button: Locator) => (device.touch ? button.tap() : button.click());

    async function openFirstDeck(page: Page) {
      await page.goto(`/deck/${deck.deckId}`);
      const tour = page.getByRole("dialog", { name: "Welcome to your first deck" });
      await expect(tour).toBeVisible();
      await expect(position(page)).toHaveText(`1 of ${total}`);
      return tour;
    }

    test("→ pressed right after 'Skip' goes to the next card", async ({ page }) => {
      const tour = await openFirstDeck(page);
      await press(tour.getByRole("button", { name: "Skip" }));
      await page.keyboard.press("ArrowRight");
      await expect(position(page)).toHaveText(`2 of ${total}`);
      await expect(tour).toHaveCount(0);
    });

    test("a swipe right after 'Got it!' goes to the next card", async ({ page }) => {
      const tour = await openFirstDeck(page);
      // The tour reaches its last slide by itself at 4 s (pressing 'Following tip' would race it).
      const gotIt = tour.getByRole("button", { name: "Got it!" });
      await expect(gotIt).toBeVisible({ timeout: 6000 });
      await press(gotIt);
      await dragCard(page, -160, { pointer: device.touch ? "touch" : "mouse" });
      await expect(position(page)).toHaveText(`2 of ${total}`);
      await expect(tour).toHaveCount(0);
    });
  });
}
