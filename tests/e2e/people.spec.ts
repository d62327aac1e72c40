// What a new person meets in the first minute, against the real server and identity emulator: any
// Unicode name signs up, signs in and shows whole; sign-in never tells whether an account exists;
// sign-out keeps the device's choices; /signin says when someone is already signed in.
import { accountButton, newEmail, signIn, signOut, signUp } from "./accounts";
import { acceptCookies, expect, freeDecks, skipTour, test } from "./fixtures";

const LONG_NAME = `Ana ${"👩🏽‍💻".repeat(100)}${"é".repeat(150)} Ω`; // 256 characters as people count them

test.describe("people", () => {
  for (const [name, initial] of [
    ["Ana 👩🏽‍💻", "A"],
    ["👨‍👩‍👧 Zoë e\u0301lise", "👨‍👩‍👧"],
    ["مريم أحمد", "م"],
    [LONG_NAME, "A"],
  ] as const) {
    test(`"${name.slice(0, 24)}…" signs up, shows whole in the header and on /profile, and signs in again elsewhere`, async ({ page, browser }) => {
      await acceptCookies(page);
      await skipTour(page);
      const email = newEmail();
      await signUp(page, name, email);
      const button = accountButton(page, name);
      await expect(button.locator("[aria-hidden=true]")).toHaveText(initial);
      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await signOut(page, name);

      // Another browser: signs in with no "URI malformed" and no "already signed in".
      const other = await browser.newContext();
      const second = await other.newPage();
      await acceptCookies(second);
      await second.goto("/signin");
      await signIn(second, email);
      await expect(accountButton(second, name)).toBeVisible();
      await expect(second.getByRole("alert")).toHaveCount(0);
      await other.close();
    });
  }

  test("a wrong password and an unknown address get the same message", async ({ page }) => {
    await acceptCookies(page);
    const email = newEmail();
    await signUp(page, "Sam Same", email);
    await signOut(page, "Sam Same");
    await page.goto("/signin");
    await signIn(page, email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Incorrect email address or password.");
    await page.reload();
    await signIn(page, newEmail(), "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Incorrect email address or password.");
  });

  test("sign-out keeps Functional off and the tour seen: no banner, no tour, nothing sent", async ({ page }) => {
    await page.goto("/");
    // The tour seen once, on this device (set once: an init script would hide a loss).
    await page.evaluate(() => localStorage.setItem("sparkDecks.onboardingSeen", "true"));
    await page.getByRole("button", { name: "Manage Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await dialog.getByRole("switch", { name: "Functional Cookies" }).uncheck();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByRole("region", { name: "Cookie Settings" })).toHaveCount(0);

    const email = newEmail();
    await signUp(page, "Kai Declined", email);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/events") sent.push(r.postData() ?? "");
    });
    await signOut(page, "Kai Declined");

    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
    expect(await page.evaluate(() => localStorage.getItem("sparkDecks.onboardingSeen"))).toBe("true");
    await expect(page.getByRole("region", { name: "Cookie Settings" })).toHaveCount(0);
    await page.goto(`/deck/${freeDecks[0].deckId}`);
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0); // the tour was seen before
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    await page.goto("/about");
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await page.waitForTimeout(6_000); // past the 5 s within which an event would be sent
    expect(sent).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("analyticsClientId") ?? sessionStorage.getItem("analyticsClientId"))).toBeNull();
  });

  test("/signin while signed in says so and offers the way on", async ({ page }) => {
    await acceptCookies(page);
    await signUp(page, "Noa Here", newEmail());
    await page.goto("/signin");
    await expect(page.getByRole("status").filter({ hasText: "You're signed in as" })).toHaveText(
      "You're signed in as Noa Here. To use another account, sign out first from the account menu.",
    );
    await expect(page.getByLabel("Password")).toHaveCount(0);
    await page.getByRole("link", { name: "Explore Decks" }).last().click();
    await expect(page).toHaveURL(/\/decks$/);
  });
});

