import type { Page } from "@playwright/test";
import { accountButton, newEmail, signIn, signUp } from "./accounts";
import { acceptCookies, expect, freeDecks, skipTour, test } from "./fixtures";

// The interface in German, French and Spanish (docs/translating.md): pages under /de/, /fr/, /es/,
// the 'Language' control, the browser's preference on a first visit, and offline.

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipTour(page);
});

test("a page in each language: its words, <html lang>, the links of every language and its canonical address", async ({ page }) => {
  for (const [path, lang, title] of [
    ["/de/decks", "de", "Wähle dein Kartenset"],
    ["/fr/decks", "fr", "Choisis ton jeu"],
    ["/es/decks", "es", "Elige tu baraja"],
    ["/decks", "en", "Choose Your Deck"],
  ]) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // Absolute addresses, on the origin the page was served from.
    const origin = new URL(page.url()).origin;
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`));
    expect(alternates).toEqual(["en /decks", "de /de/decks", "fr /fr/decks", "es /es/decks", "x-default /decks"].map((line) => line.replace(" /", ` ${origin}/`)));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
  }
  // Links stay in the page's language, and the deck's page is German too.
  await page.goto("/de/decks");
  await page.getByRole("link", { name: new RegExp(freeDecks[0].texts!.de!.title) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/de/deck/${freeDecks[0].deckId}$`));
  await expect(page.getByRole("button", { name: "Nächste Karte" })).toBeVisible();
});

test("'Language' in the footer opens the same page in that language and is remembered on this device", async ({ page }) => {
  await page.goto("/pricing");
  const language = page.getByRole("contentinfo").getByLabel("Language");
  await expect(language.locator("option")).toHaveText(["English", "Deutsch", "Français", "Español"]);
  await language.selectOption({ label: "Français" });
  await expect(page).toHaveURL(/\/fr\/pricing$/);
  await expect(page.getByRole("link", { name: "Tarifs" }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // An English address opened later goes to the chosen language, history replaced.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(heading(page, "À propos de Spark Decks")).toBeVisible();
  // English chosen again: English addresses stay English.
  await page.getByRole("contentinfo").getByLabel("Langue").selectOption({ label: "English" });
  // The English address itself (not /fr/about, which ends the same way), once the page is there.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/about$/);
  await expect(heading(page, "About Spark Decks")).toBeVisible();
  await page.goto("/decks");
  await expect(heading(page, "Choose Your Deck")).toBeVisible();
});

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-DE" });

  test("goes from an English address to the German one on a first visit, history replaced", async ({ page }) => {
    await page.goto("/decks");
    await expect(page).toHaveURL(/\/de\/decks$/);
    await expect(heading(page, "Wähle dein Kartenset")).toBeVisible();
    // The tab's blank page and this one: the English address was replaced, not kept behind it.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });
});

test.describe("a browser with no preference of ours", () => {
  test.use({ locale: "ja-JP" });

  test("stays on the English address", async ({ page }) => {
    await page.goto("/decks");
    await expect(heading(page, "Choose Your Deck")).toBeVisible();
    await expect(page).toHaveURL(/\/decks$/);
  });
});

test("the installed app answers a page in German offline, in German", async ({ page, context }) => {
  await page.goto("/de/decks");
  await expect(heading(page, "Wähle dein Kartenset")).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  // Its catalog is kept once used (loaded again with the worker in control).
  await page.reload();
  await expect(heading(page, "Wähle dein Kartenset")).toBeVisible();
  await context.setOffline(true);
  await page.goto("/de/pricing");
  await expect(page.getByRole("link", { name: "Preise" }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.goto("/de/about");
  await expect(heading(page, "Über Spark Decks")).toBeVisible();
});

test("a language chosen while signed in goes with the account to another device", async ({ page, browser }) => {
  const email = newEmail();
  await signUp(page, "Lena Sprache", email);
  await page.goto("/profile");
  await page.getByRole("main").getByRole("combobox", { name: "Language" }).selectOption({ label: "Deutsch" });
  await expect(page).toHaveURL(/\/de\/profile$/);
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();

  // Another device, English, nothing chosen on it: signing in opens the German pages.
  const other = await browser.newContext({ locale: "en-US" });
  const phone = await other.newPage();
  await acceptCookies(phone);
  await skipTour(phone);
  await phone.goto("/signin");
  await signIn(phone, email);
  await expect(phone).toHaveURL(/\/de$/);
  await expect(accountButton(phone, "Lena Sprache")).toBeVisible();
  await expect(phone.locator("html")).toHaveAttribute("lang", "de");
  // And the device remembers it: an English address goes to German.
  await phone.goto("/decks");
  await expect(heading(phone, "Wähle dein Kartenset")).toBeVisible();
  await other.close();
});
