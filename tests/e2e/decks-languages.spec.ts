import type { Page } from "@playwright/test";
import { cardSettled, decks, deviceStoredText, expect, freeDecks, pageAlive, test } from "./fixtures";
import { newPerson, startRoomAs } from "./live-rooms";

// The decks in German, French and Spanish (docs/translating.md): a deck's page in the page's
// language, offline in it once opened, one table link dealing the same cards to phones of different
// languages, and a live room read by each screen in its own language.

type Lang = "de" | "fr" | "es";
const deck = freeDecks.find((d) => d.deckId === "family") ?? freeDecks[0];
const textIn = (lang: Lang, deckId = deck.deckId) => decks.find((d) => d.deckId === deckId)!.texts![lang]!;

/** The card id of a question, whatever the language it is shown in. */
function cardIdOf(deckId: string, question: string): string | undefined {
  const whole = decks.find((d) => d.deckId === deckId)!;
  const english = whole.cards.find((card) => question.startsWith(card.question));
  if (english) return english.id;
  for (const lang of ["de", "fr", "es"] as const) {
    const found = whole.texts?.[lang]?.cards.find((card) => question.startsWith(card.question));
    if (found) return found.id;
  }
  return undefined;
}

const CARD_WORDS = {
  en: { back: /^Back side: /, front: /^Question side: /, next: "Next" },
  de: { back: /^Rückseite: /, front: /^Fragenseite: /, next: "Nächste Karte" },
} as const;

/** The question of the card on screen, revealed first if it is face down. */
async function questionOn(page: Page, lang: keyof typeof CARD_WORDS): Promise<string> {
  const words = CARD_WORDS[lang];
  await cardSettled(page);
  const back = page.getByRole("button", { name: words.back });
  if (await back.isVisible()) await back.click();
  const front = page.getByRole("button", { name: words.front });
  await expect(front).toBeVisible();
  return (await front.getAttribute("aria-label"))!.replace(words.front, "");
}

test("a deck's page in German shows its German title and cards, and plays offline in German once opened", async ({ browser, baseURL }) => {
  const page = await newPerson(browser, baseURL, { locale: "de-DE" });
  const german = textIn("de");
  await page.goto(`/de/deck/${deck.deckId}`);
  await expect(page.getByRole("heading", { level: 1, name: german.title })).toBeVisible();
  expect(cardIdOf(deck.deckId, await questionOn(page, "de"))).toBe(deck.cards[0].id);
  await expect(page.getByText(german.cards[0].question)).toBeVisible();
  // The deck list in German: the German titles.
  await page.goto("/de/decks");
  await expect(page.getByRole("link", { name: new RegExp(german.title) }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.goto(`/de/deck/${deck.deckId}`);
  await expect(page.getByRole("heading", { level: 1, name: german.title })).toBeVisible();
  // Kept on the device in German (the page's fetch of the deck, once the page is alive).
  await expect.poll(() => deviceStoredText(page), { timeout: 15_000 }).toContain(german.cards[1].question);
  await page.context().setOffline(true);
  await page.goto(`/de/deck/${deck.deckId}`);
  await expect(page.getByRole("heading", { level: 1, name: german.title })).toBeVisible();
  await pageAlive(page);
  await page.getByRole("button", { name: "Nächste Karte" }).click();
  expect(await questionOn(page, "de")).toContain(german.cards[1].question);
  await page.context().close();
});

test("one table link deals the same cards, in the same order, to an English phone and a German one", async ({ browser, baseURL }) => {
  const english = await newPerson(browser, baseURL);
  await english.goto(`/deck/${deck.deckId}`);
  await english.getByRole("button", { name: "Play together" }).click();
  const dialog = english.getByRole("dialog", { name: "Play together" });
  await dialog.getByRole("button", { name: "Start playing" }).click();
  await expect(english).toHaveURL(new RegExp(`/play/${deck.deckId}\\?seed=`));
  const link = new URL(english.url());

  const german = await newPerson(browser, baseURL, { locale: "de-DE" });
  await german.goto(`/de${link.pathname}${link.search}`);
  const ids: { en: string | undefined; de: string | undefined }[] = [];
  for (let i = 0; i < 3; i++) {
    const [en, de] = [await questionOn(english, "en"), await questionOn(german, "de")];
    // Each phone in its own words…
    expect(deck.cards.some((card) => de.startsWith(card.question))).toBe(false);
    ids.push({ en: cardIdOf(deck.deckId, en), de: cardIdOf(deck.deckId, de) });
    await english.getByRole("button", { name: "Next", exact: true }).click();
    await german.getByRole("button", { name: "Nächste Karte", exact: true }).click();
  }
  // …and the same card at every place.
  for (const { en, de } of ids) {
    expect(en).toBeDefined();
    expect(de).toBe(en);
  }
  expect(new Set(ids.map(({ en }) => en)).size).toBe(3);
  await english.context().close();
  await german.context().close();
});

test("in a live room with an English host, a Spanish participant reads the same card in Spanish", async ({ browser, baseURL }) => {
  test.slow();
  const host = await newPerson(browser, baseURL);
  const code = await startRoomAs(host, deck.deckId);
  const sofia = await newPerson(browser, baseURL, { locale: "es-ES" });
  await sofia.goto(`/es/join/${code}`);
  // The deck's title in Spanish on the join page.
  await expect(sofia.getByText(textIn("es").title).first()).toBeVisible();
  await sofia.getByRole("textbox", { name: "Tu nombre" }).fill("Sofía");
  await sofia.getByRole("button", { name: "Unirme" }).click();
  await expect(sofia.getByText("Esperando al anfitrión…")).toBeVisible();
  await expect(host.getByText("Sofía", { exact: true })).toBeVisible();

  await host.getByRole("button", { name: "Next card" }).click();
  await host.getByRole("button", { name: "Reveal card" }).click();
  await expect(host.getByRole("button", { name: "Hide card" })).toBeVisible();
  const hostQuestion = (await host.locator("main").getByText(/\?$/).first().textContent())!;
  const id = cardIdOf(deck.deckId, hostQuestion);
  expect(deck.cards.find((card) => card.id === id)?.question).toBe(hostQuestion);
  const spanish = textIn("es").cards.find((card) => card.id === id)!.question;
  await expect(sofia.locator("main").getByText(spanish)).toBeVisible();
  await host.context().close();
  await sofia.context().close();
});
