// Saved cards, end to end: a pass holder saves cards in one browser, finds them on /saved in
// another after signing in, removes one offline and the removal reaches the server once back
// online; someone without the pass is offered it instead. Real server, database and emulators.
import type { Browser, Page } from "@playwright/test";
import { accountButton, newEmail, PASSWORD, signIn, signUp } from "./accounts";
import { acceptCookies, cardSettled, decks, expect, freeDecks, pageAlive, premiumDecks, skipTour, test } from "./fixtures";
import { buyPass } from "./payments";

/** Opens a card, turns it face up and presses its save control. */
async function saveCard(page: Page, deck: (typeof decks)[number], index: number) {
  await page.goto(`/decks/${deck.deckId}/cards/${index}`);
  await expect(page.getByText(`${index + 1} of ${deck.cards.length}`, { exact: true })).toBeVisible();
  await cardSettled(page);
  if (index > 0) await page.keyboard.press(" ");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByRole("button", { name: "Remove from saved" })).toBeVisible();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await skipTour(page);
  return { context, page };
}

/** The person's saved cards as the server holds them, asked with the page's own token. */
function serverSavedIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith(".accessToken"));
    const token = key ? localStorage.getItem(key) : null;
    const response = await fetch("/api/me/saved-cards", { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const body = (await response.json()) as { cards: { cardId: string }[] };
    return body.cards.map((card) => card.cardId);
  });
}

test.describe("saved cards", () => {
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("a pass holder's saved cards follow them to a second browser, and an offline removal syncs", async ({ page, context, browser }) => {
    const email = newEmail();
    const name = "Sam Saver";
    await signUp(page, name, email);
    await buyPass(page);
    const free = freeDecks[0];
    const premium = premiumDecks[0];
    const saved = [
      { deck: free, index: 0 },
      { deck: free, index: 2 },
      { deck: premium, index: 9 },
    ];
    for (const { deck, index } of saved) await saveCard(page, deck, index);

    await page.goto("/saved");
    await expect(page.getByRole("heading", { name: "Saved cards" })).toBeVisible();
    for (const { deck, index } of saved) await expect(page.getByText(deck.cards[index].question)).toBeVisible();
    // Newest first: the premium card saved last leads.
    const groups = page.getByRole("heading", { level: 2 });
    await expect(groups.first()).toHaveText(premium.title);

    // A second browser: nothing of the first one's storage, only the account.
    const second = await newPage(browser);
    await second.page.goto("/signin");
    await signIn(second.page, email, PASSWORD);
    await expect(accountButton(second.page, name)).toBeVisible();
    await second.page.goto("/saved");
    for (const { deck, index } of saved) await expect(second.page.getByText(deck.cards[index].question)).toBeVisible();

    // Offline in the first browser: the removal shows at once and waits on the device.
    await context.setOffline(true);
    const removed = saved[1];
    const removedQuestion = removed.deck.cards[removed.index].question;
    await page.getByRole("button", { name: `Remove from saved: ${removedQuestion}` }).click();
    await expect(page.getByRole("listitem").filter({ hasText: removedQuestion })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: `Removed from saved: ${removedQuestion}` })).toBeAttached();
    expect(await second.page.evaluate(() => navigator.onLine)).toBe(true);
    expect((await serverSavedIds(second.page)).length).toBe(3);

    await context.setOffline(false);
    await expect.poll(() => serverSavedIds(second.page), { timeout: 20_000 }).toHaveLength(2);
    const ids = await serverSavedIds(second.page);
    expect(ids).not.toContain(removed.deck.cards[removed.index].id);
    await second.page.reload();
    await expect(second.page.getByText(removedQuestion)).toHaveCount(0);
    await expect(second.page.getByText(saved[0].deck.cards[0].question)).toBeVisible();

    // The saved cards play as a deck of their own.
    await second.page.getByRole("link", { name: "Play saved cards" }).or(second.page.getByRole("button", { name: "Play saved cards" })).click();
    await expect(second.page).toHaveURL(/\/saved\/cards\/0$/);
    await expect(second.page.getByText("1 of 2", { exact: true })).toBeVisible();
    await second.page.keyboard.press("ArrowRight");
    await expect(second.page).toHaveURL(/\/saved\/cards\/1$/);
    await second.context.close();
  });

  test("someone without the pass is offered it; a visitor is offered an account", async ({ page }) => {
    const deck = freeDecks[1];
    await page.goto(`/deck/${deck.deckId}`);
    await pageAlive(page);
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByText("Saving cards is part of the All-Access Pass")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Sign Up" })).toBeVisible();
    await page.keyboard.press("Escape");

    await signUp(page, "Nia Nopass", newEmail());
    await page.goto(`/deck/${deck.deckId}`);
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByText("Saving cards is part of the All-Access Pass")).toBeVisible();
    await page.getByRole("dialog").getByRole("link", { name: "See the All-Access Pass" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto("/saved");
    await expect(page.getByText("No saved cards yet")).toBeVisible();
  });
});
