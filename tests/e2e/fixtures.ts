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
export async function skipTour(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("sparkDecks.onboardingSeen", "true"));
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      await use();
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
