import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contrastRatio } from "../../server/content/deck-content";
import { themeColors } from "../../src/theme/colors";
import { expect, freeDecks, test } from "./fixtures";

const ROUTES = [
  "/",
  "/decks",
  `/deck/${freeDecks[0].deckId}`,
  "/pricing",
  "/signin",
  "/signup",
  "/reset-password",
  "/about",
  "/faq",
  "/feedback",
  "/terms",
  "/privacy-policy",
  "/cookie-policy",
  "/paywall",
  "/join",
  "/no-such-page",
];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe cannot see through the transparent header to the gradient behind it (it measures the white
 * text against the page colour). Where the header is transparent its colour contrast is left out
 * of the check, and the gradient's colours are checked against white separately (below). One axe
 * run a page: each run loads axe into the page again, which cost as much as the checks.
 */
async function violations(page: Page) {
  const transparent = (await page.locator("header").first().getAttribute("data-transparent")) === "true";
  const found = (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations;
  if (!transparent) return found;
  // The site's bar only (a page's own <header> in its content is checked like the rest).
  const inHeader = (selector: string) =>
    page.evaluate((target) => document.querySelector(target)?.closest('header[data-transparent="true"]') != null, selector);
  const kept = [];
  for (const violation of found) {
    if (violation.id !== "color-contrast") {
      kept.push(violation);
      continue;
    }
    const nodes = [];
    // A node's target is a selector list only inside a frame or shadow root, which these pages have not.
    for (const node of violation.nodes) if (!(await inHeader(String(node.target[0])))) nodes.push(node);
    if (nodes.length > 0) kept.push({ ...violation, nodes });
  }
  return kept;
}

test("white text reads on every colour of the dark background (AA)", () => {
  for (const colour of [themeColors.primary, "#16325C", themeColors.secondary]) {
    expect(contrastRatio(colour, "#ffffff"), colour).toBeGreaterThanOrEqual(4.5);
  }
});

// One test per page and screen: each has its own time (axe takes seconds a page on a loaded
// machine, and fifteen pages in one test outran its limit there) and names the page that fails.
for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`axe's WCAG 2 AA checks (${viewport.name})`, () => {
    for (const route of ROUTES) {
      test(route, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0);
        const problems = (await violations(page)).map(
          (v) => `${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
        );
        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
  });
}
