// The deck repository's reads in a language, as the other modules will ask for them (a room's
// card, a saved card, a pass's deck titles): the words of that language where the deck is
// published in it, English otherwise and when no language is given, and the card's place and
// level the same in every language.
import { describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { deckInLanguage } from "../content/deck-texts";
import { seededDatabaseForFile, testDatabases } from "../../tests/support/server/test-databases";
import { LANGUAGES } from "../../shared/languages";
import { deckTitles, findCards, findDeckFacts, listDeckFacts, listFreeDecks, readCardAt, readCards } from "./deck-repository";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const premium = content.find((d) => d.isPremium)!;
// The premium deck without its Spanish: asked for in Spanish, it is English.
const partial = content.map((deck) => (deck === premium ? { ...deck, texts: { ...deck.texts, es: undefined } } : deck));

describe.each(testDatabases)("the deck repository in each language on $name", ({ target }) => {
  const database = seededDatabaseForFile(target, partial);
  const db = () => database().db;

  it("reads a deck's facts and cards in each language, English when none is given", async () => {
    for (const language of LANGUAGES) {
      const deck = deckInLanguage(free, language);
      expect(await findDeckFacts(db(), free.deckId, language)).toMatchObject({ title: deck.title, description: deck.description, cardCount: free.cards.length, language });
      expect(await readCards(db(), free.deckId, language)).toEqual(deck.cards);
      expect(await readCardAt(db(), free.deckId, 7, language)).toEqual(deck.cards[7]);
    }
    expect(await findDeckFacts(db(), free.deckId)).toMatchObject({ title: free.title, language: "en" });
    expect(await readCardAt(db(), free.deckId, 7)).toEqual(free.cards[7]);
    expect(await readCardAt(db(), free.deckId, free.cards.length, "de")).toBeNull();
  });

  it("reads only a preview's cards when asked for a few, in the deck's language", async () => {
    expect(await readCards(db(), premium.deckId, "fr", 5)).toEqual(deckInLanguage(premium, "fr").cards.slice(0, 5));
    expect(await readCards(db(), premium.deckId, "es", 5)).toEqual(premium.cards.slice(0, 5));
  });

  it("answers a deck in English in a language it is not published in, and says so", async () => {
    expect(await findDeckFacts(db(), premium.deckId, "es")).toMatchObject({ title: premium.title, language: "en" });
    const listed = await listDeckFacts(db(), "es");
    expect(listed.filter((deck) => deck.language === "en").map((deck) => deck.deckId)).toEqual([premium.deckId]);
    expect((await listFreeDecks(db(), "es")).every((deck) => deck.language === "es")).toBe(true);
  });

  it("gives deck titles and saved cards in a language, their places as in English", async () => {
    const ids = [free.deckId, premium.deckId];
    const titles = await deckTitles(db(), ids, "es");
    expect(titles.find((t) => t.deckId === free.deckId)).toEqual({ deckId: free.deckId, title: free.texts!.es!.title, language: "es" });
    expect(titles.find((t) => t.deckId === premium.deckId)).toEqual({ deckId: premium.deckId, title: premium.title, language: "en" });
    expect(await deckTitles(db(), [free.deckId])).toEqual([{ deckId: free.deckId, title: free.title, language: "en" }]);

    const cardIds = [free.cards[2].id, premium.cards[30].id];
    const french = await findCards(db(), cardIds, "fr");
    expect(french.get(free.cards[2].id)).toEqual({
      cardId: free.cards[2].id,
      deckId: free.deckId,
      position: 2,
      isPremium: false,
      card: deckInLanguage(free, "fr").cards[2],
      deckTitle: free.texts!.fr!.title,
      coverColor: free.coverColor,
      language: "fr",
    });
    expect((await findCards(db(), cardIds, "es")).get(premium.cards[30].id)).toMatchObject({ card: premium.cards[30], deckTitle: premium.title, position: 30, language: "en" });
    expect((await findCards(db(), cardIds)).get(free.cards[2].id)).toMatchObject({ card: free.cards[2], deckTitle: free.title, language: "en" });
  });
});
