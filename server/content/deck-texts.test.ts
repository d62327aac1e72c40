// The decks in other languages: the words of a translation checked as the English are (in any
// script), a translation whole or refused, a missing one not published, and every shipped deck
// translated into every language the app speaks.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, contentHash, loadDeckContent, normalizeQuestion, validateDeck, type DeckContent } from "./deck-content";
import { deckInLanguage, TRANSLATION_LANGUAGES, validateDeckText, type DeckText } from "./deck-texts";

const shipped = loadDeckContent();

/** An English deck as its file has it: 42 cards, every third with a follow-up. */
function englishDeck(deckId: string): DeckContent {
  return {
    deckId,
    title: "Test Deck",
    description: "A deck used only by the translation tests, long enough to pass.",
    category: "teams",
    isPremium: false,
    coverColor: "#14213D",
    cards: Array.from({ length: 42 }, (_, i) => ({
      id: `${deckId}-c${i}`,
      question: `What is the story behind ${deckId} number ${i}?`,
      ...(i % 3 === 0 ? { followUp: "And what came of it?" } : {}),
      intensity: ((i % 3) + 1) as 1 | 2 | 3,
    })),
  };
}

/** A translation of `deck` whose questions are `question(i)`, as its file would hold it. */
function translation(deck: DeckContent, title: string, question: (i: number) => string) {
  return {
    deckId: deck.deckId,
    title,
    description: `${title}: eine Beschreibung, lang genug für die Prüfung der Länge.`,
    cards: deck.cards.map((card, i) => ({ id: card.id, question: question(i), ...(card.followUp ? { followUp: `${question(i).slice(0, 12)}…` } : {}) })),
  };
}

/** A folder of deck files: the English at its top, each translation in its language's folder. */
function contentFolder(english: DeckContent[], translations: Record<string, Record<string, unknown>> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "spark-texts-"));
  for (const deck of english) writeFileSync(path.join(dir, `${deck.deckId}.json`), JSON.stringify(deck));
  for (const [language, files] of Object.entries(translations)) {
    mkdirSync(path.join(dir, language));
    for (const [deckId, text] of Object.entries(files)) writeFileSync(path.join(dir, language, `${deckId}.json`), JSON.stringify(text));
  }
  return dir;
}

const deckA = englishDeck("deck-a");
const deckB = englishDeck("deck-b");
// The loader ties no script to a language: German words with umlauts and ß, and Cyrillic and CJK
// questions, each in a file the loader reads the same way (those scripts stand for languages the
// decks may be translated into later).
const german = translation(deckA, "Größer träumen", (i) => `Worüber würdest du heute Abend ${i} Mal lachen?`);
const cyrillic = translation(deckA, "Большие мечты", (i) => `Что тебя вдохновляет в номере ${i}?`);
const chinese = translation(deckA, "大梦想之书", (i) => `第${i}个问题：你最难忘的一次旅行是哪一次？`);

describe("normalizeQuestion", () => {
  it("keeps the letters, accents and digits of every script, case folded, punctuation as spaces", () => {
    expect(normalizeQuestion("¿Qué amistad cambió quién eres?")).toBe("qué amistad cambió quién eres");
    expect(normalizeQuestion("Что тебя ВДОХНОВЛЯЕТ?")).toBe("что тебя вдохновляет");
    expect(normalizeQuestion("你最难忘的旅行是哪一次？")).toBe("你最难忘的旅行是哪一次");
    expect(normalizeQuestion("あなたの一番の思い出は何ですか？")).toBe("あなたの一番の思い出は何ですか");
    expect(normalizeQuestion("Qu’as-tu appris à 20 ans ?")).toBe("qu as tu appris à 20 ans");
  });

  it("makes one question of forms that differ in case, in composition or by ß", () => {
    expect(normalizeQuestion("¿QUÉ TE HACE REÍR?")).toBe(normalizeQuestion("¿qué te hace reír?"));
    expect(normalizeQuestion("Qu\u0065\u0301 pasa?")).toBe(normalizeQuestion("Qu\u00e9 pasa?"));
    expect(normalizeQuestion("Welche Straße?")).toBe(normalizeQuestion("WELCHE STRASSE?"));
    expect(normalizeQuestion("¿Que te hace reir?")).not.toBe(normalizeQuestion("¿Qué te hace reír?"));
  });

  it("reduces a question of punctuation alone to nothing, which a deck refuses without calling it a repeat", () => {
    expect(normalizeQuestion("¿…? — ¡!¡! ¿…? «»")).toBe("");
    const deck = englishDeck("test-deck");
    deck.cards[10] = { ...deck.cards[10], question: "?!?!?!?!?!?!?!?!" };
    deck.cards[11] = { ...deck.cards[11], question: "¿…? ¿…? ¿…? ¿…? ¿…?" };
    const problems = validateDeck(deck, "test-deck.json");
    expect(problems).toEqual(["test-deck.json: card 11 question has no letters or digits", "test-deck.json: card 12 question has no letters or digits"]);
  });
});

describe("validateDeckText", () => {
  const valid = () => structuredClone(german) as DeckText & { deckId: string };

  it("accepts a whole translation", () => {
    for (const text of [german, cyrillic, chinese]) expect(validateDeckText(text, deckA, "de/deck-a.json")).toEqual([]);
  });

  it("finds a repeated question across case, accents written two ways, and punctuation", () => {
    const text = valid();
    text.cards[1].question = "¿Qué es lo que más te hace reír?";
    text.cards[4].question = "¿QUE\u0301 ES LO QUE MÁS TE HACE REÍR?";
    text.cards[7].question = "Qué es lo que más te hace reír…";
    text.cards[9].question = "¿Que es lo que mas te hace reir?";
    expect(validateDeckText(text, deckA, "es/deck-a.json")).toEqual(["es/deck-a.json: card 5 repeats card 2", "es/deck-a.json: card 8 repeats card 2"]);
  });

  it.each([
    ["a missing card", (t: ReturnType<typeof valid>) => t.cards.pop(), /has 41 cards, the English deck 42: a translation has every card/],
    ["cards out of the English order", (t: ReturnType<typeof valid>) => t.cards.reverse(), /card 1: id must be "deck-a-c0", the English card 1's/],
    ["a follow-up left out", (t: ReturnType<typeof valid>) => delete t.cards[3].followUp, /card 4: needs the followUp the English card has/],
    ["a follow-up the English has not", (t: ReturnType<typeof valid>) => (t.cards[1].followUp = "Und was dann?"), /card 2: has a followUp, the English card none/],
    ["a level of its own", (t: ReturnType<typeof valid>) => Object.assign(t.cards[2], { intensity: 3 }), /card 3: unknown key "intensity"/],
    ["an unknown key", (t: ReturnType<typeof valid>) => Object.assign(t, { isPremium: true }), /unknown key "isPremium"/],
    ["another deck's id", (t: ReturnType<typeof valid>) => (t.deckId = "deck-b"), /deckId must be "deck-a"/],
    ["a short question", (t: ReturnType<typeof valid>) => (t.cards[5].question = "Warum?"), /card 6 question must be 15-200/],
    ["a long title", (t: ReturnType<typeof valid>) => (t.title = "Ein Titel, der für die Karte viel zu lang geraten ist"), /title must be 2-40/],
    ["a short description", (t: ReturnType<typeof valid>) => (t.description = "Zu kurz."), /description must be 40-160/],
    ["a question of punctuation alone", (t: ReturnType<typeof valid>) => (t.cards[6].question = "¿…? ¿…? ¿…? ¿…?"), /card 7 question has no letters or digits/],
  ])("refuses %s", (_label, change, problem) => {
    const text = valid();
    change(text);
    expect(validateDeckText(text, deckA, "de/deck-a.json").join("\n")).toMatch(problem);
  });
});

describe("loadDeckContent with translations", () => {
  it("reads each language's words onto the English cards, in Latin with accents, Cyrillic and CJK", () => {
    const decks = loadDeckContent(contentFolder([deckA], { de: { "deck-a": german }, fr: { "deck-a": cyrillic }, es: { "deck-a": chinese } }));
    const [deck] = decks;
    expect(Object.keys(deck.texts!)).toEqual(["de", "fr", "es"]);
    expect(deck.texts!.de!.cards[0]).toEqual({ id: "deck-a-c0", question: german.cards[0].question, followUp: german.cards[0].followUp });
    for (const [language, text] of [["de", german], ["fr", cyrillic], ["es", chinese]] as const) {
      const localized = deckInLanguage(deck, language);
      expect(localized).toMatchObject({ title: text.title, description: text.description, language });
      expect(localized.cards.map((c) => c.question)).toEqual(text.cards.map((c) => c.question));
      // The ids and levels are the English deck's, whatever the language.
      expect(localized.cards.map((c) => [c.id, c.intensity])).toEqual(deckA.cards.map((c) => [c.id, c.intensity]));
    }
  });

  it("publishes a deck only in the languages it has a file for", () => {
    const [deck] = loadDeckContent(contentFolder([deckA], { de: { "deck-a": german } }));
    expect(Object.keys(deck.texts!)).toEqual(["de"]);
    const { texts: _texts, ...english } = deck;
    expect(deckInLanguage(deck, "fr")).toEqual({ ...english, language: "en" });
    expect(deckInLanguage(deck, "en")).toEqual({ ...english, language: "en" });
  });

  it("refuses a folder with a translation that is not whole, naming the file", () => {
    const broken = { ...german, cards: german.cards.slice(0, 30) };
    const dir = contentFolder([deckA], { de: { "deck-a": broken } });
    expect(() => loadDeckContent(dir)).toThrow(ContentError);
    expect(() => loadDeckContent(dir)).toThrow(/de\/deck-a\.json: has 30 cards, the English deck 42/);
  });

  it("refuses a question two decks share in one language, not one two languages share", () => {
    const same = (i: number) => `Was hat dich an Tag ${i} am meisten überrascht?`;
    const shared = contentFolder([deckA, deckB], { de: { "deck-a": translation(deckA, "Eins", same), "deck-b": translation(deckB, "Zwei", same) } });
    expect(() => loadDeckContent(shared)).toThrow(/de\/deck-b\.json: "Was hat dich an Tag 0 am meisten überrascht\?" is also in de\/deck-a\.json/);
    const apart = contentFolder([deckA, deckB], { de: { "deck-a": translation(deckA, "Eins", same) }, fr: { "deck-b": translation(deckB, "Deux", same) } });
    expect(loadDeckContent(apart).map((deck) => Object.keys(deck.texts!))).toEqual([["de"], ["fr"]]);
  });

  it("refuses a translation of no English deck, a folder of no language we translate into, and a file that is not JSON", () => {
    const dir = contentFolder([deckA], { de: { "deck-z": { ...german, deckId: "deck-z" } }, it: { "deck-a": german } });
    writeFileSync(path.join(dir, "de", "deck-a.json"), "{ not json");
    const problems = (() => {
      try {
        loadDeckContent(dir);
        return [];
      } catch (error) {
        return (error as ContentError).problems;
      }
    })();
    expect(problems).toEqual([
      "it/: decks are translated into de, fr, es only",
      expect.stringMatching(/^de\/deck-a\.json: not valid JSON/),
      "de/deck-z.json: there is no English deck deck-z.json to translate",
    ]);
  });

  it("changes a deck's content hash when a translation's words change, so the seed rewrites it", () => {
    const [before] = loadDeckContent(contentFolder([deckA], { de: { "deck-a": german } }));
    const edited = structuredClone(german);
    edited.cards[20].question = "Worüber hast du zuletzt so gelacht, dass es wehtat?";
    const [after] = loadDeckContent(contentFolder([deckA], { de: { "deck-a": edited } }));
    expect(contentHash(after)).not.toBe(contentHash(before));
    const [without] = loadDeckContent(contentFolder([deckA]));
    expect(contentHash(without)).not.toBe(contentHash(before));
  });
});

describe("the shipped decks in every language", () => {
  it.each(TRANSLATION_LANGUAGES)("has every deck translated whole into %s (the product ships every deck in every language)", (language) => {
    const missing = shipped.filter((deck) => !deck.texts?.[language]).map((deck) => deck.deckId);
    expect(missing, `decks without server/content/decks/${language}/{deckId}.json`).toEqual([]);
  });

  it("asks questions in every language, each ending with a question mark", () => {
    for (const deck of shipped) {
      for (const language of TRANSLATION_LANGUAGES) {
        for (const card of deckInLanguage(deck, language).cards) expect(card.question, `${language}/${deck.deckId}`).toMatch(/\?$/);
      }
    }
  });
});
