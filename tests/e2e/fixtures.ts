import { test as base, expect, type Page } from "@playwright/test";
import { loadDeckContent } from "../../server/content/deck-content";

export const decks = loadDeckContent();
const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, "en", { sensitivity: "base" });
export const freeDecks = decks.filter((d) => !d.isPremium).sort(byTitle);
export const premiumDecks = decks.filter((d) => d.isPremium).sort(byTitle);

/** Decide the cookie banner up front, for tests about something else. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "true"));
}

/** Mark the first-deck tour as seen, for tests about something else. */
/**
 * A prerendered page has come alive (its router keeps its place in history): for tests of what a
 * control does, not of taps before that, which early-taps.spec.ts covers.
 */
export async function pageAlive(page: Page) {
  await page.waitForFunction(() => typeof (history.state as { idx?: number } | null)?.idx === "number");
}

export async function skipTour(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("sparkDecks.onboardingSeen", "true"));
}

/**
 * Drags the card sideways by dx: a finger through the DevTools protocol, as a phone sends touches,
 * or the mouse on a screen without touch. It holds still before lifting, so the release carries
 * no flick velocity.
 */
export async function dragCard(page: Page, dx: number, { pointer = "touch", steps = 10, stepMs = 16 } = {}) {
  const box = (await page.locator(".card-shell").boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (pointer === "mouse") {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(x + (dx * i) / steps, y);
      await page.waitForTimeout(stepMs);
    }
    await page.waitForTimeout(120);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * i) / steps, y }] });
    await page.waitForTimeout(stepMs);
  }
  await page.waitForTimeout(120);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Waits until the card has settled after a move (the viewer takes the next one only then). */
export async function cardSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Everything the page has kept on the device: every IndexedDB record and Cache Storage body, as text. */
export function deviceStoredText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("spark-decks");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    for (const name of Array.from(db.objectStoreNames)) {
      const all = await new Promise<unknown[]>((resolve) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result);
      });
      texts.push(JSON.stringify(all));
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response) texts.push(await response.text());
      }
    }
    return texts.join("\n");
  });
}

/** The card index the device remembers for a deck (the viewer's lastCard store), or null. */
export function storedLastCard(page: Page, deckId: string): Promise<number | null> {
  return page.evaluate(
    (id) =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open("spark-decks");
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          try {
            const request = db.transaction("lastCard").objectStore("lastCard").get(id);
            request.onsuccess = () => resolve((request.result as { index?: number } | undefined)?.index ?? null);
            request.onerror = () => resolve(null);
          } catch {
            resolve(null);
          } finally {
            db.close();
          }
        };
      }),
    deckId,
  );
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        // The browser's own words for a request that failed, and for its check of the worker's
        // script failing with no connection (a test that goes offline): not the app's errors.
        if (message.type() === "error" && !/Failed to load resource|An unknown error occurred when fetching the script/.test(message.text())) errors.push(message.text());
      });
      await use();
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
