import type { Page } from "@playwright/test";
import { acceptCookies, decks, expect, freeDecks, skipTour, test } from "./fixtures";

// No string left behind (docs/translating.md): every route drawn in the pseudo-language en-XA, where
// each message is accented, a third longer and between ⟦ and ⟧. Text a person can see or hear
// without those marks did not come from a catalog; and the longer text must still fit the screen.

const deck = freeDecks[0];
const ROUTES = [
  "/",
  "/decks",
  `/deck/${deck.deckId}`,
  `/decks/${deck.deckId}/cards/2`,
  "/pricing",
  "/about",
  "/faq",
  "/terms",
  "/privacy-policy",
  "/cookie-policy",
  "/feedback",
  "/signin",
  "/signup",
  "/reset-password",
  "/join",
  "/no-such-page",
];
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];

/** Text that is ours but not a message: deck content (English until the decks are translated), names. */
const CONTENT = new Set<string>(["Spark Decks", "Facebook", "Twitter", "TikTok", "English", "Deutsch", "Français", "Español"]);
for (const d of decks) {
  CONTENT.add(d.title);
  CONTENT.add(d.description);
  for (const card of d.cards) {
    CONTENT.add(card.question);
    if (card.followUp) CONTENT.add(card.followUp);
  }
}

/** Content strings, longest first, so a title inside a longer text goes before a shorter one does. */
const CONTENT_LONGEST_FIRST = [...CONTENT].filter(Boolean).sort((a, b) => b.length - a.length);

/** What a person sees or hears on the page that is not from a catalog: its text, and the names controls are given. */
async function untranslated(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const names = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")].flatMap((el) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => el.getAttribute(name) ?? ""),
    );
    // The rendered text, a line per block: a message split by the elements inside it stays on one line.
    return [...document.body.innerText.split("\n"), ...names, document.title];
  });
  return found
    .map((text) => {
      let left = text.replace(/⟦[^⟧]*⟧/g, " ");
      for (const content of CONTENT_LONGEST_FIRST) left = left.split(content).join(" ");
      return left.trim();
    })
    .filter((text) => /[A-Za-z]/.test(text));
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipTour(page);
});

test("every route's words come from the catalogs", async ({ page }) => {
  const problems: string[] = [];
  for (const route of ROUTES) {
    await page.goto(`/en-XA${route}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
    await expect(page.locator("h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (const text of new Set(await untranslated(page))) problems.push(`${route}: ${JSON.stringify(text)}`);
  }
  expect(problems).toEqual([]);
});

for (const viewport of VIEWPORTS) {
  test(`long text still fits at ${viewport.width}×${viewport.height}: no page scrolls sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const wide: string[] = [];
    for (const route of ROUTES) {
      await page.goto(`/en-XA${route}`);
      await expect(page.locator("h1").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) wide.push(`${route}: ${overflow} px wider than the screen`);
    }
    expect(wide).toEqual([]);
  });
}
