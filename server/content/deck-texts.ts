// A deck's words in the languages besides English (issue 41). English stays the deck's source:
// decks/{deckId}.json says which cards there are, in which order, at which level, and the deck's
// category, price and colour. A translation, decks/{lang}/{deckId}.json, holds only words: the
// title, the description, and each card's question and follow-up, card by card in the English
// order under the same ids. It cannot change a level, add a card or drop one, so a table dealt from
// a link deals the same cards in every language.
//
// A deck is published in a language when that file exists. A file that exists must be whole: a
// half-translated deck would show some cards in English, so any gap is a ContentError like every
// other content problem, and stops the seed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "../../shared/languages";
import type { CardContent, DeckContent } from "./deck-content";
import { checkKeys, checkLength, normalizeQuestion, repeatedQuestion, TEXT_LIMITS } from "./text-rules";

export type TranslationLanguage = Exclude<Language, "en">;

/** The languages a deck may be translated into: every language of the app but English. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language): language is TranslationLanguage => language !== "en");

const isTranslationLanguage = (value: string): value is TranslationLanguage => (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

/** One card's words in a translation: its English card's id, no level (the English card's holds). */
interface CardText {
  id: string;
  question: string;
  followUp?: string;
}

/** A deck's words in one language, its cards in the English order. */
export interface DeckText {
  title: string;
  description: string;
  cards: CardText[];
}

/** A deck's translations by language; a language it has none for is absent (the deck shows in English there). */
export type DeckTexts = Partial<Record<TranslationLanguage, DeckText>>;

/** A deck in one language: its translation's words, else its English, and which of the two it is. */
export type LocalizedDeck = Omit<DeckContent, "texts"> & { language: Language };

const DECK_TEXT_KEYS = new Set(["deckId", "title", "description", "cards"]);
const CARD_TEXT_KEYS = new Set(["id", "question", "followUp"]);

/**
 * Validates one parsed translation against its English deck; answers the problems found (empty
 * when valid). `label` names the file in each problem ("de/family.json").
 */
export function validateDeckText(raw: unknown, english: Pick<DeckContent, "deckId" | "cards">, label: string): string[] {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return [`${label}: not an object`];
  const problems: string[] = [];
  const deck = raw as Record<string, unknown>;
  checkKeys(problems, label, deck, DECK_TEXT_KEYS);
  if (deck.deckId !== english.deckId) problems.push(`${label}: deckId must be "${english.deckId}", its English deck's`);
  checkLength(problems, `${label}: title`, deck.title, TEXT_LIMITS.title);
  checkLength(problems, `${label}: description`, deck.description, TEXT_LIMITS.description);
  if (!Array.isArray(deck.cards)) {
    problems.push(`${label}: cards must be a list`);
    return problems;
  }
  if (deck.cards.length !== english.cards.length) {
    problems.push(`${label}: has ${deck.cards.length} cards, the English deck ${english.cards.length}: a translation has every card`);
  }
  const seen = new Map<string, number>();
  deck.cards.forEach((rawCard: unknown, i) => {
    const where = `${label}: card ${i + 1}`;
    if (typeof rawCard !== "object" || rawCard === null || Array.isArray(rawCard)) {
      problems.push(`${where} is not an object`);
      return;
    }
    const card = rawCard as Record<string, unknown>;
    checkKeys(problems, where, card, CARD_TEXT_KEYS);
    const source = english.cards[i] as CardContent | undefined;
    if (source && card.id !== source.id) problems.push(`${where}: id must be "${source.id}", the English card ${i + 1}'s (the same cards in the same order)`);
    checkLength(problems, `${where} question`, card.question, TEXT_LIMITS.question);
    if (card.followUp !== undefined) checkLength(problems, `${where} followUp`, card.followUp, TEXT_LIMITS.followUp);
    if (source && (card.followUp !== undefined) !== (source.followUp !== undefined)) {
      problems.push(source.followUp === undefined ? `${where}: has a followUp, the English card none` : `${where}: needs the followUp the English card has`);
    }
    if (typeof card.question === "string") {
      const repeat = repeatedQuestion(card.question, i, seen);
      if (repeat) problems.push(`${where} ${repeat}`);
    }
  });
  return problems;
}

/**
 * Reads every translation under `dir` ({lang}/{deckId}.json) for these English decks, valid ones
 * only: their texts by deck id, and the problems of all of them. A question may not repeat one of
 * another deck in the same language, as in English. `englishFiles` are all the English deck files,
 * an invalid one's too: its translation is not reported as having no deck (its own problem is).
 */
export function readDeckTexts(dir: string, decks: readonly DeckContent[], englishFiles: ReadonlySet<string>): { texts: Map<string, DeckTexts>; problems: string[] } {
  const problems: string[] = [];
  const texts = new Map<string, DeckTexts>(decks.map((deck) => [deck.deckId, {}]));
  const byId = new Map(decks.map((deck) => [deck.deckId, deck]));
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of folders) {
    if (!isTranslationLanguage(folder.name)) problems.push(`${folder.name}/: decks are translated into ${TRANSLATION_LANGUAGES.join(", ")} only`);
  }
  for (const language of TRANSLATION_LANGUAGES) {
    const folder = path.join(dir, language);
    if (!existsSync(folder)) continue;
    const questionOwner = new Map<string, string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".json")).sort()) {
      const label = `${language}/${file}`;
      const english = byId.get(file.slice(0, -".json".length));
      if (!english) {
        if (!englishFiles.has(file)) problems.push(`${label}: there is no English deck ${file} to translate`);
        continue;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
      } catch (error) {
        problems.push(`${label}: not valid JSON (${(error as Error).message})`);
        continue;
      }
      const deckProblems = validateDeckText(raw, english, label);
      problems.push(...deckProblems);
      if (deckProblems.length > 0) continue;
      const { title, description, cards } = raw as DeckText;
      for (const card of cards) {
        const key = normalizeQuestion(card.question);
        const owner = questionOwner.get(key);
        if (owner && owner !== english.deckId) problems.push(`${label}: "${card.question}" is also in ${language}/${owner}.json`);
        questionOwner.set(key, english.deckId);
      }
      // Only the words are kept, in a fixed shape: the content hash (and so the seed) sees a change of words, never of layout.
      const words = cards.map(({ id, question, followUp }) => ({ id, question, ...(followUp === undefined ? {} : { followUp }) }));
      texts.get(english.deckId)![language] = { title, description, cards: words };
    }
  }
  return { texts, problems };
}

/**
 * The translations of `deck` that are whole for it, by language: what the seed publishes. The
 * loader refuses any other, but a deck changed in code (a test that drops an English card) can
 * carry a translation of cards it no longer has; that language is then not published, as a file
 * that is not whole would not be loaded.
 */
export function wholeTexts(deck: DeckContent): { language: TranslationLanguage; text: DeckText }[] {
  return TRANSLATION_LANGUAGES.flatMap((language) => {
    const text = deck.texts?.[language];
    return text && validateDeckText({ deckId: deck.deckId, ...text }, deck, language).length === 0 ? [{ language, text }] : [];
  });
}

/** The deck in `language`: that translation's words on the English deck's cards, or the English deck when it has none. */
export function deckInLanguage(deck: DeckContent, language: Language): LocalizedDeck {
  const { texts, ...english } = deck;
  const text = language === "en" ? undefined : texts?.[language];
  if (!text) return { ...english, language: "en" };
  return {
    ...english,
    title: text.title,
    description: text.description,
    cards: deck.cards.map((card, i) => {
      const { question, followUp } = text.cards[i];
      return { id: card.id, question, ...(followUp === undefined ? {} : { followUp }), intensity: card.intensity };
    }),
    language,
  };
}
