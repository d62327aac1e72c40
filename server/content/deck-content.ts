import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DECK_CATEGORIES, DECK_ID_MAX_LENGTH, DECK_ID_PATTERN, type DeckCategory, type Intensity } from "../../shared/api-types";
import { readDeckTexts, type DeckTexts } from "./deck-texts";
import { checkKeys, checkLength, normalizeQuestion, repeatedQuestion, TEXT_LIMITS } from "./text-rules";

export { normalizeQuestion };

const DECKS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "decks");

const CONTENT_LIMITS = {
  ...TEXT_LIMITS,
  cards: [40, 60],
  /** Cards at each level (Light, Personal, Deep): a table that plays one level still has a game. */
  perLevel: 5,
} as const;

/**
 * A card's id: written once into the content file and never changed, so saved cards, the last
 * card a device was on and analytics keep pointing at the same question through edits and
 * reordering. Unique across every deck. New cards get `<deckId>-<five random letters or digits>`
 * (a convention, not a rule: a card that moves to another deck keeps its id).
 */
const CARD_ID_PATTERN = DECK_ID_PATTERN;
const CARD_ID_MAX_LENGTH = 64;

export function isCardId(value: string): boolean {
  return value.length <= CARD_ID_MAX_LENGTH && CARD_ID_PATTERN.test(value);
}

export interface CardContent {
  id: string;
  question: string;
  followUp?: string;
  intensity: Intensity;
}

export interface DeckContent {
  deckId: string;
  title: string;
  description: string;
  category: DeckCategory;
  isPremium: boolean;
  coverColor: string;
  cards: CardContent[];
  /**
   * The deck's words in other languages (deck-texts.ts). loadDeckContent always sets it; a deck
   * written in code without it (a test's) is in English only.
   */
  texts?: DeckTexts;
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Deck content is invalid:\n- ${problems.join("\n- ")}`);
    this.name = "ContentError";
  }
}

/** WCAG 2 contrast ratio between two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r, g, bl] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const DECK_KEYS = new Set(["deckId", "title", "description", "category", "isPremium", "coverColor", "cards"]);
const CARD_KEYS = new Set(["id", "question", "followUp", "intensity"]);

/** Validates one parsed deck file; returns the problems found (empty when valid). */
export function validateDeck(raw: unknown, fileName?: string): string[] {
  const problems: string[] = [];
  const label = fileName ?? "deck";
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return [`${label}: not an object`];
  const deck = raw as Record<string, unknown>;
  checkKeys(problems, label, deck, DECK_KEYS);

  const { deckId } = deck;
  if (typeof deckId !== "string" || !DECK_ID_PATTERN.test(deckId) || deckId.length > DECK_ID_MAX_LENGTH) {
    problems.push(`${label}: deckId must be lower-case words joined by hyphens`);
  } else if (fileName && fileName !== `${deckId}.json`) {
    problems.push(`${label}: file name must be ${deckId}.json`);
  }
  checkLength(problems, `${label}: title`, deck.title, CONTENT_LIMITS.title);
  checkLength(problems, `${label}: description`, deck.description, CONTENT_LIMITS.description);
  if (!DECK_CATEGORIES.includes(deck.category as DeckCategory)) {
    problems.push(`${label}: category must be one of ${DECK_CATEGORIES.join(", ")}`);
  }
  if (typeof deck.isPremium !== "boolean") problems.push(`${label}: isPremium must be true or false`);
  if (typeof deck.coverColor !== "string" || !/^#[0-9a-fA-F]{6}$/.test(deck.coverColor)) {
    problems.push(`${label}: coverColor must be #rrggbb`);
  } else if (contrastRatio(deck.coverColor, "#ffffff") < 4.5) {
    problems.push(`${label}: white text on coverColor is below 4.5:1 contrast`);
  }

  if (!Array.isArray(deck.cards)) {
    problems.push(`${label}: cards must be a list`);
    return problems;
  }
  const [minCards, maxCards] = CONTENT_LIMITS.cards;
  if (deck.cards.length < minCards || deck.cards.length > maxCards) {
    problems.push(`${label}: needs ${minCards}-${maxCards} cards (has ${deck.cards.length})`);
  }
  for (const level of [1, 2, 3] as const) {
    const count = deck.cards.filter((card: unknown) => (card as { intensity?: unknown } | null)?.intensity === level).length;
    if (count < CONTENT_LIMITS.perLevel) problems.push(`${label}: needs at least ${CONTENT_LIMITS.perLevel} cards at level ${level} (has ${count})`);
  }
  const seen = new Map<string, number>();
  const seenIds = new Map<string, number>();
  deck.cards.forEach((rawCard: unknown, i) => {
    const where = `${label}: card ${i + 1}`;
    if (typeof rawCard !== "object" || rawCard === null) {
      problems.push(`${where} is not an object`);
      return;
    }
    const card = rawCard as Record<string, unknown>;
    checkKeys(problems, where, card, CARD_KEYS);
    if (typeof card.id !== "string" || !isCardId(card.id)) {
      problems.push(`${where}: id must be lower-case letters and digits joined by hyphens, at most ${CARD_ID_MAX_LENGTH} characters`);
    } else {
      const first = seenIds.get(card.id);
      if (first !== undefined) problems.push(`${where}: id "${card.id}" repeats card ${first + 1}'s`);
      else seenIds.set(card.id, i);
    }
    checkLength(problems, `${where} question`, card.question, CONTENT_LIMITS.question);
    if (card.followUp !== undefined) checkLength(problems, `${where} followUp`, card.followUp, CONTENT_LIMITS.followUp);
    if (card.intensity !== 1 && card.intensity !== 2 && card.intensity !== 3) {
      problems.push(`${where}: intensity must be 1, 2 or 3`);
    }
    if (typeof card.question === "string") {
      const repeat = repeatedQuestion(card.question, i, seen);
      if (repeat) problems.push(`${where} ${repeat}`);
    }
  });
  return problems;
}

/**
 * Reads and validates every deck file, English (decks/*.json) and its translations
 * (decks/{lang}/*.json, deck-texts.ts); throws ContentError listing every problem found.
 */
export function loadDeckContent(dir = DECKS_DIR): DeckContent[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const problems: string[] = [];
  const decks: DeckContent[] = [];
  const questionOwner = new Map<string, string>();
  const idOwner = new Map<string, string>();
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const deckProblems = validateDeck(raw, file);
    problems.push(...deckProblems);
    if (deckProblems.length > 0) continue;
    const deck = raw as DeckContent;
    for (const card of deck.cards) {
      const idDeck = idOwner.get(card.id);
      if (idDeck && idDeck !== deck.deckId) problems.push(`${file}: card id "${card.id}" is also used in ${idDeck}`);
      idOwner.set(card.id, deck.deckId);
      const key = normalizeQuestion(card.question);
      const owner = questionOwner.get(key);
      if (owner && owner !== deck.deckId) problems.push(`${file}: "${card.question}" is also in ${owner}`);
      questionOwner.set(key, deck.deckId);
    }
    decks.push(deck);
  }
  if (files.length === 0) problems.push(`no deck files in ${dir}`);
  const translated = readDeckTexts(dir, decks, new Set(files));
  problems.push(...translated.problems);
  if (problems.length > 0) throw new ContentError(problems);
  return decks.map((deck) => ({ ...deck, texts: translated.texts.get(deck.deckId) ?? {} }));
}

/** A deck's fingerprint: its translations are part of it, so the seed rewrites a deck whose words changed in any language. */
export function contentHash(deck: DeckContent): string {
  return createHash("sha256").update(JSON.stringify(deck)).digest("hex");
}
