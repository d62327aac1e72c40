// A table (a deck played together) lives in its address: /play/{deckId}?seed=…&levels=…&preview=5
// &timer=…&player=…&card=n&face=up. The link is the table: every phone that opens it deals the same
// order from the seed, the levels and the preview, with no server to agree on it (docs/spec.md,
// "Play together"). The position and the face are where this phone is, so that a reload, or a
// friend's phone opening a shared link, starts there.
import type { DeckWithCards, Intensity } from "./api-types";

export const LEVELS: readonly { intensity: Intensity; name: "Light" | "Personal" | "Deep"; word: string }[] = [
  { intensity: 1, name: "Light", word: "light" },
  { intensity: 2, name: "Personal", word: "personal" },
  { intensity: 3, name: "Deep", word: "deep" },
];
export const ALL_LEVELS: readonly Intensity[] = [1, 2, 3];

/** The timer's choices, in seconds (0: off), with the words the setup shows. */
export const TIMER_CHOICES: readonly { seconds: number; label: string }[] = [
  { seconds: 0, label: "Off" },
  { seconds: 30, label: "30 seconds" },
  { seconds: 60, label: "1 minute" },
  { seconds: 120, label: "2 minutes" },
  { seconds: 180, label: "3 minutes" },
];

/** How the table's clock writes seconds: m:ss. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.trunc(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export const MAX_PLAYERS = 12;
/** A name longer than this (in characters as people count them, roughly) is cut. */
export const MAX_PLAYER_NAME = 40;
const SEED = /^[a-z0-9]{4,32}$/;

export interface TableSettings {
  /** What the order is dealt from: the same seed deals the same order everywhere. */
  seed: string;
  /** The cards' levels in play, ascending, at least one. */
  levels: Intensity[];
  /** Seconds per card, 0 for no timer. */
  timerSeconds: number;
  /** Whose turn it is goes round these names, in order; none means no turns. */
  players: string[];
  /**
   * A preview table deals only the deck's first `preview` cards (a premium deck's preview, which
   * every phone can read); absent, the whole deck. Links made before it existed have none.
   */
  preview?: number;
}

/** A new seed: 8 letters and digits from the device's random source. */
export function newSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => "abcdefghijklmnopqrstuvwxyz0123456789"[byte % 36]).join("");
}

/** Names as people typed them: trimmed, blanks dropped, each cut to its length, at most twelve. */
export function cleanPlayers(names: readonly string[]): string[] {
  return names
    .map((name) => Array.from(name.replace(/\s+/g, " ").trim()).slice(0, MAX_PLAYER_NAME).join("").trim())
    .filter((name) => name.length > 0)
    .slice(0, MAX_PLAYERS);
}

/** Levels as a set: known ones only, ascending, no repeats. */
function cleanLevels(levels: readonly Intensity[]): Intensity[] {
  return ALL_LEVELS.filter((level) => levels.includes(level));
}

/** The face a card arrives with at a table, as in the viewer: the first face up, the others face down. */
export const faceUpOnArrival = (position: number) => position === 0;

/**
 * The table's address, at `position` when one is given, with the card's face when it is not the
 * face the card arrives with (a revealed later card, a hidden first one).
 */
export function tableUrl(deckId: string, settings: TableSettings, position?: number, faceUp?: boolean): string {
  const query = new URLSearchParams();
  query.set("seed", settings.seed);
  query.set("levels", cleanLevels(settings.levels).map((level) => LEVELS[level - 1].word).join(","));
  if (settings.preview !== undefined) query.set("preview", String(settings.preview));
  if (settings.timerSeconds > 0) query.set("timer", String(settings.timerSeconds));
  for (const player of cleanPlayers(settings.players)) query.append("player", player);
  if (position !== undefined && position > 0) query.set("card", String(position));
  if (faceUp !== undefined && faceUp !== faceUpOnArrival(position ?? 0)) query.set("face", faceUp ? "up" : "down");
  return `/play/${encodeURIComponent(deckId)}?${query.toString()}`;
}

export interface TableAddress {
  /** Null when the address has no usable seed (a table is then dealt afresh). */
  settings: TableSettings | null;
  /** The position the address names, or null. */
  position: number | null;
  /** The face of the card at that position (the first card without one), or null: the face it arrives with. */
  faceUp: boolean | null;
}

/**
 * Reads a table from an address's query. Anything unusable falls back rather than fails: unknown
 * levels are dropped (none left: all three), a timer that is not a choice is off.
 */
export function parseTableAddress(search: string): TableAddress {
  const query = new URLSearchParams(search);
  const rawCard = query.get("card");
  const position = rawCard !== null && /^\d{1,6}$/.test(rawCard) ? Number(rawCard) : null;
  const face = query.get("face");
  const faceUp = face === "up" ? true : face === "down" ? false : null;
  const seed = query.get("seed")?.toLowerCase() ?? "";
  if (!SEED.test(seed)) return { settings: null, position, faceUp };
  const words = (query.get("levels") ?? "").toLowerCase().split(",");
  const levels = LEVELS.filter((level) => words.includes(level.word)).map((level) => level.intensity);
  const timer = Number(query.get("timer") ?? 0);
  const preview = query.get("preview") ?? "";
  const settings: TableSettings = {
    seed,
    levels: levels.length > 0 ? levels : [...ALL_LEVELS],
    timerSeconds: TIMER_CHOICES.some((choice) => choice.seconds === timer) ? timer : 0,
    players: cleanPlayers(query.getAll("player")),
  };
  // A count of cards, 1 to 99 (the app sends FREE_PREVIEW_CARDS); anything else is a full table.
  if (/^[1-9]\d?$/.test(preview)) settings.preview = Number(preview);
  return { settings, position, faceUp };
}

/**
 * Every card's level by index, as this device knows it: the cards it holds, then the levels sent
 * for the withheld ones; null where a deck stored before levels were sent leaves it unknown.
 */
export function deckIntensities(deck: Pick<DeckWithCards, "cards" | "cardCount" | "lockedIntensities">): (Intensity | null)[] {
  const levels: (Intensity | null)[] = Array.from({ length: deck.cardCount }, () => null);
  for (const card of deck.cards) if (card.index < deck.cardCount) levels[card.index] = card.intensity;
  const firstLocked = deck.cardCount - (deck.lockedIntensities?.length ?? 0);
  deck.lockedIntensities?.forEach((level, i) => {
    if (firstLocked + i >= 0 && levels[firstLocked + i] === null) levels[firstLocked + i] = level;
  });
  return levels;
}
