import type { Locator, Page } from "@playwright/test";
import { cardAtRest, cardFitProblems, controlProblems, VIEWER_CONTROLS } from "./card-fit";
import { acceptCookies, cardSettled, dragCard, expect, freeDecks, premiumDecks, skipTour, storedLastCard, test } from "./fixtures";

// Geometry a person sees: the fixed header and the floating things (tour button, install banner,
// offline notice) never cover a heading or a control, and the viewer fits every screen.

const deck = freeDecks[0];
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Its box, once it has one: a prerendered page coming alive may draw an element again, and a box asked for in that moment is null. */
async function box(locator: Locator): Promise<Box> {
  let found: Box | null = null;
  await expect.poll(async () => (found = await locator.boundingBox()), { message: `${locator} has a box` }).not.toBeNull();
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

// The card with the most to read across the free decks (Team Kick-off's card 20), revealed with a
// notice showing, on phones upright and on their side, tablets and desktops.
const INTENSITY = { 1: "Light", 2: "Personal", 3: "Deep" } as const;
const longest = freeDecks
  .flatMap((d) => d.cards.map((card, index) => ({ deck: d, card, index })))
  .reduce((a, b) => (b.card.question.length + (b.card.followUp?.length ?? 0) > a.card.question.length + (a.card.followUp?.length ?? 0) ? b : a));
const longestTexts = { texts: [longest.card.question, ...(longest.card.followUp ? [longest.card.followUp] : [])], label: INTENSITY[longest.card.intensity] };
const premium = premiumDecks[0];
const SCREENS = [
  { width: 320, height: 568, phone: true },
  { width: 360, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 568, height: 320, phone: true },
  { width: 844, height: 390, phone: true },
  { width: 768, height: 1024, phone: true },
  { width: 1024, height: 768, phone: true },
  { width: 1280, height: 720, phone: false },
  { width: 1920, height: 1080, phone: false },
];

async function goOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.context().setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();
}

async function revealAndCheck(page: Page, shotName = "") {
  await expect(page.getByText("Tap to reveal")).toBeVisible();
  await page.keyboard.press(" ");
  await expect(page.getByText("Tap to hide")).toBeVisible();
  await cardAtRest(page);
  // For a review of the layout: LAYOUT_SCREENSHOTS=dir/prefix saves dir/prefix-WxH.png.
  const shots = process.env.LAYOUT_SCREENSHOTS;
  const viewport = page.viewportSize();
  if (shots && viewport) await page.screenshot({ path: `${shots}-${viewport.width}x${viewport.height}${shotName}.png` });
  await expect.poll(() => cardFitProblems(page, longestTexts)).toEqual([]);
  await expect.poll(() => controlProblems(page, [...VIEWER_CONTROLS, "Save card", "Share card"])).toEqual([]);
}

for (const { phone, ...viewport } of SCREENS) {
  const size = `${viewport.width}×${viewport.height}`;
  test.describe(`the viewer at ${size}`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test("the longest card, offline: its question and follow-up are readable in the card, every control on screen", async ({ page }) => {
      await page.goto(`/decks/${longest.deck.deckId}/cards/${longest.index}`);
      await goOffline(page);
      await revealAndCheck(page);
    });

    test("a premium deck's lock: its words and 'Unlock Full Deck' in the card, on screen", async ({ page }) => {
      await page.goto(`/decks/${premium.deckId}/cards/5`);
      await goOffline(page);
      const unlock = page.getByRole("button", { name: "Unlock Full Deck" });
      await expect(unlock).toBeVisible();
      await expect.poll(() => lockProblems(page)).toEqual([]);
      await expect.poll(() => controlProblems(page, [...VIEWER_CONTROLS, "Unlock Full Deck"])).toEqual([]);
    });
  });
}

/** The lock's icon, words and button that stick out of the card. */
function lockProblems(page: Page) {
  return page.locator(".card-shell").evaluate((shell) => {
    const card = shell.getBoundingClientRect();
    const unlock = Array.from(shell.querySelectorAll("button")).find((b) => b.textContent?.trim() === "Unlock Full Deck");
    if (!unlock?.parentElement) return ["no lock on the card"];
    return Array.from(unlock.parentElement.children)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.top < card.top || box.bottom > card.bottom || box.left < card.left || box.right > card.right)
      .map(({ el, box }) => `"${el.textContent?.trim() || el.tagName}" [${Math.round(box.top)} → ${Math.round(box.bottom)}] sticks out of the card [${Math.round(card.top)} → ${Math.round(card.bottom)}]`);
  });
}

test.describe("the install banner over the viewer", () => {
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 568, height: 320 },
    { width: 844, height: 390 },
  ]) {
    test.describe(`${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport, userAgent: IPHONE_SAFARI, hasTouch: true, isMobile: true });

      test("with the banner showing, the longest card is readable and every control on screen", async ({ page }) => {
        // This device was last on the longest card; the offer waits for a move to another page.
        await page.goto(`/decks/${longest.deck.deckId}/cards/${longest.index}`);
        await expect(page.getByText("Tap to reveal")).toBeVisible();
        // Leave only once the device has stored where it was (on a loaded machine the write can
        // still be under way when the card shows, and leaving would lose it).
        await expect.poll(() => storedLastCard(page, longest.deck.deckId)).toBe(longest.index);
        await page.goto("/about");
        await page.getByRole("contentinfo").getByRole("link", { name: "Decks", exact: true }).click();
        await page.getByRole("link", { name: new RegExp(longest.deck.title) }).first().click();
        await expect(page).toHaveURL(new RegExp(`/cards/${longest.index}$`));
        await expect(page.getByRole("region", { name: "Install Spark Decks" })).toBeVisible();
        await revealAndCheck(page, "-install");
      });
    });
  }
});

test.describe("a card whose text has to scroll (568×320, offline)", () => {
  test.use({ viewport: { width: 568, height: 320 }, hasTouch: true, isMobile: true });

  test("scrolls by keys and wheel; a tap on it still flips the card and a swipe on it still moves", async ({ page }) => {
    const total = longest.deck.cards.length;
    const position = page.getByText(new RegExp(`^\\d+ of ${total}$`));
    await page.goto(`/decks/${longest.deck.deckId}/cards/${longest.index}`);
    await goOffline(page);
    await page.keyboard.press(" ");
    await cardAtRest(page);
    const text = page.getByRole("region", { name: "Card text" });
    await expect(text).toBeVisible();
    const scrollTop = () => text.evaluate((el) => el.scrollTop);

    // Focused, the arrow keys scroll the text instead of jumping to the first or last card.
    await text.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(scrollTop).toBeGreaterThan(0);
    await expect(position).toHaveText(`${longest.index + 1} of ${total}`);
    await text.evaluate((el) => el.scrollTo({ top: 0 }));
    await text.hover();
    await page.mouse.wheel(0, 80);
    await expect.poll(scrollTop).toBeGreaterThan(0);

    await text.tap();
    await expect(page.getByText("Tap to reveal")).toBeVisible();
    await page.getByRole("button", { name: /^Back side:/ }).click();
    await expect(text).toBeVisible();
    await cardSettled(page);
    await dragCard(page, -200);
    await expect(position).toHaveText(`${longest.index + 2} of ${total}`);
  });
});

test("the installed app turns with the phone: its manifest locks no orientation", async ({ request }) => {
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string; orientation?: string };
  expect(manifest.name).toBe("Spark Decks");
  expect([undefined, "any"]).toContain(manifest.orientation);
});
