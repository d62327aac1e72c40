// The deck list narrowed by kind and by a word (spec: "Deck list"), against the real server: the
// kind in the address (shared, undone with Back), the search as you type, offline too, and the
// controls' layout on phones. DECK_LIST_SCREENSHOTS=dir saves dir/{name}-WxH.png for review.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { acceptCookies, decks, expect, pageAlive, skipTour, test } from "./fixtures";

/** The spec's order: free decks first, then by title. */
const inListOrder = <T extends { isPremium: boolean; title: string }>(list: T[]) =>
  [...list].sort((a, b) => Number(a.isPremium) - Number(b.isPremium) || a.title.localeCompare(b.title, "en", { sensitivity: "base" }));
const allTitles = inListOrder(decks).map((d) => d.title);
const teamTitles = inListOrder(decks.filter((d) => d.category === "teams")).map((d) => d.title);
const longDistance = decks.find((d) => d.deckId === "long-distance")!;

const shownTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
const kinds = (page: Page) => page.getByRole("group", { name: "Kind of deck" });
const kind = (page: Page, name: string) => kinds(page).getByRole("radio", { name, exact: true });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search decks", exact: true });
/** The polite count, said once the result has settled. */
const announced = (page: Page, text: string) => page.locator('main [aria-live="polite"]').filter({ hasText: new RegExp(`^${text}$`) });


async function shoot(page: Page, name: string) {
  const dir = process.env.DECK_LIST_SCREENSHOTS;
  const size = page.viewportSize();
  if (dir && size) await page.screenshot({ path: `${dir}/${name}-${size.width}x${size.height}.png` });
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipTour(page);
});

test("'Teams' shows only the team decks in the spec's order, says so in the address, and Back returns to All", async ({ page }) => {
  await page.goto("/decks");
  await pageAlive(page);
  await expect(kind(page, "All")).toBeChecked();
  expect(await shownTitles(page)).toEqual(allTitles);

  await kind(page, "Teams").check();
  await expect(page).toHaveURL(/\/decks\?kind=teams$/);
  await expect.poll(() => shownTitles(page)).toEqual(teamTitles);
  await expect(announced(page, `${teamTitles.length} decks`)).toHaveCount(1);
  await shoot(page, "teams");

  await page.goBack();
  await expect(page).toHaveURL(/\/decks$/);
  await expect(kind(page, "All")).toBeChecked();
  await expect.poll(() => shownTitles(page)).toEqual(allTitles);
});

test("the arrow keys move through the kinds, as radio buttons do", async ({ page }) => {
  await page.goto("/decks");
  await pageAlive(page);
  await kind(page, "All").focus();
  await page.keyboard.press("ArrowRight");
  await expect(kind(page, "Relationships")).toBeChecked();
  await expect(kind(page, "Relationships")).toBeFocused();
  await expect(page).toHaveURL(/\/decks\?kind=relationships$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/decks\?kind=teams$/);
  await expect.poll(() => shownTitles(page)).toEqual(teamTitles);
  await shoot(page, "keyboard");
});

test("a shared ?kind=teams link opens on Teams, without re-rendering the prerendered page; an unknown kind reads as All", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await page.goto("/decks?kind=teams");
  await expect(kind(page, "Teams")).toBeChecked();
  await expect.poll(() => shownTitles(page)).toEqual(teamTitles);
  expect(warnings.filter((text) => /re-rendered|hydrat/i.test(text))).toEqual([]);

  await page.goto("/decks?kind=nonsense");
  await pageAlive(page);
  await expect(kind(page, "All")).toBeChecked();
  expect(await shownTitles(page)).toEqual(allTitles);
});

test("the search finds decks as you type, whatever the case, accents and hyphens", async ({ page }) => {
  await page.goto("/decks");
  await pageAlive(page);
  for (const word of ["long distance", "Long-Distance", "ACROSS THE MÍLES"]) {
    await search(page).fill(word);
    await expect.poll(() => shownTitles(page)).toEqual([longDistance.title]);
  }
  await expect(announced(page, "1 deck")).toHaveCount(1);
  // A search is not a page of its own: the address stays as it was.
  await expect(page).toHaveURL(/\/decks$/);
});

test("a word that matches nothing says so, and 'Clear search' brings every deck back", async ({ page }) => {
  await page.goto("/decks");
  await pageAlive(page);
  await search(page).fill("  zebras  ");
  await expect(page.getByText("No decks match 'zebras'.", { exact: true })).toBeVisible();
  expect(await shownTitles(page)).toEqual([]);
  await shoot(page, "no-match");
  await page.getByRole("button", { name: "Clear search", exact: true }).click();
  await expect.poll(() => shownTitles(page)).toEqual(allTitles);
  await expect(search(page)).toHaveValue("");
  await expect(search(page)).toBeFocused();
});

test("a search and a kind are kept when Back returns from a deck", async ({ page }) => {
  await page.goto("/decks");
  await pageAlive(page);
  await kind(page, "Relationships").check();
  await search(page).fill("miles");
  await page.getByRole("link", { name: new RegExp(longDistance.title) }).click();
  await expect(page).not.toHaveURL(/\/decks/);
  await page.goBack();
  await expect(page).toHaveURL(/\/decks\?kind=relationships$/);
  await expect(search(page)).toHaveValue("miles");
  await expect.poll(() => shownTitles(page)).toEqual([longDistance.title]);
});

test("offline, the search still narrows the list, with no request", async ({ page, context }) => {
  await page.goto("/decks");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await context.setOffline(true);
  await page.goto("/decks");
  await pageAlive(page);
  // No connection: the worker drew the page, and the API cannot be reached.
  expect(await page.evaluate(() => fetch("/api/health").then(() => "reached", () => "unreachable"))).toBe("unreachable");
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/decks")) requests.push(request.url());
  });
  await search(page).fill("long distance");
  await expect.poll(() => shownTitles(page)).toEqual([longDistance.title]);
  await kind(page, "Teams").check();
  await expect(page.getByText("No decks match 'long distance'.", { exact: true })).toBeVisible();
  expect(requests).toEqual([]);
});

test("axe finds no WCAG 2 AA problem in the narrowed list or the no-match message", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/decks?kind=self-discovery");
  await pageAlive(page);
  await expect(kind(page, "Self-discovery")).toBeChecked();
  // The page's own part: the transparent header over the gradient is checked in accessibility.spec.ts.
  const problems = async () =>
    (await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(await problems()).toEqual([]);
  await search(page).fill("nothing like this");
  await expect(page.getByText("No decks match 'nothing like this'.", { exact: true })).toBeVisible();
  expect(await problems()).toEqual([]);
});

test.describe("before the page is alive", () => {
  // No worker: the server's prerendered page, with the app's chunk held back until the test has acted.
  test.use({ serviceWorkers: "block" });

  test("a kind chosen and a word typed are kept once it is", async ({ page }) => {
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(/\/assets\/App-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/decks", { waitUntil: "domcontentloaded" });
    await kind(page, "Teams").check();
    await search(page).fill("trust");
    letThrough();
    await expect(page).toHaveURL(/\/decks\?kind=teams$/);
    const trust = decks.find((d) => d.deckId === "team-trust")!;
    await expect.poll(() => shownTitles(page)).toEqual([trust.title]);
    await expect(search(page)).toHaveValue("trust");
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
]) {
  test.describe(`on a phone, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test("the controls fit, are tall enough to tap, and the page does not shift as it comes alive", async ({ page }) => {
      await page.goto("/decks");
      await pageAlive(page);
      // Every kind on screen at once, none cut off, and nothing wider than the screen.
      for (const name of ["All", "Relationships", "Teams", "Self-discovery"]) {
        const box = (await kinds(page).locator("label").filter({ hasText: new RegExp(`^${name}$`) }).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const searchBox = (await search(page).boundingBox())!;
      expect(searchBox.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput) sum += entry.value;
              }
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(sum), 500);
          }),
      );
      expect(shift).toBeLessThan(0.01);

      await kind(page, "Teams").check();
      await expect.poll(() => shownTitles(page)).toEqual(teamTitles);
      await shoot(page, "teams");
      if (viewport.width === 390) {
        await kind(page, "All").check();
        await search(page).fill("long distance");
        await expect.poll(() => shownTitles(page)).toEqual([longDistance.title]);
        await shoot(page, "search");
      }
    });
  });
}
