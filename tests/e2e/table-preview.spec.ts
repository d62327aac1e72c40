import { execFileSync } from "node:child_process";
import type { BrowserContext, Page } from "@playwright/test";
import { tableOrder } from "../../shared/table-order";
import { E2E_DATA_DIR, newEmail, signUp } from "./accounts";
import { controlProblems } from "./card-fit";
import { acceptCookies, cardSettled, expect, premiumDecks, skipTour, test } from "./fixtures";

// A table of a premium deck that the players can only preview (docs/architecture.md, "Play together
// (tables)"): it deals the five cards everyone can read, says so with the way to unlock, and never
// shows a locked card; its link says it is a preview table, so a pass holder who opens it deals the
// same five cards in the same order. A full table's link opened by a visitor keeps the table's
// positions, the locked cards marked.

const deck = premiumDecks[0];
const PREVIEW_TEXT = `Preview: 5 of ${deck.cards.length} cards`;
const cardOf = (text: string) => deck.cards.find((card) => text.startsWith(card.question));

async function newPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await acceptCookies(page);
  await skipTour(page);
  return page;
}

/** The question of the card on screen, revealing it first if it is face down. */
async function question(page: Page): Promise<string> {
  await cardSettled(page);
  const back = page.getByRole("button", { name: /^Back side: / });
  if (await back.isVisible()) await back.click();
  const front = page.getByRole("button", { name: /^Question side: / });
  await expect(front).toBeVisible();
  return (await front.getAttribute("aria-label"))!.replace(/^Question side: /, "").replace(/ Tap to hide$/, "");
}

/** Every card of the table in turn, checking that none is locked. */
async function everyCard(page: Page, total: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < total; i++) {
    await expect(page.getByText(`${i + 1} of ${total}`, { exact: true })).toBeVisible();
    await cardSettled(page);
    await expect(page.getByRole("button", { name: "Locked card" })).toHaveCount(0);
    await expect(page.getByText(/More Cards Available/)).toHaveCount(0);
    seen.push(await question(page));
    if (i < total - 1) await page.getByRole("button", { name: "Next", exact: true }).click();
  }
  return seen;
}

async function expectNoLockedText(page: Page) {
  const body = await page.content();
  for (const card of deck.cards.slice(5)) expect(body).not.toContain(card.question);
}

test.describe("a table of a premium deck the players can only preview", () => {
  test("a visitor's table deals the five readable cards, says so and offers the unlock", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await acceptCookies(page);
    await skipTour(page);
    await page.goto(`/deck/${deck.deckId}`);
    await page.getByRole("button", { name: "Play together" }).click();
    const setup = page.getByRole("dialog", { name: "Play together" });
    await expect(setup.getByText(PREVIEW_TEXT)).toBeVisible();
    await setup.getByRole("textbox", { name: "Player 1" }).fill("Ana");
    await setup.getByRole("textbox", { name: "Player 2" }).fill("Ben");
    await setup.getByRole("combobox", { name: "Timer" }).selectOption({ label: "1 minute" });
    await setup.getByRole("button", { name: "Start playing" }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${deck.deckId}\\?seed=[a-z0-9]+&levels=light%2Cpersonal%2Cdeep&preview=5&`));

    await expect(page.getByText(PREVIEW_TEXT, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlock Full Deck" })).toBeVisible();
    await cardSettled(page);
    const dir = process.env.TABLE_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/preview-390x844.png` });

    const seen = await everyCard(page, 5);
    const dealt = seen.map((text) => deck.cards.indexOf(cardOf(text)!));
    expect([...dealt].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    await expectNoLockedText(page);

    await page.getByRole("button", { name: "Unlock Full Deck" }).click();
    const offer = page.getByRole("dialog", { name: "Unlock Premium Deck" });
    await expect(offer.getByRole("button", { name: "Unlock This Deck" })).toBeVisible();
  });

  test("a pass holder and a visitor who open one preview table's link deal the same cards in the same order", async ({ browser, baseURL }) => {
    test.setTimeout(90_000); // a whole sign-up first
    const link = `/play/${deck.deckId}?seed=tbl5prev&levels=light%2Cpersonal%2Cdeep&preview=5`;
    const expected = tableOrder("tbl5prev", [1, 2, 3], deck.cards.slice(0, 5).map((card) => card.intensity))!.map((index) => deck.cards[index].question);

    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await newPhone(visitor);
    await visitorPage.goto(link);
    await expect(visitorPage.getByText(PREVIEW_TEXT, { exact: true })).toBeVisible();
    const visitorSeen = await everyCard(visitorPage, 5);
    await expectNoLockedText(visitorPage);

    const holder = await browser.newContext({ baseURL });
    const holderPage = await newPhone(holder);
    const email = newEmail();
    await signUp(holderPage, "Pam Pass", email);
    execFileSync(process.execPath, ["scripts/grant-entitlement.mjs", "--email", email, "--all-access"], { env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, stdio: "pipe" });
    await holderPage.goto(link);
    await expect(holderPage.getByText(PREVIEW_TEXT, { exact: true })).toBeVisible();
    // The pass holder can read every card: nothing to unlock.
    await expect(holderPage.getByRole("button", { name: "Unlock Full Deck" })).toHaveCount(0);
    const holderSeen = await everyCard(holderPage, 5);

    expect(holderSeen).toEqual(visitorSeen);
    expect(visitorSeen.map((text) => cardOf(text)?.question)).toEqual(expected);
    await visitor.close();
    await holder.close();
  });

  test("a visitor who opens a full table's link keeps its positions: it says what they can read, the locked cards marked without their text", async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
    await page.goto(`/play/${deck.deckId}?seed=abcd1234&levels=light%2Cpersonal%2Cdeep`);
    await expect(page.getByText(`1 of ${deck.cards.length}`, { exact: true })).toBeVisible();
    await expect(page.getByText(PREVIEW_TEXT, { exact: true })).toBeVisible();
    // Walk until a locked card: it is marked, and its text is nowhere on the page.
    for (let i = 0; i < deck.cards.length; i++) {
      await cardSettled(page);
      if (await page.getByRole("button", { name: "Locked card" }).isVisible()) break;
      await page.getByRole("button", { name: "Next", exact: true }).click();
    }
    await expect(page.getByRole("button", { name: "Locked card" })).toBeVisible();
    await expect(page.getByText(`${deck.cards.length - 5} More Cards Available`)).toBeVisible();
    await expectNoLockedText(page);
  });

  for (const viewport of [
    { width: 320, height: 568 },
    { width: 568, height: 320 },
  ]) {
    test(`at ${viewport.width}×${viewport.height}, a preview table with names and a timer has the preview's words and every control on screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await acceptCookies(page);
      await skipTour(page);
      await page.goto(`/play/${deck.deckId}?seed=abcd1234&levels=light%2Cpersonal%2Cdeep&preview=5&timer=60&player=Ana&player=Ben`);
      await expect(page.getByText(PREVIEW_TEXT, { exact: true })).toBeInViewport();
      await expect(page.getByText("Ana's turn")).toBeInViewport();
      await cardSettled(page);
      const controls = ["First card", "Previous", "Next", "Last card", "Share table", "New order", "Unlock Full Deck", "Pause timer"];
      await expect.poll(() => controlProblems(page, controls)).toEqual([]);
    });
  }
});
