// Buying, end to end: the production server, its database, the identity emulator and the payment
// emulator (Stripe's stand-in) that `npm start` runs, with webhooks signed as Stripe signs them.
import type { Page } from "@playwright/test";
import { accountButton, CODE, newEmail, signUp } from "./accounts";
import { acceptCookies, cardSettled, deviceStoredText, expect, premiumDecks, skipTour, test } from "./fixtures";
import { emulatorControl } from "./payments";

const PAYS = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

async function pay(page: Page, card: string) {
  await expect(page).toHaveURL(/\/payments\/checkout\//);
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: "Pay" }).click();
}

/** Goes to the deck's last card and turns it over: its question shows only with the full deck. */
async function expectWholeDeck(page: Page, deck: (typeof premiumDecks)[number]) {
  const last = deck.cards.length - 1;
  await page.goto(`/decks/${deck.deckId}/cards/${last}`);
  await expect(page.getByText(`${last + 1} of ${deck.cards.length}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unlock Full Deck" })).toHaveCount(0);
  await expect(page.getByText("Preview", { exact: true })).toHaveCount(0);
  await cardSettled(page);
  await page.keyboard.press(" ");
  await expect(page.getByText(deck.cards[last].question)).toBeVisible();
}

async function expectPreviewOnly(page: Page, deck: (typeof premiumDecks)[number]) {
  await page.goto(`/decks/${deck.deckId}/cards/7`);
  await expect(page.getByRole("button", { name: "Unlock Full Deck" })).toBeVisible();
}

test.describe("purchases", () => {
  // Each is a person's whole purchase: sign-up, checkout, return, and every deck opened after it.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("a deck: 'Unlock This Deck' → pay with 4242 → thank you → every card, also offline", async ({ page, context }) => {
    const deck = premiumDecks[0];
    await signUp(page, "Dana Buyer", newEmail());
    await page.goto(`/decks/${deck.deckId}/cards/7`);
    await page.getByRole("button", { name: "Unlock Full Deck" }).click();
    await expect(page.getByRole("heading", { name: "Unlock Premium Deck" })).toBeVisible();
    await expect(page.getByText("$11.99").first()).toBeVisible();
    await page.getByRole("button", { name: "Unlock This Deck" }).click();

    await expect(page.getByText(deck.title).first()).toBeVisible();
    await expect(page.getByText("$11.99").first()).toBeVisible();
    await pay(page, PAYS);

    await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
    await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();
    await expect(page.getByText(deck.title).first()).toBeVisible();
    await page.getByRole("button", { name: "Start playing" }).click();
    await expect(page).toHaveURL(new RegExp(`/decks?/${deck.deckId}`));
    await expectWholeDeck(page, deck);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(`${deck.cards.length} of ${deck.cards.length}`, { exact: true })).toBeVisible();
    await cardSettled(page);
    await page.keyboard.press(" ");
    await expect(page.getByText(deck.cards[deck.cards.length - 1].question)).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlock Full Deck" })).toHaveCount(0);
  });

  test("a declined card stays on the checkout page and unlocks nothing", async ({ page }) => {
    const deck = premiumDecks[1];
    await signUp(page, "Dee Declined", newEmail());
    await page.goto(`/paywall?deck=${deck.deckId}`);
    await page.getByRole("button", { name: "Unlock This Deck" }).click();
    await pay(page, DECLINED);
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(page).toHaveURL(/\/payments\/checkout\//);
    await page.getByRole("button", { name: "Cancel" }).click();
    // Back at the deck, calmly told that nothing happened.
    await expect(page).toHaveURL(new RegExp(`/deck/${deck.deckId}$`));
    await expect(page.getByRole("status").filter({ hasText: "Checkout cancelled. Nothing was charged" })).toBeVisible();
    await expectPreviewOnly(page, deck);
  });

  test("a visitor on /pricing signs up, pays yearly and reads every premium deck in full", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Yearly" }).click();
    await page.getByRole("button", { name: "Get Unlimited Access" }).click();
    await expect(page).toHaveURL(/\/signup/);
    const name = "Yara Yearly";
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email Address").fill(newEmail());
    await page.getByLabel("Password").fill("Open-sesame-42");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.getByLabel("Confirmation Code").fill(CODE);
    await page.getByRole("button", { name: "Confirm" }).click();

    await expect(page.getByText("$36.00").first()).toBeVisible();
    await pay(page, PAYS);
    await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();
    await expect(accountButton(page, name)).toBeVisible();
    for (const deck of premiumDecks) await expectWholeDeck(page, deck);

    await page.goto("/pricing");
    await expect(page.getByText("You have All-Access")).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage subscription" })).toBeVisible();
  });

  test("the portal's cancel keeps access to the period's end; then only the preview, and nothing locked on the device", async ({
    page,
  }) => {
    const deck = premiumDecks[2];
    await signUp(page, "Cai Cancel", newEmail());
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Monthly" }).click();
    await page.getByRole("button", { name: "Get Unlimited Access" }).click();
    await pay(page, PAYS);
    await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();
    await expectWholeDeck(page, deck);

    await page.goto("/profile");
    await expect(page.getByText(/Renews on/)).toBeVisible();
    await page.getByRole("button", { name: "Manage subscription" }).click();
    await expect(page).toHaveURL(/\/payments\/portal\//);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("link", { name: "Return" }).or(page.getByRole("button", { name: "Return" })).click();
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByText(/Ends on/)).toBeVisible();
    await expectWholeDeck(page, deck);

    await emulatorControl("advance", { seconds: 32 * 24 * 3600 });
    await emulatorControl("flush");
    await page.goto("/profile");
    await expect(page.getByText(/Ends on|Renews on/)).toHaveCount(0);
    await expectPreviewOnly(page, deck);
    const stored = await deviceStoredText(page);
    for (const premium of premiumDecks) {
      for (const card of premium.cards.slice(5)) expect(stored).not.toContain(card.question);
    }
  });
});
