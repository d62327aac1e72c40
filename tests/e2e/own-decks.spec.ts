import type { Browser, Page } from "@playwright/test";
import { newEmail, signIn, signUp } from "./accounts";
import { acceptCookies, expect, skipTour, test } from "./fixtures";

// A person's own deck: made on one browser, it plays there, appears on their other browser, and
// plays for a visitor from its link, its text shown as text.

async function newBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await acceptCookies(page);
  await skipTour(page);
  return page;
}

const QUESTION = "Is <b>this</b> bold, or just text?";

test.describe("my own decks", () => {
  test("a deck made on one browser plays there, appears on another of the same person, and plays for a visitor from its link", async ({ browser, baseURL }) => {
    test.slow();
    const email = newEmail();
    const laptop = await newBrowser(browser, baseURL);
    await signUp(laptop, "Dana Maker", email);
    await laptop.goto("/my-decks");
    await expect(laptop.getByRole("heading", { name: "My Decks", level: 1 })).toBeVisible();
    await laptop.getByRole("link", { name: "New deck" }).or(laptop.getByRole("button", { name: "New deck" })).click();
    await laptop.getByRole("textbox", { name: "Title" }).fill("Friday retro");
    await laptop.getByRole("textbox", { name: "Question 1" }).fill(QUESTION);
    await laptop.getByRole("button", { name: "Add question" }).click();
    await laptop.getByRole("textbox", { name: "Question 2" }).fill("What should we try next week?");
    await laptop.getByRole("button", { name: "Save deck" }).click();
    await expect(laptop).toHaveURL(/\/my-decks$/);
    const play = laptop.getByRole("link", { name: "Friday retro", exact: true });
    await expect(play).toBeVisible();

    // It plays here: two cards, the question as it was typed.
    await play.click();
    await expect(laptop.getByText("1 of 2", { exact: true })).toBeVisible();
    await expect(laptop.getByText(QUESTION, { exact: true })).toBeVisible();
    await expect(laptop.locator("main b")).toHaveCount(0);

    // The same person on another browser.
    const phone = await newBrowser(browser, baseURL);
    await phone.goto("/signin");
    await signIn(phone, email);
    await expect(phone.getByRole("button", { name: "Dana Maker", exact: true })).toBeVisible();
    await phone.goto("/my-decks");
    await expect(phone.getByRole("link", { name: "Friday retro", exact: true })).toBeVisible();

    // Shared by its link, played by a visitor.
    await laptop.goto("/my-decks");
    await laptop.getByRole("button", { name: "Share" }).first().click();
    const dialog = laptop.getByRole("dialog", { name: "Share" });
    const link = await dialog.getByRole("textbox", { name: "Link to this deck" }).inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{16,32}$/);
    await expect(dialog.getByRole("img", { name: "QR code for this deck" })).toBeVisible();
    const visitor = await newBrowser(browser, baseURL);
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByRole("heading", { name: "Friday retro" })).toBeVisible();
    await expect(visitor.getByText(QUESTION, { exact: true })).toBeVisible();
    await expect(visitor.locator("main b")).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    // 'Stop sharing': the link opens nothing any more.
    await dialog.getByRole("button", { name: "Stop sharing" }).click();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Deck not found" })).toBeVisible();
    for (const page of [laptop, phone, visitor]) await page.context().close();
  });
});
