// The schema and the deck seed on a database as the server finds it: new, made by the runner
// before Kysely's Migrator, or being seeded by another server at the same moment.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { TRANSLATION_LANGUAGES } from "../content/deck-texts";
import type { DatabaseHandle } from "./database";
import { migrate } from "./migrations";
import { seedDecks } from "./seed";
import { openEmptyDatabase, testDatabases } from "../../tests/support/server/test-databases";

const content = loadDeckContent();

/** What the earlier runner (server/db/migrations.ts before Kysely's Migrator) left in a database. */
const VERSION_1_DATABASE = [
  `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE decks (deck_id text PRIMARY KEY, title text NOT NULL, description text NOT NULL, category text NOT NULL,
    is_premium boolean NOT NULL DEFAULT false, cover_color text NOT NULL, card_count integer NOT NULL,
    content_hash text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE cards (deck_id text NOT NULL REFERENCES decks(deck_id) ON DELETE CASCADE, position integer NOT NULL,
    question text NOT NULL, follow_up text, intensity smallint NOT NULL CHECK (intensity BETWEEN 1 AND 3),
    PRIMARY KEY (deck_id, position))`,
  `CREATE TABLE entitlements (id serial PRIMARY KEY, user_id text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('deck', 'all-access')), deck_id text, expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(), CHECK ((kind = 'deck') = (deck_id IS NOT NULL)))`,
  `CREATE INDEX entitlements_user ON entitlements (user_id)`,
  `CREATE TABLE feedback (id serial PRIMARY KEY, name text, email text, message text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`,
  `INSERT INTO schema_migrations (version, name) VALUES (1, 'decks, cards, entitlements, feedback')`,
  `INSERT INTO entitlements (user_id, kind) VALUES ('subscriber', 'all-access')`,
  `INSERT INTO decks (deck_id, title, description, category, cover_color, card_count, content_hash)
    VALUES ('family', 'Family Stories', 'Seeded before cards had ids.', 'relationships', '#8A4B14', 2, 'old')`,
  `INSERT INTO cards (deck_id, position, question, intensity) VALUES ('family', 0, 'An old question?', 1), ('family', 1, 'Another old question?', 2)`,
  `INSERT INTO feedback (message) VALUES ('Written before the upgrade')`,
];

describe.each(testDatabases)("the database on $name", ({ target }) => {
  let handle: DatabaseHandle | undefined;

  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it("adopts a database the earlier migration runner made, keeping its data", async () => {
    handle = await openEmptyDatabase(target);
    for (const statement of VERSION_1_DATABASE) await sql.raw(statement).execute(handle.db);

    expect(await migrate(handle.db)).toEqual(["0001_decks_cards_entitlements_feedback", "0002_billing", "0003_events", "0004_card_ids_saved_cards", "0005_rate_limits", "0006_billing_event_failures", "0007_rooms", "0008_own_decks", "0009_rooms_own_decks", "0010_room_seats", "0011_own_deck_copies", "0012_deck_texts"]);
    expect(await migrate(handle.db)).toEqual([]);
    await seedDecks(handle.db, content);
    // The cards from before ids existed are replaced by the content's, each with its own id.
    const family = content.find((d) => d.deckId === "family")!;
    const rows = await handle.db.selectFrom("cards").select(["card_id", "question"]).where("deck_id", "=", "family").orderBy("position").execute();
    expect(rows).toEqual(family.cards.map((c) => ({ card_id: c.id, question: c.question })));
    expect(await handle.db.selectFrom("entitlements").select(["user_id", "kind", "source", "revoked_at"]).execute()).toEqual([
      { user_id: "subscriber", kind: "all-access", source: "grant", revoked_at: null },
    ]);
    expect(await handle.db.selectFrom("feedback").select("message").execute()).toEqual([{ message: "Written before the upgrade" }]);
  });

  it("seeds the decks once when two servers seed an empty database at the same moment", async () => {
    handle = await openEmptyDatabase(target);
    await migrate(handle.db);
    const results = await Promise.all([seedDecks(handle.db, content), seedDecks(handle.db, content)]);
    expect(results.map((r) => r.inserted.length).sort()).toEqual([0, content.length]);
    expect(results.map((r) => r.unchanged).sort()).toEqual([0, content.length]);
    const cards = await handle.db.selectFrom("cards").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(cards.n)).toBe(content.reduce((n, deck) => n + deck.cards.length, 0));
  });

  it("keeps a card's id when an edit moves it to another deck and reorders the rest", async () => {
    handle = await openEmptyDatabase(target);
    await migrate(handle.db);
    await seedDecks(handle.db, content);
    const [first, second] = content;
    const moved = first.cards[0];
    const edited = [
      { ...first, cards: first.cards.slice(1).reverse() },
      { ...second, cards: [...second.cards, moved] },
      ...content.slice(2),
    ];
    const result = await seedDecks(handle.db, edited);
    expect(result.updated.sort()).toEqual([first.deckId, second.deckId].sort());
    const row = await handle.db.selectFrom("cards").select(["deck_id", "position"]).where("card_id", "=", moved.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ deck_id: second.deckId, position: second.cards.length });
    const last = first.cards.at(-1)!;
    expect(await handle.db.selectFrom("cards").select("position").where("card_id", "=", last.id).executeTakeFirstOrThrow()).toEqual({ position: 0 });
  });

  it("writes the translations on a database seeded before them, and rewrites a deck whose translation changed", async () => {
    handle = await openEmptyDatabase(target);
    await migrate(handle.db);
    // The decks as the seed wrote them before translations: no texts in their content hash.
    await seedDecks(handle.db, content.map(({ texts: _texts, ...english }) => english));
    expect(await countRows(handle, "deck_texts")).toBe(0);
    const upgraded = await seedDecks(handle.db, content);
    expect(upgraded.updated).toHaveLength(content.length);
    const cardCount = content.reduce((n, deck) => n + deck.cards.length, 0);
    expect(await countRows(handle, "deck_texts")).toBe(content.length * TRANSLATION_LANGUAGES.length);
    expect(await countRows(handle, "card_texts")).toBe(cardCount * TRANSLATION_LANGUAGES.length);
    const [first, second] = content;
    const card = await handle.db.selectFrom("card_texts").select(["question", "follow_up"]).where("card_id", "=", first.cards[3].id).where("language", "=", "fr").executeTakeFirstOrThrow();
    expect(card).toEqual({ question: first.texts!.fr!.cards[3].question, follow_up: first.texts!.fr!.cards[3].followUp ?? null });

    // One word changed in German; French taken away from another deck: only those two are rewritten.
    const german = structuredClone(first.texts!.de!);
    german.cards[0].question = "Welche Frage hat dich zuletzt wirklich überrascht?";
    const edited = [{ ...first, texts: { ...first.texts, de: german } }, { ...second, texts: { ...second.texts, fr: undefined } }, ...content.slice(2)];
    const result = await seedDecks(handle.db, edited);
    expect(result).toEqual({ inserted: [], updated: [first.deckId, second.deckId], removed: [], unchanged: content.length - 2 });
    const question = await handle.db.selectFrom("card_texts").select("question").where("card_id", "=", first.cards[0].id).where("language", "=", "de").executeTakeFirstOrThrow();
    expect(question.question).toBe(german.cards[0].question);
    const secondLanguages = await handle.db.selectFrom("deck_texts").select("language").where("deck_id", "=", second.deckId).orderBy("language").execute();
    expect(secondLanguages.map((row) => row.language)).toEqual(["de", "es"]);
    expect(await countRows(handle, "card_texts")).toBe(cardCount * TRANSLATION_LANGUAGES.length - second.cards.length);
    expect(await seedDecks(handle.db, edited)).toMatchObject({ updated: [], unchanged: content.length });

    // A deck changed in code, its English alone (a card dropped): its translations of the old
    // cards are no longer whole, and are not published.
    const shortened = [{ ...first, cards: first.cards.slice(1) }, ...content.slice(1)];
    expect((await seedDecks(handle.db, shortened)).updated).toEqual([first.deckId, second.deckId]);
    expect(await handle.db.selectFrom("deck_texts").select("language").where("deck_id", "=", first.deckId).execute()).toEqual([]);
  });
});

async function countRows(handle: DatabaseHandle, table: "deck_texts" | "card_texts"): Promise<number> {
  const row = await handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}
