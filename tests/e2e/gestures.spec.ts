import type { Page } from "@playwright/test";
import { acceptCookies, cardSettled, dragCard, expect, freeDecks, skipTour, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const deck = freeDecks[2];
const total = deck.cards.length;

const shellTransform = (page: Page) => page.locator(".card-shell").evaluate((el) => (el as HTMLElement).style.transform);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipTour(page);
});

test("a swipe left goes next, a swipe right goes back", async ({ page }) => {
  await page.goto(`/deck/${deck.deckId}`);
  await expect(page.getByText(deck.cards[0].question)).toBeVisible();
  await dragCard(page, -160);
  await expect(page).toHaveURL(new RegExp(`/decks/${deck.deckId}/cards/1$`));
  await expect(page.getByText(`2 of ${total}`)).toBeVisible();
  await cardSettled(page);
  await dragCard(page, 160);
  await expect(page).toHaveURL(new RegExp(`/decks/${deck.deckId}/cards/0$`));
  await expect(page.getByText(deck.cards[0].question)).toBeVisible();
});

test("a short drag springs back to where it was", async ({ page }) => {
  await page.goto(`/decks/${deck.deckId}/cards/2`);
  await expect(page.getByText(`3 of ${total}`)).toBeVisible();
  await dragCard(page, -7, { steps: 4, stepMs: 30 });
  await expect.poll(() => shellTransform(page)).toMatch(/translate3d\(0px, 0px, 0px\) rotate\(0deg\)|none|^$/);
  await expect(page).toHaveURL(new RegExp(`/cards/2$`));
});

test("the first card resists a pull to the right and stays", async ({ page }) => {
  await page.goto(`/deck/${deck.deckId}`);
  await expect(page.getByText(deck.cards[0].question)).toBeVisible();
  const box = (await page.locator(".card-shell").boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 10; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + 20 * i, y }] });
    await page.waitForTimeout(16);
  }
  const pulled = await shellTransform(page);
  const offset = Number(/translate3d\(([-\d.]+)px/.exec(pulled)?.[1]);
  expect(offset).toBeGreaterThan(0);
  expect(offset).toBeLessThan(200 * 0.6); // the card follows less than the finger
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect.poll(() => shellTransform(page)).toMatch(/translate3d\(0px, 0px, 0px\) rotate\(0deg\)|none|^$/);
  await expect(page.getByText(`1 of ${total}`)).toBeVisible();
});

test("a tap flips the card", async ({ page }) => {
  await page.goto(`/decks/${deck.deckId}/cards/4`);
  await expect(page.getByText("Tap to reveal")).toBeVisible();
  await page.locator(".card-shell").tap();
  await expect(page.getByText(deck.cards[4].question)).toBeVisible();
  await page.locator(".card-shell").tap();
  await expect(page.getByText("Tap to reveal")).toBeVisible();
});

test("with reduced motion the card still flips and moves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/decks/${deck.deckId}/cards/1`);
  await expect(page.getByText("Tap to reveal")).toBeVisible();
  await page.keyboard.press(" ");
  await expect(page.getByText(deck.cards[1].question)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`3 of ${total}`)).toBeVisible();
  await expect(page.getByText("Tap to reveal")).toBeVisible();
});
