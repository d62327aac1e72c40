import type { Locator, Page } from "@playwright/test";
import { acceptCookies, expect, freeDecks, skipTour, test } from "./fixtures";

// Geometry a person sees: the fixed header and the floating things (tour button, install banner,
// offline notice) never cover a heading or a control, and the viewer fits a landscape phone.

const deck = freeDecks[0];
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await box(a), await box(b)];
  expect(overlaps(boxA, boxB), `${a} ${JSON.stringify(boxA)} overlaps ${b} ${JSON.stringify(boxB)}`).toBe(false);
}

const headerLook = (page: Page) => page.locator("header").first().getAttribute("data-look");

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipTour(page);
});

test.describe("the header over a scrolled page (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, scroll } of [
    { path: "/decks", scroll: 300 },
    { path: "/pricing", scroll: 1000 },
    { path: `/deck/${deck.deckId}`, scroll: 200 },
  ]) {
    test(`${path}: transparent at the top, a dark readable bar once scrolled ${scroll} px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect.poll(() => headerLook(page)).toBe("transparent");
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect.poll(() => headerLook(page)).toBe("dark");
      // Once its colour has faded in, the bar is nearly opaque: nothing behind shows through the links.
      const alpha = async () => {
        const background = await page.locator("header").first().evaluate((el) => getComputedStyle(el).backgroundColor);
        return Number(/rgba?\(([^)]+)\)/.exec(background)?.[1].split(",")[3] ?? 1);
      };
      await expect.poll(alpha).toBeGreaterThanOrEqual(0.85);
    });
  }
});

test.describe("the viewer on a landscape phone (844×390)", () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test("fits without scrolling: the card below the header, every control on screen", async ({ page }) => {
    await page.goto(`/deck/${deck.deckId}`);
    const card = page.locator(".card-shell");
    await expect(card).toBeVisible();
    const header = await box(page.locator("header").first());
    expect((await box(card)).y).toBeGreaterThanOrEqual(header.y + header.height);
    for (const name of ["First card", "Previous", "Shuffle", "Next", "Last card"]) {
      const control = await box(page.getByRole("button", { name, exact: true }));
      expect(control.y + control.height, name).toBeLessThanOrEqual(390);
    }
    await expectApart(page.getByRole("button", { name: "Show tour" }), page.getByRole("button", { name: "Last card" }));
  });
});

for (const viewport of [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 430, height: 932 },
]) {
  test.describe(`floating things at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test("the 'Show tour' button never covers 'Last card', at the top or scrolled to the end", async ({ page }) => {
      await page.goto(`/deck/${deck.deckId}`);
      const tour = page.getByRole("button", { name: "Show tour" });
      const last = page.getByRole("button", { name: "Last card" });
      await expect(last).toBeVisible();
      await expectApart(tour, last);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectApart(tour, last);
    });
  });
}

test.describe("the install banner (iPhone Safari, 390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_SAFARI, hasTouch: true, isMobile: true });

  test("covers neither the /decks heading nor the viewer's title and share button", async ({ page }) => {
    // The offer waits for a move to another page (it would push the arrival page down as it appeared).
    await page.goto("/about");
    const banner = page.getByRole("region", { name: "Install Spark Decks" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Decks", exact: true }).click();
    await expect(banner).toBeVisible();
    await expectApart(banner, page.getByRole("heading", { name: "Choose Your Deck" }));

    await page.getByRole("link", { name: new RegExp(deck.title) }).first().click();
    await expect(page.getByRole("heading", { name: deck.title, level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();
    await expectApart(banner, page.getByRole("heading", { name: deck.title, level: 1 }));
    const share = page.getByRole("button", { name: "Share card" });
    await expect(share).toBeVisible();
    await expectApart(banner, share);
  });
});

test.describe("the offline notice (360×640)", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("covers no page heading", async ({ page, context }) => {
    for (const path of ["/decks", "/pricing", "/about", `/deck/${deck.deckId}`]) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 }).first();
      await expect(heading).toBeVisible();
      await context.setOffline(true);
      const notice = page.getByRole("status").filter({ hasText: "You're offline" });
      await expect(notice).toBeVisible();
      await expectApart(notice, heading);
      await context.setOffline(false);
      await expect(notice).toBeHidden();
    }
  });
});
