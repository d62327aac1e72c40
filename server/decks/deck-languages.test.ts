// The deck answers in each language (`?lang=`): the words of the language asked for where a deck
// is published in it, English where it is not, the same cards and levels in every language, a
// premium deck's preview gated in every language, and the headers that keep caches apart.
import { describe, expect, it } from "vitest";
import { loadDeckContent, type DeckContent } from "../content/deck-content";
import { deckInLanguage, type LocalizedDeck } from "../content/deck-texts";
import { changeEntitlement } from "../entitlements/entitlement-repository";
import { memoryTarget, testDatabases } from "../../tests/support/server/test-databases";
import { testAppsForFile } from "../../tests/support/server/test-app";
import { FREE_PREVIEW_CARDS, type DeckSummary, type DeckWithCards } from "../../shared/api-types";
import { LANGUAGES } from "../../shared/languages";
import { deckList, freeDeckWithCards } from "./visitor-view";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const premium = content.find((d) => d.isPremium)!;

/** Every text of a deck's cards past its preview, in every language it has. */
const lockedTexts = (deck: DeckContent) =>
  LANGUAGES.flatMap((language) => deckInLanguage(deck, language).cards.slice(FREE_PREVIEW_CARDS)).flatMap((card) => [card.question, ...(card.followUp ? [card.followUp] : [])]);

/** The words of `deck`'s first `count` cards as the API sends them, in `language`. */
const cardsAsSent = (deck: LocalizedDeck, count = deck.cards.length) =>
  deck.cards.slice(0, count).map((card, index) => ({ id: card.id, index, question: card.question, followUp: card.followUp ?? null, intensity: card.intensity }));

describe.each(testDatabases)("the decks in each language on $name", ({ target }) => {
  const { callers, db, appWith } = testAppsForFile(target, content);

  it.each(LANGUAGES)("lists every deck in %s, as the content has it in that language", async (language) => {
    const res = await appWith().request(`/api/decks?lang=${language}`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as DeckSummary[];
    expect(list).toEqual(deckList(content.map((deck) => deckInLanguage(deck, language)), language));
    expect(list.map((deck) => deck.language)).toEqual(content.map(() => language));
    expect(res.headers.get("Content-Language")).toBe(language);
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=60\b/);
  });

  it("gives German titles for lang=de, and an ETag of its own to each language", async () => {
    const app = appWith();
    const german = (await (await app.request("/api/decks?lang=de")).json()) as DeckSummary[];
    const family = german.find((deck) => deck.deckId === free.deckId)!;
    expect(family).toMatchObject({ title: free.texts!.de!.title, description: free.texts!.de!.description, language: "de" });
    expect(family.title).not.toBe(free.title);
    const etags = await Promise.all(LANGUAGES.map(async (language) => (await app.request(`/api/decks?lang=${language}`)).headers.get("ETag")));
    expect(new Set(etags).size).toBe(LANGUAGES.length);
    // No lang is English, the same answer as lang=en.
    expect((await app.request("/api/decks")).headers.get("ETag")).toBe(etags[0]);
    // Revalidating German with the English ETag gets the German answer, not a 304.
    expect((await app.request("/api/decks?lang=de", { headers: { "If-None-Match": etags[0]! } })).status).toBe(200);
    expect((await app.request("/api/decks?lang=de", { headers: { "If-None-Match": etags[1]! } })).status).toBe(304);
  });

  it.each(["xx", "", "DE", "en-US", "de&lang=fr"])("answers lang=%s with 400 invalid_language on both routes", async (lang) => {
    for (const url of [`/api/decks?lang=${lang}`, `/api/decks/${free.deckId}/cards?lang=${lang}`, `/api/decks/${premium.deckId}/cards?lang=${lang}`]) {
      const res = await appWith().request(url);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({ error: "invalid_language", message: "lang must be one of en, de, fr, es." });
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it.each(LANGUAGES)("sends a free deck whole in %s, its card ids and levels the English deck's", async (language) => {
    const res = await appWith().request(`/api/decks/${free.deckId}/cards?lang=${language}`);
    const deck = (await res.json()) as DeckWithCards;
    expect(deck).toEqual(freeDeckWithCards(deckInLanguage(free, language)));
    expect(deck.language).toBe(language);
    expect(deck.cards.map((card) => [card.id, card.intensity])).toEqual(free.cards.map((card) => [card.id, card.intensity]));
    expect(res.headers.get("Content-Language")).toBe(language);
    expect(res.headers.get("Vary")).toBe("Authorization, Accept-Encoding");
  });

  it("previews a premium deck in French: its first 5 cards in French, no locked text in any language", async () => {
    const res = await appWith().request(`/api/decks/${premium.deckId}/cards?lang=fr`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Language")).toBe("fr");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const body = await res.text();
    const deck = JSON.parse(body) as DeckWithCards;
    const french = deckInLanguage(premium, "fr");
    expect(deck).toMatchObject({ title: french.title, language: "fr", preview: true, lockedCardCount: premium.cards.length - FREE_PREVIEW_CARDS });
    expect(deck.cards).toEqual(cardsAsSent(french, FREE_PREVIEW_CARDS));
    expect(deck.cards.map((card) => card.question)).not.toEqual(premium.cards.slice(0, FREE_PREVIEW_CARDS).map((card) => card.question));
    expect(deck.lockedIntensities).toEqual(premium.cards.slice(FREE_PREVIEW_CARDS).map((card) => card.intensity));
    for (const text of lockedTexts(premium)) expect(body).not.toContain(JSON.stringify(text).slice(1, -1));
  });

  it.each(LANGUAGES)("gives someone entitled the whole premium deck in %s, never stored by the browser", async (language) => {
    const sub = `languages-reader-${language}`;
    await changeEntitlement(db(), { userId: sub, deckId: premium.deckId, revoke: false });
    const res = await appWith().request(`/api/decks/${premium.deckId}/cards?lang=${language}`, { headers: callers.as(sub) });
    const deck = (await res.json()) as DeckWithCards;
    expect(deck).toMatchObject({ language, preview: false, lockedCardCount: 0 });
    expect(deck.cards).toEqual(cardsAsSent(deckInLanguage(premium, language)));
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Language")).toBe(language);
  });
});

describe("a deck not published in the language asked for", () => {
  // The shipped decks, but the free deck and the premium one without their French.
  const untranslated = new Set([free.deckId, premium.deckId]);
  const partial = content.map((deck) => (untranslated.has(deck.deckId) ? { ...deck, texts: { ...deck.texts, fr: undefined } } : deck));
  const { appWith } = testAppsForFile(memoryTarget(), partial);

  it("comes in English among the others in French, and the list says both languages", async () => {
    const res = await appWith().request("/api/decks?lang=fr");
    const list = (await res.json()) as DeckSummary[];
    expect(list).toEqual(deckList(partial.map((deck) => deckInLanguage(deck, "fr")), "fr"));
    for (const deck of list) expect(deck.language, deck.deckId).toBe(untranslated.has(deck.deckId) ? "en" : "fr");
    expect(list.find((deck) => deck.deckId === free.deckId)?.title).toBe(free.title);
    expect(res.headers.get("Content-Language")).toBe("fr, en");
  });

  it("sends its cards in English, saying so", async () => {
    const app = appWith();
    const freeRes = await app.request(`/api/decks/${free.deckId}/cards?lang=fr`);
    expect(await freeRes.json()).toEqual(freeDeckWithCards(deckInLanguage(free, "en")));
    expect(freeRes.headers.get("Content-Language")).toBe("en");
    const premiumRes = await app.request(`/api/decks/${premium.deckId}/cards?lang=fr`);
    const deck = (await premiumRes.json()) as DeckWithCards;
    expect(deck).toMatchObject({ title: premium.title, language: "en", preview: true });
    expect(deck.cards).toEqual(cardsAsSent(deckInLanguage(premium, "en"), FREE_PREVIEW_CARDS));
    expect(premiumRes.headers.get("Content-Language")).toBe("en");
    // In German, which it still has, it is German.
    const german = (await (await app.request(`/api/decks/${premium.deckId}/cards?lang=de`)).json()) as DeckWithCards;
    expect(german.language).toBe("de");
  });
});
