import { acceptCookies, expect, test } from "./fixtures";

// Spec: "While lazy content loads, a fixed top-right 24 px spinner is shown": on a move inside the
// app to a page whose code has not arrived yet too, not only on a first load.

test.describe("a page whose code is still on its way", () => {
  // The service worker would fetch every chunk ahead (and outside page.route).
  test.use({ serviceWorkers: "block" });

  test("shows the fixed top-right 24 px spinner until the page's chunk arrives", async ({ page }) => {
    await acceptCookies(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    const spinner = page.getByRole("status", { name: "Loading page" });
    await expect(spinner).toBeVisible();
    const box = (await spinner.boundingBox())!;
    const viewport = page.viewportSize()!;
    // Its laid-out size (the box of a turning ring is wider).
    expect(await spinner.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])).toEqual([24, 24]);
    expect(box.y).toBeLessThan(40);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(await spinner.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe("fixed");

    release();
    await expect(page.getByRole("heading", { name: "About Spark Decks" })).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });
});
