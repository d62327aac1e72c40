// The analytics events the page sends to POST /api/events: their names, their params and the one
// set of rules both sides check them with. Pure TypeScript without imports, so the page's tests and
// the server run the same validateEventsRequest.

export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "login",
  "sign_up",
  "logout",
  "end_play",
  "deck_event",
  "user_event",
  "engagement",
  "begin_checkout",
  "purchase",
  "table_start",
  "room_start",
  "room_join",
  "room_end",
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

type SignInMethod = "cognito" | "google";
type PurchaseItem = string; // a deck id, "all_access_monthly" or "all_access_yearly"

interface AnalyticsParamsByName {
  page_view: { page_path: string; page_title?: string };
  login: { method: SignInMethod };
  sign_up: { method: SignInMethod };
  logout: Record<string, never>;
  end_play: { deck_id: string; deck_name: string; total_cards: number; cards_viewed: number; time_spent: number };
  /** save: a deck saved for offline; save_card / unsave_card: a card saved or removed (card_id names it, as share's does). */
  deck_event: {
    category: "Deck";
    action: "open" | "shuffle" | "share" | "save" | "save_card" | "unsave_card";
    label?: string;
    deck_id: string;
    card_id?: string;
  };
  user_event: { category: "User"; action: string; label?: string; plan_type?: string };
  engagement: { category: string; action: string; label?: string; value?: number };
  begin_checkout: { value: number; currency: string; item: PurchaseItem };
  purchase: { value: number; currency: string; item: PurchaseItem; transaction_id: string };
  /** A table started ('Play together'): its levels ("light,deep"), timer in seconds and how many named players; never the names. */
  table_start: { deck_id: string; levels: string; timer: number; players: number };
  /** A live room started by its host: its deck, levels ("light,deep") and timer in seconds. */
  room_start: { deck_id: string; levels: string; timer: number };
  /** Someone joined a live room; never their name or the room's code. */
  room_join: Record<string, never>;
  /** A live room ended by its host: how many had joined, and how long it ran in seconds. */
  room_end: { participants: number; duration: number };
}

export type AnalyticsParams<N extends AnalyticsEventName> = AnalyticsParamsByName[N];

export interface AnalyticsEvent<N extends AnalyticsEventName = AnalyticsEventName> {
  name: N;
  params: AnalyticsParams<N>;
  /** Epoch milliseconds when it happened on the device (not when it was sent). */
  time: number;
}

export interface EventsRequest {
  clientId: string;
  events: AnalyticsEvent[];
}

/** 202 answer of POST /api/events: how many events were new (duplicates are not stored again). */
export interface EventsAccepted {
  stored: number;
}

export const MAX_EVENTS_PER_REQUEST = 100;
export const MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Bytes of one request body; more is a 413. */
export const MAX_EVENTS_BODY_BYTES = 64 * 1024;

const CLIENT_ID = /^[A-Za-z0-9_.-]{8,64}$/;
const DEFAULT_TEXT_MAX = 300;
// Control characters and unpaired surrogates: PostgreSQL's jsonb refuses \u0000 and lone surrogates.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Rule =
  | { kind: "text"; max?: number; min?: number; oneOf?: readonly string[]; pattern?: RegExp; patternText?: string; optional?: true }
  | { kind: "int"; min: number; max: number; optional?: true }
  | { kind: "number"; min?: number; optional?: true };

const text = (max = DEFAULT_TEXT_MAX, more: Partial<Extract<Rule, { kind: "text" }>> = {}): Rule => ({ kind: "text", max, ...more });
const id = (max: number): Rule => text(max, { min: 1 });
const optionalText = (max = DEFAULT_TEXT_MAX): Rule => text(max, { optional: true });
const oneOf = (...values: string[]): Rule => text(DEFAULT_TEXT_MAX, { oneOf: values });
const levels = text(32, { pattern: /^(light|personal|deep)(,(light|personal|deep)){0,2}$/, patternText: "levels such as \"light,deep\"" });
const money: Record<"value" | "currency" | "item", Rule> = {
  value: { kind: "number", min: 0 },
  currency: text(3, { pattern: /^[A-Za-z]{3}$/, patternText: "a 3-letter currency code" }),
  item: id(64),
};

// Looked up only by a checked name; a request's param keys are looked up with `has`, so keys such
// as "constructor" or "__proto__" find nothing.
const RULES: Record<AnalyticsEventName, Record<string, Rule>> = {
  page_view: { page_path: text(1000, { pattern: /^\//, patternText: "a path starting with /" }), page_title: optionalText() },
  login: { method: oneOf("cognito", "google") },
  sign_up: { method: oneOf("cognito", "google") },
  logout: {},
  end_play: {
    deck_id: id(64),
    deck_name: text(),
    total_cards: { kind: "int", min: 0, max: 10_000 },
    cards_viewed: { kind: "int", min: 0, max: 10_000 },
    time_spent: { kind: "int", min: 0, max: 604_800 },
  },
  deck_event: {
    category: oneOf("Deck"),
    action: oneOf("open", "shuffle", "share", "save", "save_card", "unsave_card"),
    label: optionalText(),
    deck_id: id(64),
    card_id: text(64, { min: 1, optional: true }),
  },
  user_event: { category: oneOf("User"), action: id(64), label: optionalText(), plan_type: optionalText(32) },
  engagement: { category: id(64), action: id(64), label: optionalText(), value: { kind: "number", optional: true } },
  begin_checkout: { ...money },
  purchase: { ...money, transaction_id: id(255) },
  table_start: {
    deck_id: id(64),
    levels,
    timer: { kind: "int", min: 0, max: 3600 },
    players: { kind: "int", min: 0, max: 12 },
  },
  room_start: { deck_id: id(64), levels, timer: { kind: "int", min: 0, max: 3600 } },
  room_join: {},
  room_end: {
    participants: { kind: "int", min: 0, max: 10_000 },
    duration: { kind: "int", min: 0, max: 604_800 },
  },
};

type Validation = { ok: true; value: EventsRequest } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
/** A value from the request, shortened and escaped, to name in a message. */
const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
const shownKey = (key: string) => quote(key).slice(1, -1);

/** Why `value` breaks `rule`, or null when it keeps it. `field` names it in the message. */
function checkValue(field: string, value: unknown, rule: Rule): string | null {
  if (typeof value === "object" && value !== null) return `${field} must be a string, number or boolean, not ${Array.isArray(value) ? "an array" : "an object"}`;
  switch (rule.kind) {
    case "text": {
      if (typeof value !== "string") return `${field} must be a string`;
      if (rule.oneOf && !rule.oneOf.includes(value)) return `${field} must be one of ${rule.oneOf.map((v) => `"${v}"`).join(", ")}`;
      if (rule.min && value.length < rule.min) return `${field} must not be empty`;
      if (rule.max !== undefined && value.length > rule.max) return `${field} must be at most ${rule.max} characters`;
      if (UNSTORABLE.test(value)) return `${field} must not contain control characters or unpaired surrogates`;
      if (rule.pattern && !rule.pattern.test(value)) return `${field} must be ${rule.patternText}`;
      return null;
    }
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value) || value < rule.min || value > rule.max) {
        return `${field} must be a whole number from ${rule.min} to ${rule.max}`;
      }
      return null;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return `${field} must be a finite number`;
      if (rule.min !== undefined && value < rule.min) return `${field} must be at least ${rule.min}`;
      return null;
  }
}

function checkParams(field: string, name: AnalyticsEventName, params: unknown): string | null {
  if (!isObject(params)) return `${field} must be an object`;
  const rules = RULES[name];
  for (const key of Object.keys(params)) {
    if (!has(rules, key)) return `${field}.${shownKey(key)} is not a parameter of ${name}`;
  }
  for (const key of Object.keys(rules)) {
    const rule = rules[key];
    if (!has(params, key)) {
      if (rule.optional) continue;
      return `${field}.${key} is required for ${name}`;
    }
    const problem = checkValue(`${field}.${key}`, params[key], rule);
    if (problem) return problem;
  }
  if (name === "end_play" && (params.cards_viewed as number) > (params.total_cards as number)) {
    return `${field}.cards_viewed must not be more than total_cards`;
  }
  return null;
}

function checkEvent(field: string, event: unknown, now: number): string | null {
  if (!isObject(event)) return `${field} must be an object with name, params and time`;
  for (const key of Object.keys(event)) {
    if (key !== "name" && key !== "params" && key !== "time") return `${field}.${shownKey(key)} is not a known field`;
  }
  const { name, params, time } = event;
  if (typeof name !== "string" || !(ANALYTICS_EVENT_NAMES as readonly string[]).includes(name)) {
    return `${field}.name must be one of ${ANALYTICS_EVENT_NAMES.join(", ")}${typeof name === "string" ? `, not ${quote(name)}` : ""}`;
  }
  if (typeof time !== "number" || !Number.isSafeInteger(time)) return `${field}.time must be a whole number of epoch milliseconds`;
  if (time > now + MAX_CLOCK_SKEW_MS) return `${field}.time must not be more than 5 minutes in the future`;
  if (time < now - MAX_EVENT_AGE_MS) return `${field}.time must not be more than 30 days in the past`;
  return checkParams(`${field}.params`, name as AnalyticsEventName, params);
}

/**
 * Checks a POST /api/events body. The message names the first bad field, e.g.
 * `events[3].params.cards_viewed must be a whole number from 0 to 10000`.
 */
export function validateEventsRequest(body: unknown, now: number): Validation {
  if (!isObject(body)) return { ok: false, message: "The body must be a JSON object with clientId and events" };
  for (const key of Object.keys(body)) {
    if (key !== "clientId" && key !== "events") return { ok: false, message: `${shownKey(key)} is not a known field` };
  }
  const { clientId, events } = body;
  if (typeof clientId !== "string" || !CLIENT_ID.test(clientId)) {
    return { ok: false, message: "clientId must be 8 to 64 characters of letters, digits, _, . and -" };
  }
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS_PER_REQUEST) {
    return { ok: false, message: `events must be a list of 1 to ${MAX_EVENTS_PER_REQUEST} events` };
  }
  for (let i = 0; i < events.length; i++) {
    const problem = checkEvent(`events[${i}]`, events[i], now);
    if (problem) return { ok: false, message: problem };
  }
  return { ok: true, value: { clientId, events: events as AnalyticsEvent[] } };
}
