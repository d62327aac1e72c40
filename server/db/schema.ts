// The tables as the queries see them (Kysely types), kept in step with migrations.ts by hand, and
// which module owns each (the Database interface at the end).
import type { Generated, ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

interface DecksTable {
  deck_id: string;
  title: string;
  description: string;
  category: string;
  is_premium: boolean;
  cover_color: string;
  card_count: number;
  content_hash: string;
  updated_at: Timestamp;
}

interface CardsTable {
  /** The card's stable id from its content file, unique across decks. */
  card_id: string;
  deck_id: string;
  position: number;
  question: string;
  follow_up: string | null;
  intensity: number;
}

/**
 * A deck's title and description in a language besides English (English is in `decks`). A row
 * here publishes the deck in that language: the seed writes one only with every card's text.
 */
interface DeckTextsTable {
  deck_id: string;
  /** de, fr, es: never en. */
  language: string;
  title: string;
  description: string;
}

/** A card's words in a language besides English; its level and place stay the `cards` row's. */
interface CardTextsTable {
  card_id: string;
  language: string;
  question: string;
  /** Present exactly when the English card has one. */
  follow_up: string | null;
}

interface EntitlementsTable {
  id: Generated<number>;
  user_id: string;
  /** 'deck' grants one deck; 'all-access' grants every deck. */
  kind: "deck" | "all-access";
  deck_id: string | null;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  /** Where it came from: by hand, a deck bought through Checkout, or the pass's subscription. */
  source: ColumnType<EntitlementSource, EntitlementSource | undefined, EntitlementSource>;
  /** The payment intent (purchase) or subscription id; null for a grant. */
  source_ref: string | null;
  /** Set when a refund, a revocation or the subscription's end took it away; the row stays. */
  revoked_at: Timestamp | null;
}

export type EntitlementSource = "grant" | "purchase" | "subscription";

interface BillingCustomersTable {
  user_id: string;
  customer_id: string;
  created_at: Generated<Date>;
}

interface BillingEventsTable {
  event_id: string;
  type: string;
  created: Timestamp;
  processed_at: Generated<Date>;
}

/** A webhook event that failed to apply: its tries, and given_up_at once the webhook answered 2xx for it. */
interface BillingEventFailuresTable {
  event_id: string;
  type: string;
  attempts: number;
  last_error: string;
  first_failed_at: Generated<Date>;
  last_failed_at: Generated<Date>;
  given_up_at: Timestamp | null;
}

interface CheckoutSessionsTable {
  id: Generated<number>;
  /** Stripe's cs_… id; null while the session is being created. */
  session_id: string | null;
  user_id: string;
  kind: "deck" | "pass";
  deck_id: string | null;
  plan: "monthly" | "yearly" | null;
  status: Generated<"open" | "complete" | "expired">;
  url: string | null;
  expires_at: Timestamp;
  open_key: string | null;
  payment_intent: string | null;
  subscription_id: string | null;
  created_at: Generated<Date>;
}

interface BillingSubscriptionsTable {
  id: string;
  user_id: string;
  customer_id: string;
  plan: "monthly" | "yearly" | null;
  status: string;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: boolean;
  /** When this state was asked of Stripe (rows from before: the event's `created`); orders the reads. */
  event_created: Timestamp;
  updated_at: Generated<Date>;
}

interface FeedbackTable {
  id: Generated<number>;
  name: string | null;
  email: string | null;
  message: string;
  created_at: Timestamp;
}

/** A person's saved cards: the last change per card that won; saved = false is a removal. */
interface SavedCardsTable {
  user_id: string;
  card_id: string;
  saved: boolean;
  /** When the change was made, on the device that made it (capped at the server's clock): last write wins. */
  changed_at: Timestamp;
  updated_at: Generated<Date>;
}

/** Analytics events from POST /api/events: no user id, e-mail or name, only the device's random id. */
interface EventsTable {
  id: Generated<number>;
  client_id: string;
  name: string;
  /** The event's params as sent (validated by shared/analytics-events.ts): flat strings, numbers, booleans. */
  params: ColumnType<Record<string, string | number | boolean>, string, string>;
  /** When it happened on the device; GA4 gets it as timestamp_micros. */
  occurred_at: Timestamp;
  received_at: Generated<Date>;
  /** sha256 of client id, name, time and params: the same event sent twice is stored once. */
  dedupe_key: string;
  /** When the forwarder was done with it: sent to GA4, or skipped (forward_skipped) as too old for it. */
  forwarded_at: Timestamp | null;
  forward_attempts: Generated<number>;
  forward_skipped: Generated<boolean>;
  /** A forwarder holds the row until then while it sends it, so two servers never send it both. */
  forward_lease_until: Timestamp | null;
}

/**
 * Every table, by the module that owns it: only that module's repository queries it, and other
 * modules ask that repository (docs/architecture.md, "Server modules"). The migrations
 * (migrations.ts) create them all; `rate_limits` is the rate limiter's own (server/http/rate-limit.ts).
 */
export interface RoomsTable {
  code: string;
  host_user_id: string;
  /** The deck of the catalogue played; null for a person's own deck (own_deck_*). */
  deck_id: string | null;
  /** A person's own deck as it stood when the room started: its title, and its cards as JSON. */
  own_deck_title: string | null;
  own_deck_cards: string | null;
  /** "1,2,3": the levels in play. */
  levels: string;
  /** JSON: the deck positions in the room's order. */
  card_order: string;
  timer_seconds: number;
  capacity: number;
  status: Generated<"waiting" | "live" | "ended">;
  position: Generated<number>;
  face_up: Generated<boolean>;
  timer_running: Generated<boolean>;
  timer_left_ms: Generated<number>;
  timer_ends_at: number | null;
  picked_participant_id: string | null;
  version: Generated<number>;
  participants_version: Generated<number>;
  created_at: number;
  last_host_action_at: number;
  ended_at: number | null;
}

interface RoomParticipantsTable {
  id: string;
  room_code: string;
  name: string;
  token_hash: string;
  joined_at: number;
  /** Left ('Leave room') or removed by the host: gone for good. */
  left_at: number | null;
  /** When a screen of theirs was last known open (renewed while one is). */
  seen_at: number;
  /** No screen of theirs open for ROOM_SEAT_MS: their seat is free until one opens again. */
  away: Generated<boolean>;
  /** The host removed them (left_at is set too). */
  removed_at: number | null;
}

interface OwnDecksTable {
  deck_id: string;
  owner_id: string;
  title: string;
  description: string;
  /** JSON: the deck's entries (shared/own-decks.ts OwnDeckEntry[]). */
  cards: string;
  share_id: string | null;
  /** The share id of the deck this one was copied from ('Save a copy'), else null. */
  copied_from: string | null;
  deleted: Generated<boolean>;
  changed_at: number;
  created_at: number;
}

export interface Database {
  /** server/decks/deck-repository.ts reads them; server/db/seed.ts writes them from the content files. */
  decks: DecksTable;
  cards: CardsTable;
  deck_texts: DeckTextsTable;
  card_texts: CardTextsTable;
  /** server/entitlements/entitlement-repository.ts. */
  entitlements: EntitlementsTable;
  /** server/feedback/feedback-repository.ts. */
  feedback: FeedbackTable;
  /** server/billing/ (billing-repository.ts, event-repository.ts). */
  billing_customers: BillingCustomersTable;
  billing_events: BillingEventsTable;
  billing_event_failures: BillingEventFailuresTable;
  checkout_sessions: CheckoutSessionsTable;
  billing_subscriptions: BillingSubscriptionsTable;
  /** server/analytics/ (event-repository.ts, stats-repository.ts). */
  events: EventsTable;
  /** server/saved-cards/saved-card-repository.ts. */
  saved_cards: SavedCardsTable;
  /** server/rooms/room-repository.ts. */
  rooms: RoomsTable;
  room_participants: RoomParticipantsTable;
  /** server/own-decks/own-deck-repository.ts. */
  own_decks: OwnDecksTable;
}
