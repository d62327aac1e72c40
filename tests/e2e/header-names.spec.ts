import type { Page } from "@playwright/test";
import { accountButton, signUp } from "./accounts";
import { acceptCookies, expect, test } from "./fixtures";

// Ordinary names and e-mails in the signed-in header and on /profile: they end in an ellipsis
// (the whole text stays the accessible name), the logo stays on one line and nothing is wider
// than the phone. At 200 % zoom (640 CSS px) the bar switches to the menu button.

const longEmail = () => `maria-jose.fernandez-villanueva.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example-university.edu`;

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function expectLogoOnOneLine(page: Page) {
  const logo = page.locator("header").getByRole("link", { name: "Spark Decks" });
  expect((await logo.boundingBox())!.height).toBeLessThan(40);
}

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const name of ["Alex Johnson", "María-José Fernández-Villanueva"]) {
  test.describe(`signed in as ${name} on a 390×844 phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the header keeps the logo on one line, the name fits the bar, and no page is wider than the phone", async ({ page }) => {
      const email = longEmail();
      await signUp(page, name, email);
      const account = accountButton(page, name);
      await expect(account).toBeVisible();
      await expectLogoOnOneLine(page);
      const bar = (await page.locator("header").boundingBox())!;
      const button = (await account.boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(390);
      expect(button.y + button.height).toBeLessThanOrEqual(bar.y + bar.height);
      await expectNoSidewaysScroll(page, 390);

      await account.click();
      await page.getByRole("menuitem", { name: "Profile" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      const heading = page.getByRole("heading", { name, level: 1 });
      await expect(heading).toBeVisible();
      const shownEmail = page.getByText(email, { exact: true });
      await expect(shownEmail).toBeVisible();
      const panel = (await page.locator("section").filter({ has: heading }).first().boundingBox())!;
      for (const text of [heading, shownEmail]) {
        const textBox = (await text.boundingBox())!;
        expect(textBox.x + textBox.width).toBeLessThanOrEqual(panel.x + panel.width);
      }
      expect(await shownEmail.evaluate((el) => getComputedStyle(el).textOverflow)).toBe("ellipsis");
      await expectNoSidewaysScroll(page, 390);
    });
  });
}

test.describe("a name too long for the bar", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("ends in an ellipsis while the avatar stays a round 32 px badge, on a phone and a laptop", async ({ page }) => {
    const name = "Maximiliana Alexandrovna Konstantinopoulou-Wetherington";
    await signUp(page, name, longEmail());
    const account = accountButton(page, name);
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await expect(account).toBeVisible();
      const avatar = account.locator("[aria-hidden='true']").first();
      const box = (await avatar.boundingBox())!;
      expect(box.width, `the avatar at ${viewport.width} px`).toBeCloseTo(32, 0);
      expect(box.height, `the avatar at ${viewport.width} px`).toBeCloseTo(32, 0);
      const shownName = account.getByText(name, { exact: true });
      expect(await shownName.evaluate((el) => getComputedStyle(el).textOverflow)).toBe("ellipsis");
      expect(await shownName.evaluate((el) => el.scrollWidth > el.clientWidth), "the name is cut short").toBe(true);
      const button = (await account.boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page, viewport.width);
    }
  });
});

test.describe("a 1280 px screen at 200 % zoom (640×400 CSS px)", () => {
  test.use({ viewport: { width: 640, height: 400 } });

  test("shows the menu button instead of wrapping the navigation", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expectLogoOnOneLine(page);
    const bar = (await page.locator("header").boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(65);
    await expectNoSidewaysScroll(page, 640);
  });
});
