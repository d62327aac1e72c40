import { acceptCookies, expect, freeDecks, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => acceptCookies(page));

test("the landing carousel swipes between the first three decks", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Featured decks" }).or(page.locator("[aria-label='Featured decks']"));
  const dots = carousel.getByRole("button", { name: /Show deck/ });
  await expect(dots).toHaveCount(3);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("link", { name: new RegExp(freeDecks[2].title) })).toBeInViewport();

  // A swipe is a horizontal scroll of the snapping track.
  await carousel.locator("ul").evaluate((track) => track.scrollTo({ left: 0 }));
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("link", { name: new RegExp(freeDecks[0].title) })).toBeInViewport();
});

test("the header menu and the person icon on a phone", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("menu", { name: "Main menu" });
  await expect(menu.getByRole("menuitem")).toHaveText(["Explore Cards", "Pricing", "About"]);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("menuitem", { name: "Explore Cards" }).click();
  await expect(page).toHaveURL(/\/decks$/);
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("the go-back button is hidden on a phone", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("button", { name: "Go back" })).toBeHidden();
});
