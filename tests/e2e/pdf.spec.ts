// Decks as a printable PDF, end to end: built in the page from the cards the person may read, and
// saved as a file whose text we extract here. A pass holder's file holds every question of every
// deck; a single deck's buyer gets the free decks and that deck, and no locked question. The PDF
// maker is not installed with the app: offline before its first use the page says it needs a
// connection, and once used it works offline.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { extractPdfText } from "../support/pdf-text";
import { newEmail, signUp } from "./accounts";
import { acceptCookies, decks, expect, freeDecks, premiumDecks, skipTour, test } from "./fixtures";
import { buyPass } from "./payments";

/** Spaces and line breaks as the PDF's text layer has them: compare words, not layout. */
const words = (text: string) => text.replace(/[\s\u00ad]+/g, " ").replace(/-\s/g, "-").trim();

/** Resolves once the service worker controls the page (the app shell is precached by then). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/** The viewer's 'Deck options' → 'Download PDF'. */
async function chooseDownloadPdf(page: Page) {
  await page.getByRole("button", { name: "Deck options" }).click();
  await page.getByRole("menuitem", { name: "Download PDF" }).click();
}

async function downloadAll(page: Page): Promise<{ fileName: string; text: string }> {
  await page.goto("/profile");
  const download = page.waitForEvent("download", { timeout: 90_000 });
  await page.getByRole("button", { name: "Download all decks (PDF)" }).click();
  const file = await download;
  const bytes = await readFile((await file.path())!);
  return { fileName: file.suggestedFilename(), text: words(await extractPdfText(new Uint8Array(bytes))) };
}

test.describe("decks as PDF", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("a pass holder's 'Download all decks (PDF)' holds every question of every deck", async ({ page }) => {
    await signUp(page, "Pat Printer", newEmail());
    await buyPass(page);
    const { fileName, text } = await downloadAll(page);
    expect(fileName).toBe("spark-decks-all.pdf");
    const missing = decks.flatMap((deck) => deck.cards.map((card) => card.question)).filter((q) => !text.includes(words(q)));
    expect(missing).toEqual([]);
  });

  test("a single deck's owner gets that deck and the free ones, never a locked question", async ({ page }) => {
    const [owned, ...others] = premiumDecks;
    await signUp(page, "Olu Owner", newEmail());
    await page.goto(`/paywall?deck=${owned.deckId}`);
    await page.getByRole("button", { name: "Unlock This Deck" }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();

    const { text } = await downloadAll(page);
    for (const deck of [owned, ...freeDecks]) for (const card of deck.cards) expect(text).toContain(words(card.question));
    const leaked = others.flatMap((deck) => deck.cards.map((card) => card.question)).filter((q) => text.includes(words(q)));
    expect(leaked).toEqual([]);

    // The viewer's menu offers the owned deck alone.
    await page.goto(`/deck/${owned.deckId}`);
    await page.getByRole("button", { name: "Deck options" }).click();
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("menuitem", { name: "Download PDF" }).click();
    expect((await download).suggestedFilename()).toBe(`spark-decks-${owned.deckId}.pdf`);
  });

  test("offline before the first PDF, the page says it needs a connection; online it is made, and from then on offline too", async ({ page, context }) => {
    const deck = freeDecks[0];
    await signUp(page, "Fen Offline", newEmail());
    await buyPass(page);
    await page.goto(`/deck/${deck.deckId}`);
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await waitForWorker(page);

    // Not part of the install: offline, the maker cannot be fetched, and the page says so plainly.
    await context.setOffline(true);
    await chooseDownloadPdf(page);
    const failed = page.getByRole("dialog", { name: "The PDF could not be made" });
    await expect(failed).toContainText("Making a PDF needs a connection the first time.");
    await expect(failed).not.toContainText("Something went wrong");

    // Online again, nothing was lost: 'Try again' makes the same PDF.
    await context.setOffline(false);
    let download = page.waitForEvent("download", { timeout: 90_000 });
    await failed.getByRole("button", { name: "Try again" }).click();
    expect((await download).suggestedFilename()).toBe(`spark-decks-${deck.deckId}.pdf`);
    await expect(failed).toBeHidden();

    // The worker kept the maker and its fonts: offline, in a new page (nothing in its memory), it works.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    download = page.waitForEvent("download", { timeout: 90_000 });
    await chooseDownloadPdf(page);
    const file = await download;
    expect(file.suggestedFilename()).toBe(`spark-decks-${deck.deckId}.pdf`);
    const text = words(await extractPdfText(new Uint8Array(await readFile((await file.path())!))));
    for (const card of deck.cards) expect(text).toContain(words(card.question));
    await context.setOffline(false);
  });
});
