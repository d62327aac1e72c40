// Prints the analytics of the last 30 days from the stored events: plays per deck, the median cards
// viewed and time spent, the share of plays that reached the last card, and page views per route.
//
//   npm run stats               # a table
//   npm run stats -- --json     # the figures as JSON
//
// With the local server running on DATA_DIR (it writes DATA_DIR/admin.json and admin-token), the
// figures come from its loopback-only GET /api/admin/stats: PGlite is single-process, so the
// server's open database cannot be opened a second time. Otherwise the script opens the database
// itself (DATA_DIR/pglite, or DATABASE_URL). Both paths run the same queries
// (server/analytics/stats-repository.ts).
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { askServer, runningServer } from "./local-admin.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** @typedef {import("../server/analytics/stats-repository.ts").AnalyticsStats} AnalyticsStats */
/** @typedef {import("../server/analytics/stats-repository.ts").PlaySummary} PlaySummary */

const USAGE = "Usage: npm run stats [-- --json] [--data-dir <dir>]";
const { values: args } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const dataDir = path.resolve(root, args["data-dir"] ?? process.env.DATA_DIR ?? ".data");

/**
 * @param {import("./local-admin.mjs").LocalServer} server
 * @returns {Promise<AnalyticsStats>}
 */
async function throughServer(server) {
  return askServer(server, "/api/admin/stats");
}

/** @returns {Promise<AnalyticsStats>} */
async function directly() {
  const { register } = await import("tsx/esm/api");
  register();
  const { openDatabase } = await import("../server/db/database.ts");
  const { migrate } = await import("../server/db/migrations.ts");
  const { readStats } = await import("../server/analytics/stats-repository.ts");
  /** @type {import("../server/db/database.ts").DatabaseTarget} */
  const target = process.env.DATABASE_URL ? { kind: "postgres", url: process.env.DATABASE_URL } : { kind: "pglite", dataDir };
  const database = await openDatabase(target);
  try {
    await migrate(database.db);
    return await readStats(database.db);
  } finally {
    await database.close();
  }
}

/** @param {number | null} seconds */
function duration(seconds) {
  if (seconds === null) return "–";
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/** @param {number | null} share */
const percent = (share) => (share === null ? "–" : `${Math.round(share * 100)}%`);
/** @param {number | null} value */
const number = (value) => (value === null ? "–" : String(Math.round(value * 10) / 10));

/**
 * Columns padded to their widest cell; numbers (all but the first column) on the right.
 * @param {string[][]} rows the first row is the header
 */
function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) => `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("   ")}`.trimEnd())
    .join("\n");
}

/** @param {AnalyticsStats} stats */
function report(stats) {
  const all = stats.allPlays;
  const lines = [
    `Analytics for the last ${stats.days} days (events since ${stats.since.slice(0, 16).replace("T", " ")} UTC)`,
    "",
    `Plays: ${all.plays}; median cards viewed ${number(all.medianCardsViewed)}; median time ${duration(all.medianTimeSpent)}; ` +
      `reached the last card: ${percent(all.reachedLastCardShare)}`,
    "",
    "Plays per deck",
    stats.decks.length === 0
      ? "  (none)"
      : table([
          ["deck", "plays", "median cards viewed", "median time", "reached last card"],
          ...stats.decks.map((d) => [
            d.deckName && d.deckName !== d.deckId ? `${d.deckId} (${d.deckName})` : d.deckId,
            String(d.plays),
            number(d.medianCardsViewed),
            duration(d.medianTimeSpent),
            percent(d.reachedLastCardShare),
          ]),
        ]),
    "",
    "Page views per route",
    stats.pageViews.length === 0 ? "  (none)" : table([["route", "views"], ...stats.pageViews.map((p) => [p.path, String(p.views)])]),
  ];
  return lines.join("\n");
}

try {
  const server = process.env.DATABASE_URL ? null : await runningServer(dataDir);
  const stats = server ? await throughServer(server) : await directly();
  console.log(args.json ? JSON.stringify(stats, null, 2) : report(stats));
  if (server && !args.json) console.log(`\n(Through the server at ${server.url}.)`);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
