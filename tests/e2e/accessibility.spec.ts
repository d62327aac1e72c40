import AxeBuilder from "@axe-core/playwright";
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
  "/no-such-page",
];

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`every page passes axe's WCAG 2 AA checks (${viewport.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const problems = results.violations.map(
        (v) => `${route}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
      );
      expect(problems, problems.join("\n")).toEqual([]);
    }
  });
}
