// What this device remembers of the tables it has played: per table (deck, seed, levels), the
// position it was on and the positions it has revealed, so that a table link opened again goes on
// where this device left off. The 30 most recent tables are kept.
import { readJson, writeJson } from "../../lib/storage";
import type { TableSettings } from "../../../shared/table-address";

const KEY = "sparkDecks.tables";
const KEPT = 30;

interface Remembered {
  /** The position the table was last on. */
  at: number;
  /** Positions revealed at this table, ascending. */
  played: number[];
  /** When it was last played (epoch ms): the oldest are forgotten first. */
  time: number;
}

type Memory = Record<string, Remembered>;

/** A table's name in memory: the same deck, seed and levels deal the same order. */
export function tableKey(deckId: string, settings: Pick<TableSettings, "seed" | "levels">): string {
  return `${deckId}|${settings.seed}|${settings.levels.join("")}`;
}

function readMemory(): Memory {
  const memory = readJson<Memory>(KEY);
  return memory && typeof memory === "object" && !Array.isArray(memory) ? memory : {};
}

const isPosition = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A table's entry as stored, if it is whole. */
function entryIn(memory: Memory, key: string): Pick<Remembered, "at" | "played"> | null {
  const entry = memory[key];
  if (!entry || !isPosition(entry.at) || !Array.isArray(entry.played)) return null;
  return { at: entry.at, played: entry.played.filter(isPosition) };
}

/** Where this device was at a table, and what it has revealed there; null for a table new to it. */
export function recallTable(key: string): Pick<Remembered, "at" | "played"> | null {
  return entryIn(readMemory(), key);
}

/** Notes the position a table is on, and that it was revealed there when `revealed`. */
export function rememberTable(key: string, at: number, revealed: boolean, now = Date.now()): void {
  const memory = readMemory();
  const played = new Set(entryIn(memory, key)?.played ?? []);
  if (revealed) played.add(at);
  memory[key] = { at, played: [...played].sort((a, b) => a - b), time: now };
  const newest = Object.entries(memory)
    .sort(([, a], [, b]) => (b.time ?? 0) - (a.time ?? 0))
    .slice(0, KEPT);
  writeJson(KEY, Object.fromEntries(newest));
}
