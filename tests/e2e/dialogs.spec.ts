// Modal dialogs and what happens around them in a real browser: a message shown while one is open
// is above it and heard; a dialog closed by its own buttons leaves no step of history behind that
// could pull a following navigation back.
import type { CDPSession, Page } from "@playwright/test";
import { acceptCookies, expect, freeDecks, skipTour, test } from "./fixtures";

const deck = freeDecks[0];

/** The names of the nodes Chromium's accessibility tree exposes (not ignored) to a screen reader. */
async function exposedNames(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: Array<{ ignored: boolean; name?: { value?: unknown } }> };
  return nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value ?? ""));
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipTour(page);
});

test("'Link copied to clipboard!' shows above the share dialog and its backdrop, and is announced", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/deck/${deck.deckId}`);
  await page.getByRole("button", { name: "Share card" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this card" });
  await dialog.getByRole("button", { name: "Copy" }).click();

  const toast = page.getByRole("status").filter({ hasText: "Link copied to clipboard!" });
  await expect(toast).toBeVisible();
  // What a press at the toast's middle reaches is what is drawn on top there.
  const onTop = await toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, "the toast is drawn above the dialog's backdrop").toBe(true);
  const cdp = await context.newCDPSession(page);
  expect(await exposedNames(cdp), "the toast is in the accessibility tree while the modal dialog is open").toContain("Link copied to clipboard!");
  await cdp.detach();
  await expect(dialog).toBeVisible();
});

test.describe("a navigation made right after a dialog is closed with its own buttons", () => {
  // The race is a matter of milliseconds: each scenario runs many times, the address opened
  // 0 to 8 ms after the press that closes the dialog (and, for the link, also by two quick presses
  // of the mouse: `null`).
  const DELAYS = [0, 0, 1, 1, 2, 3, 5, 8];

  /** Waits until the page is the app's, its links the router's (not a prerendered page's). */
  const routerReady = (page: Page) => page.waitForFunction(() => typeof (history.state as { idx?: number } | null)?.idx === "number");

  test("'Cancel' in 'Cookie Preferences', then a link: the link's page, every time", async ({ page }) => {
    test.setTimeout(120_000);
    const wrong: string[] = [];
    for (const [run, delay] of [...DELAYS, null, null, null, null].entries()) {
      await page.goto("/about");
      await routerReady(page);
      await page.getByRole("button", { name: "Cookie Settings" }).click();
      await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
      if (delay === null) {
        // Two presses as quick as a person's: the mouse, through the browser's input.
        const link = (await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).boundingBox())!;
        const cancel = (await page.getByRole("button", { name: "Cancel" }).boundingBox())!;
        await page.mouse.click(cancel.x + cancel.width / 2, cancel.y + cancel.height / 2);
        await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
      } else {
        await page.evaluate(async (ms) => {
          const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>("dialog[open] button"));
          buttons.find((button) => button.textContent === "Cancel")!.click();
          await new Promise((resolve) => setTimeout(resolve, ms));
          document.querySelector<HTMLAnchorElement>('nav[aria-label="Main"] a[href="/pricing"]')!.click();
        }, delay);
      }
      await page.waitForURL(/\/pricing$/, { timeout: 5000 }).catch(() => {});
      // Time for a late step back to arrive and undo it, as it did.
      await page.waitForTimeout(250);
      if (!page.url().endsWith("/pricing")) wrong.push(`run ${run} (${delay === null ? "mouse" : `${delay} ms`}): ${page.url()}`);
      // And the page shown is the address's (the router was told).
      else await expect(page.getByRole("heading", { level: 1, name: "Your Path to Infinite Dialogue" })).toBeVisible();
    }
    expect(wrong).toEqual([]);
    // The dialog left no step behind: Back goes to the page it was opened on.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("'Close' in the share dialog, then the next card: that card stays, every time", async ({ page }) => {
    test.setTimeout(120_000);
    const wrong: string[] = [];
    for (const [run, delay] of DELAYS.entries()) {
      await page.goto(`/decks/${deck.deckId}/cards/0`);
      await routerReady(page);
      await page.getByRole("button", { name: "Share card" }).click();
      await expect(page.getByRole("dialog", { name: "Share this card" })).toBeVisible();
      await page.evaluate(async (ms) => {
        const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>("dialog[open] button"));
        buttons.find((button) => button.textContent === "Close")!.click();
        await new Promise((resolve) => setTimeout(resolve, ms));
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
      }, delay);
      await expect(page.getByText(`2 of ${deck.cards.length}`, { exact: true })).toBeVisible();
      await page.waitForTimeout(250);
      const position = await page.getByText(new RegExp(`^\\d+ of ${deck.cards.length}$`)).textContent();
      if (!page.url().endsWith(`/decks/${deck.deckId}/cards/1`) || position !== `2 of ${deck.cards.length}`) {
        wrong.push(`run ${run} (${delay} ms): ${page.url()}, ${position}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("closed with its own button, the dialog leaves no step: Back leaves the page", async ({ page }) => {
    await page.goto("/decks");
    await page.goto(`/deck/${deck.deckId}`);
    await routerReady(page);
    await page.getByRole("button", { name: "Share card" }).click();
    const dialog = page.getByRole("dialog", { name: "Share this card" });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/decks$/);
  });
});
