import { acceptCookies, expect, freeDecks, skipTour, test } from "./fixtures";

const deck = freeDecks[0];

test.describe("going back", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("'Go back' on a card opened from a shared link in a fresh tab goes to /decks, not out of the app", async ({ page }) => {
    await page.goto(`/decks/${deck.deckId}/cards/2`);
    await expect(page.getByText(new RegExp(`^3 of ${deck.cards.length}$`))).toBeVisible();
    await page.getByRole("button", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/decks$/);
    await expect(page.getByRole("heading", { name: "Choose Your Deck" })).toBeVisible();
  });

  test("'Go back' still steps back through the app's own history", async ({ page }) => {
    await page.goto("/pricing");
    await page.goto(`/deck/${deck.deckId}`);
    // The prerendered page has come alive: its links are the router's, not page loads.
    await page.waitForFunction(() => typeof (history.state as { idx?: number } | null)?.idx === "number");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("button", { name: "Go back" }).click();
    await expect(page).toHaveURL(new RegExp(`/deck/${deck.deckId}$`));
  });

  test("the browser's Back closes the share dialog and stays on the deck", async ({ page }) => {
    await page.goto("/decks");
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await page.getByRole("button", { name: "Share card" }).click();
    const dialog = page.getByRole("dialog", { name: "Share this card" });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/deck/${deck.deckId}$`));
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    // Closed by Back, the next Back leaves the deck as usual.
    await page.goBack();
    await expect(page).toHaveURL(/\/decks$/);
  });
});
