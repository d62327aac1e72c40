// The figures `npm run stats` prints, from the stored events: how decks are played and which pages
// are seen. One query each, so the admin route and the script's direct path print the same.
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface PlaySummary {
  plays: number;
  /** null when there were no plays. */
  medianCardsViewed: number | null;
  medianTimeSpent: number | null;
  /** Of the plays, the share (0..1) whose cards_viewed reached total_cards. */
  reachedLastCardShare: number | null;
}

interface DeckPlaySummary extends PlaySummary {
  deckId: string;
  /** The name the latest play sent. */
  deckName: string;
}

export interface AnalyticsStats {
  /** ISO times: events that happened from `since` on (the last `days` days). */
  since: string;
  days: number;
  allPlays: PlaySummary;
  decks: DeckPlaySummary[];
  pageViews: { path: string; views: number }[];
}

const int = (param: string) => sql.raw(`(params->>'${param}')::int`);
const playFigures = sql`
  count(*)::int AS plays,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${int("cards_viewed")}) AS median_cards_viewed,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${int("time_spent")}) AS median_time_spent,
  avg(CASE WHEN ${int("total_cards")} > 0 AND ${int("cards_viewed")} >= ${int("total_cards")} THEN 1 ELSE 0 END)::float8 AS reached_last_card`;

interface PlayRow {
  plays: number;
  median_cards_viewed: number | null;
  median_time_spent: number | null;
  reached_last_card: number | null;
}

const summary = (row: PlayRow): PlaySummary => ({
  plays: Number(row.plays),
  medianCardsViewed: row.median_cards_viewed === null ? null : Number(row.median_cards_viewed),
  medianTimeSpent: row.median_time_spent === null ? null : Number(row.median_time_spent),
  reachedLastCardShare: row.reached_last_card === null ? null : Number(row.reached_last_card),
});

export async function readStats(db: Kysely<Database>, { now = new Date(), days = 30 }: { now?: Date; days?: number } = {}): Promise<AnalyticsStats> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const plays = sql`FROM events WHERE name = 'end_play' AND occurred_at >= ${since}`;
  const all = await sql<PlayRow>`SELECT ${playFigures} ${plays}`.execute(db);
  const decks = await sql<PlayRow & { deck_id: string; deck_name: string }>`
    SELECT params->>'deck_id' AS deck_id,
      (array_agg(params->>'deck_name' ORDER BY occurred_at DESC))[1] AS deck_name,
      ${playFigures}
    ${plays}
    GROUP BY params->>'deck_id'
    ORDER BY plays DESC, deck_id`.execute(db);
  const pages = await sql<{ path: string; views: number }>`
    SELECT params->>'page_path' AS path, count(*)::int AS views
    FROM events WHERE name = 'page_view' AND occurred_at >= ${since}
    GROUP BY params->>'page_path'
    ORDER BY views DESC, path`.execute(db);
  return {
    since: since.toISOString(),
    days,
    allPlays: summary(all.rows[0]),
    decks: decks.rows.map((row) => ({ deckId: row.deck_id, deckName: row.deck_name, ...summary(row) })),
    pageViews: pages.rows.map((row) => ({ path: row.path, views: Number(row.views) })),
  };
}
