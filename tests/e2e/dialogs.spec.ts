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
