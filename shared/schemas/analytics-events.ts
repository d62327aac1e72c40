// The analytics events' params and POST /api/events' body as valibot schemas (the names and
// limits: shared/analytics-events.ts): the page's types are inferred from them, and the server
// checks each request with eventsRequestSchema.
import * as v from "valibot";
import { notAList, onlyFields, strictObjectOf } from "./checks";
import { ANALYTICS_EVENT_NAMES, MAX_CLOCK_SKEW_MS, MAX_EVENT_AGE_MS, MAX_EVENTS_PER_REQUEST, type AnalyticsEventName } from "../analytics-events";
import { LANGUAGES, PSEUDO_LANGUAGE, type Language, type PageLanguage } from "../languages";

const CLIENT_ID = /^[A-Za-z0-9_.-]{8,64}$/;
const DEFAULT_TEXT_MAX = 300;
// Control characters and unpaired surrogates: PostgreSQL's jsonb refuses \u0000 and lone surrogates.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Each message names its field by "{field}": "events[3].params.cards_viewed must be …".
/** A param's value is one string, number or boolean: never an object or a list. */
const scalar = v.custom<string | number | boolean | null>(
  (value) => typeof value !== "object" || value === null,
  (issue) => `{field} must be a string, number or boolean, not ${Array.isArray(issue.input) ? "an array" : "an object"}`,
);
interface TextRule {
  min?: number;
  oneOf?: readonly string[];
  pattern?: RegExp;
  patternText?: string;
}
/* @__NO_SIDE_EFFECTS__ */ const text = <T extends string = string>(max = DEFAULT_TEXT_MAX, { min = 0, oneOf, pattern, patternText }: TextRule = {}) =>
  v.pipe(
    scalar,
    v.string("{field} must be a string"),
    v.check((value) => !oneOf || oneOf.includes(value), `{field} must be one of ${(oneOf ?? []).map((value) => `"${value}"`).join(", ")}`),
    v.minLength(min, "{field} must not be empty"),
    v.maxLength(max, `{field} must be at most ${max} characters`),
    v.check((value) => !UNSTORABLE.test(value), "{field} must not contain control characters or unpaired surrogates"),
    v.check((value) => !pattern || pattern.test(value), `{field} must be ${patternText}`),
    v.transform((value) => value as T),
  );
/* @__NO_SIDE_EFFECTS__ */ const id = (max: number) => text(max, { min: 1 });
/* @__NO_SIDE_EFFECTS__ */ const optionalText = (max = DEFAULT_TEXT_MAX) => v.optional(text(max));
/* @__NO_SIDE_EFFECTS__ */ const oneOf = <T extends string>(...values: T[]) => text<T>(DEFAULT_TEXT_MAX, { oneOf: values });
/* @__NO_SIDE_EFFECTS__ */ const int = (min: number, max: number) =>
  v.pipe(scalar, v.number(`{field} must be a whole number from ${min} to ${max}`), v.integer(`{field} must be a whole number from ${min} to ${max}`), v.minValue(min, `{field} must be a whole number from ${min} to ${max}`), v.maxValue(max, `{field} must be a whole number from ${min} to ${max}`));
/* @__NO_SIDE_EFFECTS__ */ const finite = (min?: number) =>
  v.pipe(scalar, v.number("{field} must be a finite number"), v.finite("{field} must be a finite number"), v.check((value) => min === undefined || value >= min, `{field} must be at least ${min}`));
const levels = text(32, { pattern: /^(light|personal|deep)(,(light|personal|deep)){0,2}$/, patternText: 'levels such as "light,deep"' });
const signIn = oneOf("cognito", "google");
/** A deck id, "all_access_monthly" or "all_access_yearly". */
const money = { value: finite(0), currency: text(3, { pattern: /^[A-Za-z]{3}$/, patternText: "a 3-letter currency code" }), item: id(64) };

/**
 * The language of the page an event happened on, when it is not English (shared/languages.ts):
 * any event may carry it; an event without it happened on an English page.
 */
const language = v.optional(oneOf<Exclude<PageLanguage, "en">>(...LANGUAGES.filter((code): code is Exclude<Language, "en"> => code !== "en"), PSEUDO_LANGUAGE));

/** Each event's params: exactly these (an e-mail or a name sent by mistake is refused, not stored). */
/* @__NO_SIDE_EFFECTS__ */ const params = <N extends AnalyticsEventName, E extends v.ObjectEntries>(name: N, entries: E) =>
  onlyFields({ ...entries, language }, "{field} must be an object", () => `{field} is not a parameter of ${name}`, () => `{field} is required for ${name}`);

const PARAMS = {
  page_view: params("page_view", { page_path: text(1000, { pattern: /^\//, patternText: "a path starting with /" }), page_title: optionalText() }),
  login: params("login", { method: signIn }),
  sign_up: params("sign_up", { method: signIn }),
  logout: params("logout", {}),
  end_play: v.pipe(
    params("end_play", { deck_id: id(64), deck_name: text(), total_cards: int(0, 10_000), cards_viewed: int(0, 10_000), time_spent: int(0, 604_800) }),
    v.check((p) => p.cards_viewed <= p.total_cards, "{field}.cards_viewed must not be more than total_cards"),
  ),
  /** save: a deck saved for offline; save_card / unsave_card: a card saved or removed (card_id names it, as share's does). */
  deck_event: params("deck_event", {
    category: oneOf("Deck"),
    action: oneOf("open", "shuffle", "share", "save", "save_card", "unsave_card"),
    label: optionalText(),
    deck_id: id(64),
    card_id: v.optional(text(64, { min: 1 })),
  }),
  user_event: params("user_event", { category: oneOf("User"), action: id(64), label: optionalText(), plan_type: optionalText(32) }),
  engagement: params("engagement", { category: id(64), action: id(64), label: optionalText(), value: v.optional(finite()) }),
  begin_checkout: params("begin_checkout", money),
  purchase: params("purchase", { ...money, transaction_id: id(255) }),
  /** A table started ('Play together'): its levels ("light,deep"), timer in seconds and how many named players; never the names. */
  table_start: params("table_start", { deck_id: id(64), levels, timer: int(0, 3600), players: int(0, 12) }),
  /** A live room started by its host: its deck, levels ("light,deep") and timer in seconds. */
  room_start: params("room_start", { deck_id: id(64), levels, timer: int(0, 3600) }),
  /** Someone joined a live room; never their name or the room's code. */
  room_join: params("room_join", {}),
  /** A live room ended by its host: how many had joined, and how long it ran in seconds. */
  room_end: params("room_end", { participants: int(0, 10_000), duration: int(0, 604_800) }),
} satisfies Record<AnalyticsEventName, v.GenericSchema>;

type AnalyticsParamsByName = { [N in AnalyticsEventName]: v.InferOutput<(typeof PARAMS)[N]> };
export type AnalyticsParams<N extends AnalyticsEventName> = AnalyticsParamsByName[N];

/**
 * POST /api/events' body, its times weighed against `now()`. The message names the first bad field,
 * e.g. `events[3].params.cards_viewed must be a whole number from 0 to 10000`.
 */
export function eventsRequestSchema(now: () => number) {
  const time = v.pipe(
    v.number("{field} must be a whole number of epoch milliseconds"),
    v.safeInteger("{field} must be a whole number of epoch milliseconds"),
    v.check((at) => at <= now() + MAX_CLOCK_SKEW_MS, "{field} must not be more than 5 minutes in the future"),
    v.check((at) => at >= now() - MAX_EVENT_AGE_MS, "{field} must not be more than 30 days in the past"),
  );
  const event = v.pipe(
    notAList("{field} must be an object with name, params and time"),
    v.variant(
    "name",
    ANALYTICS_EVENT_NAMES.map((name) =>
      strictObjectOf({ name: v.literal(name), time, params: PARAMS[name] }, "{field} must be an object with name, params and time", () => "{field} is not a known field"),
    ),
    (issue) =>
      issue.path
        ? `{field} must be one of ${ANALYTICS_EVENT_NAMES.join(", ")}${typeof issue.input === "string" ? `, not ${JSON.stringify(issue.input.length > 40 ? `${issue.input.slice(0, 40)}…` : issue.input)}` : ""}`
        : "{field} must be an object with name, params and time",
    ),
  );
  const clientId = "clientId must be 8 to 64 characters of letters, digits, _, . and -";
  const events = `events must be a list of 1 to ${MAX_EVENTS_PER_REQUEST} events`;
  return onlyFields(
    {
      clientId: v.pipe(v.string(clientId), v.regex(CLIENT_ID, clientId)),
      events: v.pipe(v.array(event, events), v.minLength(1, events), v.maxLength(MAX_EVENTS_PER_REQUEST, events)),
    },
    "The body must be a JSON object with clientId and events",
    () => "{field} is not a known field",
  );
}

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

