// A signed-in person choosing a premium deck they do not own opens the deck: its free preview,
// whose lock and 'Unlock Full Deck' lead on to the purchase (spec: Deck viewer, Premium lock).
import { newEmail, signUp } from "./accounts";
import { acceptCookies, cardSettled, expect, premiumDecks, skipTour, test } from "./fixtures";

const deck = premiumDecks[0];

test.describe("a premium deck a signed-in person does not own", () => {
  // A whole sign-up first, on a machine that may be busy.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("opens from /decks as its preview, and 'Unlock Full Deck' offers the purchase", async ({ page }) => {
    await signUp(page, "Pia Preview", newEmail());
    await page.goto("/decks");
    const link = page.getByRole("link", { name: new RegExp(deck.title) });
    // The grid knows what the person owns once their entitlements have arrived.
    await expect(page.getByRole("article", { name: deck.title }).getByText("Premium")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/deck/${deck.deckId}$`));
    await expect(page.getByRole("heading", { level: 1, name: deck.title })).toBeVisible();
    await expect(page.getByText("Preview", { exact: true })).toBeVisible();
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();

    await cardSettled(page);
    await page.getByRole("button", { name: "Last card" }).click();
    await expect(page.getByText(`${deck.cards.length - 5} More Cards Available`)).toBeVisible();
    await page.getByRole("button", { name: "Unlock Full Deck" }).click();
    const offer = page.getByRole("dialog", { name: "Unlock Premium Deck" });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("button", { name: "Unlock This Deck" })).toBeVisible();
  });
});
