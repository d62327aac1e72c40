import { acceptCookies, expect, test } from "./fixtures";

// A link pasted at the end of a sentence keeps its full stop: a first-time visitor must get the
// app (and its not-found answer), never raw JSON.

test.describe("a shared link with a trailing dot", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("/deck/family. opens the app's 'Deck not found' with the way to the deck list", async ({ page }) => {
    const response = await page.goto("/deck/family.");
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    await expect(page.getByRole("heading", { name: "Deck not found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to all decks" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Deck" })).toBeVisible();
  });

  test("an unknown address with an extension opens the app's not-found page", async ({ page }) => {
    const response = await page.goto("/about.php");
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("a script fetching a missing file still gets JSON", async ({ page }) => {
    await page.goto("/decks");
    const answer = await page.evaluate(async () => {
      const response = await fetch("/assets/missing-123.js");
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toMatchObject({ status: 404, body: { error: "not_found" } });
  });
});
