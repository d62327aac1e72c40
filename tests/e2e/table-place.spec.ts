import type { BrowserContext, Page } from "@playwright/test";
import { acceptCookies, cardSettled, expect, freeDecks, skipTour, test } from "./fixtures";

// A table's place: 'Share table' shares the card on screen, 'New order' asks before it deals
// another order and then offers the new link, and a revealed card stays revealed across a reload,
// online and offline, drawn face up from the first paint.

const deck = freeDecks.find((d) => d.deckId === "family") ?? freeDecks[0];
const total = deck.cards.length;
const seed = (url: string) => new URL(url).searchParams.get("seed");
const at = (page: Page, n: number) => page.getByText(`${n} of ${total}`, { exact: true });

async function newPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await acceptCookies(page);
  await skipTour(page);
  return page;
}

/** Moves on to the card at `n` (1-based) with 'Next'. */
async function goTo(page: Page, n: number) {
  for (let i = 1; i < n; i++) {
    await cardSettled(page);
    await page.getByRole("button", { name: "Next", exact: true }).click();
  }
  await expect(at(page, n)).toBeVisible();
  await cardSettled(page);
}

/** Reveals the card on screen and gives its question side's words. */
async function reveal(page: Page): Promise<string> {
  await page.getByRole("button", { name: /^Back side: / }).click();
  const front = page.getByRole("button", { name: /^Question side: / });
  await expect(front).toBeVisible();
  return (await front.getAttribute("aria-label"))!;
}

test.describe("a table's place", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("'Share table' shares the card on screen: a friend's phone opens the link at that card", async ({ page, browser, baseURL }) => {
    await page.goto(`/play/${deck.deckId}?seed=shar3card&levels=light%2Cpersonal%2Cdeep&player=Ana&player=Ben`);
    await goTo(page, 7);
    const hostCard = await reveal(page);
    await page.getByRole("button", { name: "Share table" }).click();
    const dialog = page.getByRole("dialog", { name: "Share table" });
    const link = await dialog.getByRole("textbox", { name: "Link to this table" }).inputValue();
    expect(new URL(link).searchParams.get("card")).toBe("6"); // positions count from 0, as the address always has
    expect(new URL(link).searchParams.get("face")).toBeNull(); // the friend reveals it themselves
    await expect(dialog.getByText("The link opens at card 7.")).toBeVisible();

    const friend = await browser.newContext({ baseURL });
    const friendPage = await newPhone(friend);
    await friendPage.goto(link);
    await expect(at(friendPage, 7)).toBeVisible();
    await expect(friendPage.getByText("Ana's turn")).toBeVisible();
    await cardSettled(friendPage);
    expect(await reveal(friendPage)).toBe(hostCard);
    await friend.close();
  });

  test("'New order' asks first, then deals another order and offers its link; Back leaves the table", async ({ page }) => {
    await page.goto(`/deck/${deck.deckId}`);
    await page.getByRole("button", { name: "Play together" }).click();
    await page.getByRole("dialog", { name: "Play together" }).getByRole("button", { name: "Start playing" }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${deck.deckId}\\?seed=`));
    const first = page.url();
    await goTo(page, 3);

    await page.getByRole("button", { name: "New order" }).click();
    const confirm = page.getByRole("dialog", { name: "Deal a new order?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(at(page, 3)).toBeVisible();
    expect(seed(page.url())).toBe(seed(first));
    await expect(page.getByText("The others need the new link")).toHaveCount(0);

    await page.getByRole("button", { name: "New order" }).click();
    await confirm.getByRole("button", { name: "New order" }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(() => seed(page.url())).not.toBe(seed(first));
    await expect(at(page, 1)).toBeVisible();
    const notice = page.getByRole("status").filter({ hasText: "The others need the new link" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Share the new link" }).click();
    const share = page.getByRole("dialog", { name: "Share table" });
    const link = await share.getByRole("textbox", { name: "Link to this table" }).inputValue();
    expect(seed(link)).toBe(seed(page.url()));
    await share.getByRole("button", { name: "Close" }).click();
    await expect(share).toHaveCount(0);
    await expect(page).toHaveURL(link);

    // The old order is not in the history: Back leaves the table for the deck.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/deck/${deck.deckId}$`));
  });

  test("a revealed card stays revealed across a reload, online and offline, from the first paint", async ({ page, context }) => {
    // The deck is stored on the device once opened: the worker then draws the table's page.
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));

    await page.goto(`/play/${deck.deckId}?seed=rev3aled&levels=light%2Cpersonal%2Cdeep`);
    await goTo(page, 3);
    const revealed = await reveal(page);
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      const response = await page.reload();
      // The page as first painted, before any script: the card face up, never face down.
      const html = (await response!.text()).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
      expect(html, offline ? "offline" : "online").toContain(`aria-label="${revealed}"`);
      expect(html).not.toContain('aria-label="Back side:');
      await expect(at(page, 3)).toBeVisible();
      await expect(page.getByRole("button", { name: revealed })).toBeVisible();
    }
    // Still face up once the app has taken the page over, and taken over as it was drawn.
    await page.waitForTimeout(500);
    await expect(page.getByRole("button", { name: revealed })).toBeVisible();
    expect(warnings.filter((text) => /re-rendered/.test(text))).toEqual([]);

    // Hidden again, it stays hidden.
    await page.getByRole("button", { name: revealed }).click();
    await expect(page.getByRole("button", { name: /^Back side: / })).toBeVisible();
    await page.reload();
    await expect(at(page, 3)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Back side: / })).toBeVisible();
  });
});
