import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { extractPdfText } from "../support/pdf-text";
import { newEmail, signIn, signUp } from "./accounts";
import { acceptCookies, expect, freeDecks, skipTour, test } from "./fixtures";
import { buyPass } from "./payments";

// A person's own deck: made on one browser, it plays there, appears on their other browser, and
// plays for a visitor from its link, its text shown as text.

async function newBrowser(browser: Browser, baseURL: string | undefined, options: { hasTouch?: boolean; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
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

  test("a card gathered from a deck starts a deck of one's own, which plays at a table, in a live room and as a PDF", async ({ browser, baseURL }) => {
    test.slow();
    const deck = freeDecks[0];
    const gathered = deck.cards[0].question;
    const own = "What made you laugh this week?";
    const host = await newBrowser(browser, baseURL);
    await signUp(host, "Gil Gatherer", newEmail());
    await buyPass(host);

    // 'Add to my deck' on the first card of a deck, into a new deck.
    await host.goto(`/deck/${deck.deckId}`);
    await expect(host.getByText(gathered, { exact: true })).toBeVisible();
    await host.getByRole("button", { name: "Add to my deck" }).click();
    const adding = host.getByRole("dialog", { name: "Add to my deck" });
    await adding.getByRole("button", { name: "New deck" }).click();
    await expect(host).toHaveURL(/\/my-decks\/new$/);
    await expect(host.getByRole("group", { name: "Question 1" })).toContainText(gathered);
    await host.getByRole("textbox", { name: "Title" }).fill("Dinner plan");
    await host.getByRole("button", { name: "Add question" }).click();
    await host.getByRole("textbox", { name: "Question 2" }).fill(own);
    await host.getByRole("button", { name: "Save deck" }).click();
    await expect(host).toHaveURL(/\/my-decks$/);
    await host.getByRole("link", { name: "Dinner plan", exact: true }).click();
    await expect(host.getByText("1 of 2", { exact: true })).toBeVisible();
    const playPath = new URL(host.url()).pathname;

    // At a table: the two cards, and no link to share (the deck is this person's).
    await host.getByRole("button", { name: "Play together" }).click();
    await host.getByRole("dialog", { name: "Play together" }).getByRole("button", { name: "Start playing" }).click();
    await expect(host).toHaveURL(/\/play\/my-[a-z0-9-]+\?/);
    await expect(host.getByText("1 of 2", { exact: true })).toBeVisible();
    await expect(host.getByRole("button", { name: "Share table" })).toHaveCount(0);

    // As a PDF, with both questions.
    await host.goto(playPath);
    const download = host.waitForEvent("download", { timeout: 90_000 });
    await host.getByRole("button", { name: "Download PDF" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("spark-decks-dinner-plan.pdf");
    const text = (await extractPdfText(new Uint8Array(await readFile((await file.path())!)))).replace(/\s+/g, " ");
    for (const question of [gathered, own]) expect(text).toContain(question);

    // In a live room: a guest sees the cards of the deck as the host reveals them.
    await host.getByRole("button", { name: "Play together" }).click();
    await host.getByRole("dialog", { name: "Play together" }).getByRole("button", { name: "Start a live room" }).click();
    await expect(host).toHaveURL(/\/room\/[A-HJ-NP-Z2-9]{6}$/);
    const code = new URL(host.url()).pathname.split("/").pop()!;
    const guest = await newBrowser(browser, baseURL);
    await guest.goto(`/join/${code}`);
    await guest.getByRole("textbox", { name: "Your name" }).fill("Gus");
    await guest.getByRole("button", { name: "Join" }).click();
    await expect(guest.getByText("Waiting for the host...")).toBeVisible();
    const seen: string[] = [];
    for (let card = 0; card < 2; card++) {
      await host.getByRole("button", { name: "Next card" }).click();
      await host.getByRole("button", { name: "Reveal card" }).click();
      const shown = guest.locator("main").getByText(/\?$/).first();
      await expect(shown).toBeVisible();
      seen.push((await shown.textContent())!);
    }
    expect(seen.sort()).toEqual([gathered, own].sort());
    for (const page of [host, guest]) await page.context().close();
  });

  test("the editor reorders questions by dragging a handle, with a mouse and with a finger", async ({ browser, baseURL }) => {
    const page = await newBrowser(browser, baseURL, { hasTouch: true, viewport: { width: 390, height: 1600 } });
    await signUp(page, "Rhea Reorder", newEmail());
    await page.goto("/my-decks/new");
    const texts = ["First question here?", "Second question here?", "Third question here?"];
    await page.getByRole("textbox", { name: "Question 1" }).fill(texts[0]);
    for (let i = 1; i < texts.length; i++) {
      await page.getByRole("button", { name: "Add question" }).click();
      await page.getByRole("textbox", { name: `Question ${i + 1}` }).fill(texts[i]);
    }
    const values = () => Promise.all(texts.map((_, i) => page.getByRole("textbox", { name: `Question ${i + 1}` }).inputValue()));
    const handle = (n: number) => page.getByRole("group", { name: `Question ${n}` }).locator(".handle");
    const centre = async (n: number) => {
      const box = (await page.getByRole("group", { name: `Question ${n}` }).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };

    // A phone's width, tall enough for every row to be on screen (touches off the screen are dropped).
    // The mouse: the third question's handle dropped above the first question's middle.
    const from = (await handle(3).boundingBox())!;
    const target = await centre(1);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((target.y - 20 - from.y) * i) / 12);
    await page.mouse.up();
    await expect.poll(values).toEqual([texts[2], texts[0], texts[1]]);

    // A finger: the first question (now the third's text) dragged below the last one's middle.
    const start = (await handle(1).boundingBox())!;
    const below = await centre(3);
    const x = start.x + start.width / 2;
    const y = start.y + start.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let i = 1; i <= 12; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y + ((below.y + 20 - y) * i) / 12 }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(values).toEqual([texts[0], texts[1], texts[2]]);
    await page.context().close();
  });
});
