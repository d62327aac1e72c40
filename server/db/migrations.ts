import { Migrator, sql, type Kysely, type Migration } from "kysely";
import type { Database } from "./schema";

/** One statement per query: PGlite's extended protocol runs one statement at a time. */
const statements = (...list: string[]): Migration["up"] => async (db) => {
  for (const statement of list) await sql.raw(statement).execute(db);
};

// Append only, named so that they sort in order. A migration that has shipped is never edited;
// write a new one instead.
const migrations: Record<string, Migration> = {
  // IF NOT EXISTS: databases made by the runner before Kysely's Migrator already hold these tables
  // (recorded in its `schema_migrations` table as version 1), and adopt them here unchanged.
  // `schema_migrations` itself stays, so that a server of that earlier version which restarts
  // during a rolling deploy still finds version 1 applied.
  "0001_decks_cards_entitlements_feedback": {
    up: statements(
      `CREATE TABLE IF NOT EXISTS decks (
        deck_id      text PRIMARY KEY,
        title        text NOT NULL,
        description  text NOT NULL,
        category     text NOT NULL,
        is_premium   boolean NOT NULL DEFAULT false,
        cover_color  text NOT NULL,
        card_count   integer NOT NULL,
        content_hash text NOT NULL,
        updated_at   timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE IF NOT EXISTS cards (
        deck_id   text NOT NULL REFERENCES decks(deck_id) ON DELETE CASCADE,
        position  integer NOT NULL,
        question  text NOT NULL,
        follow_up text,
        intensity smallint NOT NULL CHECK (intensity BETWEEN 1 AND 3),
        PRIMARY KEY (deck_id, position)
      )`,
      `CREATE TABLE IF NOT EXISTS entitlements (
        id         serial PRIMARY KEY,
        user_id    text NOT NULL,
        kind       text NOT NULL CHECK (kind IN ('deck', 'all-access')),
        deck_id    text,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'deck') = (deck_id IS NOT NULL))
      )`,
      `CREATE INDEX IF NOT EXISTS entitlements_user ON entitlements (user_id)`,
      `CREATE TABLE IF NOT EXISTS feedback (
        id         serial PRIMARY KEY,
        name       text,
        email      text,
        message    text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ),
  },
  // Purchases. Entitlements learn where they came from: 'grant' (by hand, as before),
  // 'purchase' (a deck paid through Checkout; source_ref = the payment intent, so a refund revokes
  // exactly that purchase) or 'subscription' (the All-Access Pass; source_ref = the subscription,
  // one row kept in step with it). A revoked row stays as a tombstone (revoked_at) so that a late
  // or replayed event cannot bring back what a refund took away; grants are still deleted.
  "0002_billing": {
    up: statements(
      `ALTER TABLE entitlements ADD COLUMN source text NOT NULL DEFAULT 'grant'
        CHECK (source IN ('grant', 'purchase', 'subscription'))`,
      `ALTER TABLE entitlements ADD COLUMN source_ref text`,
      `ALTER TABLE entitlements ADD COLUMN revoked_at timestamptz`,
      `ALTER TABLE entitlements ADD CONSTRAINT entitlements_source_ref_present CHECK ((source = 'grant') = (source_ref IS NULL))`,
      // NULLs are distinct: grants (no source_ref) never conflict; a purchase or subscription has one row.
      `CREATE UNIQUE INDEX entitlements_source_ref ON entitlements (source, source_ref)`,
      // One Stripe customer per user. The primary key settles two checkouts racing to create it.
      `CREATE TABLE billing_customers (
        user_id     text PRIMARY KEY,
        customer_id text NOT NULL UNIQUE,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`,
      // Every webhook event applied, written in the same transaction as its effect: once only.
      `CREATE TABLE billing_events (
        event_id     text PRIMARY KEY,
        type         text NOT NULL,
        created      timestamptz NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`,
      // The checkouts we started. open_key ("<user> deck <id>" or "<user> pass") is set while the
      // session may still be paid, so a second checkout for the same purchase finds the first.
      `CREATE TABLE checkout_sessions (
        id             serial PRIMARY KEY,
        session_id     text UNIQUE,
        user_id        text NOT NULL,
        kind           text NOT NULL CHECK (kind IN ('deck', 'pass')),
        deck_id        text,
        plan           text CHECK (plan IN ('monthly', 'yearly')),
        status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
        url            text,
        expires_at     timestamptz NOT NULL,
        open_key       text UNIQUE,
        payment_intent text,
        subscription_id text,
        created_at     timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'deck') = (deck_id IS NOT NULL)),
        CHECK ((kind = 'pass') = (plan IS NOT NULL))
      )`,
      `CREATE INDEX checkout_sessions_user ON checkout_sessions (user_id)`,
      // The pass as Stripe last told us. period_start and event_created order the snapshots:
      // a snapshot older than the stored one is ignored, and 'canceled' is final.
      `CREATE TABLE billing_subscriptions (
        id                   text PRIMARY KEY,
        user_id              text NOT NULL,
        customer_id          text NOT NULL,
        plan                 text CHECK (plan IN ('monthly', 'yearly')),
        status               text NOT NULL,
        current_period_start timestamptz NOT NULL,
        current_period_end   timestamptz NOT NULL,
        cancel_at_period_end boolean NOT NULL,
        event_created        timestamptz NOT NULL,
        updated_at           timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX billing_subscriptions_user ON billing_subscriptions (user_id)`,
    ),
  },
  // Analytics: the page's events with the time they happened. dedupe_key makes a
  // resend (a beacon, then the retry of the same batch) a no-op. forwarded_at marks what the GA4
  // forwarder is done with (sent, or skipped as older than GA accepts); the partial index keeps
  // its look-up small however many events are stored. forward_lease_until lets one of several
  // servers on a database hold a batch while it sends it.
  "0003_events": {
    up: statements(
      `CREATE TABLE events (
        id                  bigserial PRIMARY KEY,
        client_id           text NOT NULL,
        name                text NOT NULL,
        params              jsonb NOT NULL,
        occurred_at         timestamptz NOT NULL,
        received_at         timestamptz NOT NULL DEFAULT now(),
        dedupe_key          text NOT NULL UNIQUE,
        forwarded_at        timestamptz,
        forward_attempts    integer NOT NULL DEFAULT 0,
        forward_skipped     boolean NOT NULL DEFAULT false,
        forward_lease_until timestamptz
      )`,
      `CREATE INDEX events_occurred_at ON events (occurred_at)`,
      `CREATE INDEX events_unforwarded ON events (id) WHERE forwarded_at IS NULL`,
    ),
  },
  // Saved cards. Cards get the stable id their content file gives them; rows from
  // before it hold a stand-in until the seed that follows this migration rewrites every deck (the
  // ids are part of each deck's content hash). saved_cards has one row per person and card, the
  // last change that won (saved, or a removal kept as a tombstone so that an older save arriving
  // late from another device cannot bring the card back). No foreign key to cards: the seed
  // replaces a deck's card rows when its content changes, and a person's saves must outlive that.
  "0004_card_ids_saved_cards": {
    up: statements(
      `ALTER TABLE cards ADD COLUMN card_id text`,
      `UPDATE cards SET card_id = deck_id || '-' || position`,
      `ALTER TABLE cards ALTER COLUMN card_id SET NOT NULL`,
      `CREATE UNIQUE INDEX cards_card_id ON cards (card_id)`,
      `CREATE TABLE saved_cards (
        user_id    text NOT NULL,
        card_id    text NOT NULL,
        saved      boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, card_id)
      )`,
    ),
  },
  // Rate limits shared by every server on one PostgreSQL (server/http/rate-limit.ts): the table
  // rate-limiter-flexible's Postgres store reads and writes, in its own shape (key = limit name and
  // client, points used in the window, the window's end in epoch ms). Unused on PGlite, whose one
  // process counts in memory.
  "0005_rate_limits": {
    up: statements(
      `CREATE TABLE rate_limits (
        key    varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`,
    ),
  },
  // Webhook events that could not be applied (server/billing/webhook.ts): each failed try is
  // counted here, outside the transaction that failed, with the last error. After a few tries the
  // event is answered 2xx (given_up_at) so that Stripe stops sending it for days; an operator
  // finds it here and in the log. A try that succeeds later removes its row.
  "0006_billing_event_failures": {
    up: statements(
      `CREATE TABLE billing_event_failures (
        event_id        text PRIMARY KEY,
        type            text NOT NULL,
        attempts        integer NOT NULL,
        last_error      text NOT NULL,
        first_failed_at timestamptz NOT NULL DEFAULT now(),
        last_failed_at  timestamptz NOT NULL DEFAULT now(),
        given_up_at     timestamptz
      )`,
    ),
  },
  // Live rooms (server/rooms/): a room's whole state is its row, so any server instance can serve
  // it; `version` counts its changes (each one is NOTIFYed on spark_rooms), `participants_version`
  // those of who is in it (an instance reads the names again only then). Times that the logic
  // computes with are epoch milliseconds (double precision: exact to the millisecond), the card
  // order is the JSON of the deck positions in play. A participant's token is kept as its SHA-256.
  "0007_rooms": {
    up: statements(
      `CREATE TABLE rooms (
        code                  text PRIMARY KEY,
        host_user_id          text NOT NULL,
        deck_id               text NOT NULL REFERENCES decks(deck_id) ON DELETE CASCADE,
        levels                text NOT NULL,
        card_order            text NOT NULL,
        timer_seconds         integer NOT NULL,
        capacity              integer NOT NULL,
        status                text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'live', 'ended')),
        position              integer NOT NULL DEFAULT -1,
        face_up               boolean NOT NULL DEFAULT false,
        timer_running         boolean NOT NULL DEFAULT false,
        timer_left_ms         double precision NOT NULL DEFAULT 0,
        timer_ends_at         double precision,
        picked_participant_id text,
        version               integer NOT NULL DEFAULT 1,
        participants_version  integer NOT NULL DEFAULT 0,
        created_at            double precision NOT NULL,
        last_host_action_at   double precision NOT NULL,
        ended_at              double precision
      )`,
      `CREATE INDEX rooms_open ON rooms (last_host_action_at) WHERE status <> 'ended'`,
      `CREATE TABLE room_participants (
        id         text PRIMARY KEY,
        room_code  text NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
        name       text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        joined_at  double precision NOT NULL,
        left_at    double precision
      )`,
      `CREATE INDEX room_participants_present ON room_participants (room_code, joined_at) WHERE left_at IS NULL`,
    ),
  },
  // A person's own decks (server/own-decks/): one row per deck, its entries as JSON (their own
  // questions, and cards gathered from the content by id). The change that stands is the one made
  // last on a device (changed_at); a deletion is kept as a tombstone (deleted) so that an older
  // edit arriving later loses to it. share_id is the link's id while the deck is shared.
  "0008_own_decks": {
    up: statements(
      `CREATE TABLE own_decks (
        deck_id     text PRIMARY KEY,
        owner_id    text NOT NULL,
        title       text NOT NULL,
        description text NOT NULL,
        cards       text NOT NULL,
        share_id    text UNIQUE,
        deleted     boolean NOT NULL DEFAULT false,
        changed_at  double precision NOT NULL,
        created_at  double precision NOT NULL
      )`,
      `CREATE INDEX own_decks_owner ON own_decks (owner_id)`,
    ),
  },
  // A live room can play a person's own deck: the deck as it stood when the room started (its
  // title, and the cards its host may read, as JSON), so that an edit or a deletion of the deck
  // does not change a room under way. Such a room has no deck_id.
  "0009_rooms_own_decks": {
    up: statements(
      `ALTER TABLE rooms ALTER COLUMN deck_id DROP NOT NULL`,
      `ALTER TABLE rooms ADD COLUMN own_deck_title text`,
      `ALTER TABLE rooms ADD COLUMN own_deck_cards text`,
      `ALTER TABLE rooms ADD CONSTRAINT rooms_one_deck CHECK ((deck_id IS NULL) <> (own_deck_cards IS NULL))`,
    ),
  },
  // Seats in a live room (server/rooms/room-seats.ts): a participant holds one while a screen of
  // theirs is open (seen_at, renewed while it is) and for two minutes after; then they are away:
  // not counted, not picked, their place free, until a screen of theirs opens again. The host can
  // remove someone (removed_at, with left_at: gone for good).
  "0010_room_seats": {
    up: statements(
      `ALTER TABLE room_participants ADD COLUMN seen_at double precision`,
      `UPDATE room_participants SET seen_at = joined_at`,
      `ALTER TABLE room_participants ALTER COLUMN seen_at SET NOT NULL`,
      `ALTER TABLE room_participants ADD COLUMN away boolean NOT NULL DEFAULT false`,
      `ALTER TABLE room_participants ADD COLUMN removed_at double precision`,
      `CREATE INDEX room_participants_seen ON room_participants (seen_at) WHERE left_at IS NULL AND NOT away`,
    ),
  },
  // A deck saved with 'Save a copy' remembers the share it came from (copied_from), so that a second
  // 'Save a copy' of the same shared deck finds the first instead of copying again
  // (server/own-decks/own-deck-repository.ts). Like share_id, it stays on a deletion's tombstone (an
  // id, not the deck's content), so that 'Undo' brings the deck back as it was.
  "0011_own_deck_copies": {
    up: statements(
      `ALTER TABLE own_decks ADD COLUMN copied_from text`,
      `CREATE INDEX own_decks_copied_from ON own_decks (owner_id, copied_from) WHERE copied_from IS NOT NULL`,
    ),
  },
  // Decks in German, French and Spanish (issue 41): the words of a deck and of its cards per
  // language. English stays in decks and cards, with all a language does not change (ids, order,
  // levels, price, colour), so a translation can only replace words. The seed writes a deck's rows
  // in a language only when its translation is whole: a deck_texts row is what publishes the deck
  // in that language. Both go with their deck or card (ON DELETE CASCADE), as the seed replaces
  // a changed deck's cards. The seed rewrites every deck once after this migration: its content
  // hash now covers the translations.
  "0012_deck_texts": {
    up: statements(
      `CREATE TABLE deck_texts (
        deck_id     text NOT NULL REFERENCES decks(deck_id) ON DELETE CASCADE,
        language    text NOT NULL CHECK (language <> 'en'),
        title       text NOT NULL,
        description text NOT NULL,
        PRIMARY KEY (deck_id, language)
      )`,
      `CREATE TABLE card_texts (
        card_id   text NOT NULL REFERENCES cards(card_id) ON DELETE CASCADE,
        language  text NOT NULL CHECK (language <> 'en'),
        question  text NOT NULL,
        follow_up text,
        PRIMARY KEY (card_id, language)
      )`,
    ),
  },
};

/**
 * Brings the schema up to date and answers the names of the migrations it ran. Kysely's Migrator
 * records them in `kysely_migration` and runs them in one transaction under a PostgreSQL advisory
 * lock, so servers starting at once against one database wait for each other and each migration
 * runs once.
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === "Error")?.migrationName;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed} failed: ${message}` : `Migrating failed: ${message}`, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
