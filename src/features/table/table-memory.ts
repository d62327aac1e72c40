// What this device remembers of the tables it has played: per table (deck, seed, levels, preview),
// the position it was on, that card's face and the positions it has revealed, so that a table link
// opened again goes on where this device left off, a revealed card still revealed. The 30 most
// recent tables are kept. (The address carries the place too, for a reload and for the service
// worker's first paint, which cannot read this: Table.tsx decides which of the two leads.)
import { readJson, writeJson } from "../../lib/storage";
import type { TableSettings } from "../../../shared/table-address";

const KEY = "sparkDecks.tables";
const KEPT = 30;

interface Remembered {
  /** The position the table was last on. */
  at: number;
  /** Whether the card at `at` showed its question; absent in what was stored before faces were kept. */
  faceUp?: boolean;
  /** Positions revealed at this table, ascending. */
  played: number[];
  /** When it was last played (epoch ms): the oldest are forgotten first. */
  time: number;
}

type Memory = Record<string, Remembered>;

/** Where a table was, as recalled: the face null where it was not kept. */
interface RecalledTable {
  at: number;
  faceUp: boolean | null;
  played: number[];
}

/**
 * A table's name in memory: the same deck, seed, levels and preview deal the same order. A full
 * table's name is what it always was, so that tables remembered before previews existed are found.
 */
export function tableKey(deckId: string, settings: Pick<TableSettings, "seed" | "levels" | "preview">): string {
  const key = `${deckId}|${settings.seed}|${settings.levels.join("")}`;
  return settings.preview === undefined ? key : `${key}|preview${settings.preview}`;
}

function readMemory(): Memory {
  const memory = readJson<Memory>(KEY);
  return memory && typeof memory === "object" && !Array.isArray(memory) ? memory : {};
}

const isPosition = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A table's entry as stored, if it is whole. */
function entryIn(memory: Memory, key: string): RecalledTable | null {
  const entry = memory[key];
  if (!entry || !isPosition(entry.at) || !Array.isArray(entry.played)) return null;
  return { at: entry.at, played: entry.played.filter(isPosition), faceUp: typeof entry.faceUp === "boolean" ? entry.faceUp : null };
}

/** Where this device was at a table, that card's face, and what it has revealed there; null for a table new to it. */
export function recallTable(key: string): RecalledTable | null {
  return entryIn(readMemory(), key);
}

/** Notes the position a table is on and its card's face, and that the card was revealed there when `revealed`. */
export function rememberTable(key: string, { at, faceUp, revealed }: { at: number; faceUp: boolean; revealed: boolean }, now = Date.now()): void {
  const memory = readMemory();
  const played = new Set(entryIn(memory, key)?.played ?? []);
  if (revealed) played.add(at);
  memory[key] = { at, faceUp, played: [...played].sort((a, b) => a - b), time: now };
  const newest = Object.entries(memory)
    .sort(([, a], [, b]) => (b.time ?? 0) - (a.time ?? 0))
    .slice(0, KEPT);
  writeJson(KEY, Object.fromEntries(newest));
}
