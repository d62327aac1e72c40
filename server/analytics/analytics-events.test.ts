// The one rule set for POST /api/events bodies (shared/analytics-events.ts), which the page's code
// uses too: what passes, and for each kind of bad input the message naming the field.
import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENT_NAMES, MAX_CLOCK_SKEW_MS, MAX_EVENT_AGE_MS, MAX_EVENTS_PER_REQUEST } from "../../shared/analytics-events";
import { eventsRequestSchema } from "../../shared/schemas/analytics-events";
import { check } from "../../shared/schemas/checks";
import { oneOfEachEvent, TEST_CLIENT_ID } from "../../tests/support/server/analytics-events";

const NOW = Date.UTC(2026, 4, 10, 12, 0, 0);
const CLIENT = TEST_CLIENT_ID;
const oneOfEach = oneOfEachEvent(NOW);

const withEvent = (event: unknown) => ({ clientId: CLIENT, events: [oneOfEach[0], event] });
const endPlay = (params: Record<string, unknown>) => withEvent({ name: "end_play", params: { ...oneOfEach[4].params, ...params }, time: NOW });
const problem = (body: unknown) => {
  const result = check(eventsRequestSchema(() => NOW), body);
  return result.ok ? "accepted" : result.message;
};

describe("eventsRequestSchema", () => {
  it("accepts every event the spec names, at the edges of the time window", () => {
    expect(oneOfEach.map((e) => e.name)).toEqual([...ANALYTICS_EVENT_NAMES]);
    expect([MAX_CLOCK_SKEW_MS, MAX_EVENT_AGE_MS, MAX_EVENTS_PER_REQUEST]).toEqual([5 * 60_000, 30 * 86_400_000, 100]);
    const edges = [{ ...oneOfEach[3], time: NOW + MAX_CLOCK_SKEW_MS }, { ...oneOfEach[3], time: NOW - MAX_EVENT_AGE_MS }];
    const result = check(eventsRequestSchema(() => NOW), { clientId: CLIENT, events: [...oneOfEach, ...edges] });
    expect(result).toEqual({ ok: true, value: { clientId: CLIENT, events: [...oneOfEach, ...edges] } });
  });

  it.each([
    ["not an object", [], "The body must be a JSON object with clientId and events"],
    ["null", null, "The body must be a JSON object with clientId and events"],
    ["a string", "events", "The body must be a JSON object with clientId and events"],
    ["an unknown top-level field", { clientId: CLIENT, events: [oneOfEach[0]], email: "a@b.c" }, "email is not a known field"],
    ["no clientId", { events: [oneOfEach[0]] }, "clientId must be 8 to 64 characters of letters, digits, _, . and -"],
    ["a short clientId", { clientId: "abc", events: [oneOfEach[0]] }, "clientId must be 8 to 64 characters of letters, digits, _, . and -"],
    ["a clientId with spaces", { clientId: "abc defgh ijk", events: [oneOfEach[0]] }, "clientId must be 8 to 64 characters of letters, digits, _, . and -"],
    ["a numeric clientId", { clientId: 12345678, events: [oneOfEach[0]] }, "clientId must be 8 to 64 characters of letters, digits, _, . and -"],
    ["no events", { clientId: CLIENT, events: [] }, "events must be a list of 1 to 100 events"],
    ["events as an object", { clientId: CLIENT, events: { 0: oneOfEach[0] } }, "events must be a list of 1 to 100 events"],
    ["101 events", { clientId: CLIENT, events: Array(101).fill(oneOfEach[0]) }, "events must be a list of 1 to 100 events"],
  ])("refuses %s", (_, body, message) => {
    expect(problem(body)).toBe(message);
  });

  it.each([
    ["an event that is an array", [], "events[1] must be an object with name, params and time"],
    ["an unknown event name", { name: "sign_in", params: {}, time: NOW }, /^events\[1\]\.name must be one of page_view, login, .*, not "sign_in"$/],
    ["a name that is not text", { name: 7, params: {}, time: NOW }, /^events\[1\]\.name must be one of page_view, .*purchase, table_start, room_start, room_join, room_end$/],
    ["a prototype key as the name", { name: "constructor", params: {}, time: NOW }, /^events\[1\]\.name must be one of/],
    ["an unknown event field", { name: "logout", params: {}, time: NOW, user: "ann" }, "events[1].user is not a known field"],
    ["time as text", { name: "logout", params: {}, time: String(NOW) }, "events[1].time must be a whole number of epoch milliseconds"],
    ["time with a fraction", { name: "logout", params: {}, time: NOW + 0.5 }, "events[1].time must be a whole number of epoch milliseconds"],
    ["a huge time", { name: "logout", params: {}, time: 1e300 }, "events[1].time must be a whole number of epoch milliseconds"],
    ["a time 6 minutes ahead", { name: "logout", params: {}, time: NOW + 6 * 60_000 }, "events[1].time must not be more than 5 minutes in the future"],
    ["a time 31 days old", { name: "logout", params: {}, time: NOW - 31 * 86_400_000 }, "events[1].time must not be more than 30 days in the past"],
    ["params as an array", { name: "logout", params: [], time: NOW }, "events[1].params must be an object"],
    ["params missing", { name: "logout", time: NOW }, "events[1].params must be an object"],
    ["an unknown param", { name: "logout", params: { email: "ann@example.com" }, time: NOW }, "events[1].params.email is not a parameter of logout"],
    ["__proto__ as a param", JSON.parse(`{"name":"logout","params":{"__proto__":{"x":1}},"time":${NOW}}`), "events[1].params.__proto__ is not a parameter of logout"],
    ["a nested param", { name: "login", params: { method: { name: "google" } }, time: NOW }, "events[1].params.method must be a string, number or boolean, not an object"],
    ["a param that is an array", { name: "page_view", params: { page_path: ["/"] }, time: NOW }, "events[1].params.page_path must be a string, number or boolean, not an array"],
    ["a required param missing", { name: "page_view", params: {}, time: NOW }, "events[1].params.page_path is required for page_view"],
    ["a path without its slash", { name: "page_view", params: { page_path: "decks" }, time: NOW }, "events[1].params.page_path must be a path starting with /"],
    ["an overlong path", { name: "page_view", params: { page_path: `/${"a".repeat(1000)}` }, time: NOW }, "events[1].params.page_path must be at most 1000 characters"],
    ["a method not in the list", { name: "login", params: { method: "facebook" }, time: NOW }, 'events[1].params.method must be one of "cognito", "google"'],
    ["a NUL in text", { name: "page_view", params: { page_path: "/a\u0000b" }, time: NOW }, "events[1].params.page_path must not contain control characters or unpaired surrogates"],
    ["an unpaired surrogate", { name: "page_view", params: { page_path: "/\ud83d" }, time: NOW }, "events[1].params.page_path must not contain control characters or unpaired surrogates"],
    ["a 301-character label", { name: "engagement", params: { category: "c", action: "a", label: "x".repeat(301) }, time: NOW }, "events[1].params.label must be at most 300 characters"],
    ["an empty deck id", { name: "deck_event", params: { category: "Deck", action: "open", deck_id: "" }, time: NOW }, "events[1].params.deck_id must not be empty"],
    ["a deck action not in the list", { name: "deck_event", params: { category: "Deck", action: "delete", deck_id: "d" }, time: NOW }, 'events[1].params.action must be one of "open", "shuffle", "share", "save", "save_card", "unsave_card"'],
    ["a user event of another category", { name: "user_event", params: { category: "Deck", action: "x" }, time: NOW }, 'events[1].params.category must be one of "User"'],
    ["a 33-character plan type", { name: "user_event", params: { category: "User", action: "x", plan_type: "p".repeat(33) }, time: NOW }, "events[1].params.plan_type must be at most 32 characters"],
    ["a value as text", { name: "engagement", params: { category: "c", action: "a", value: "NaN" }, time: NOW }, "events[1].params.value must be a finite number"],
    ["a negative price", { name: "begin_checkout", params: { value: -1, currency: "usd", item: "d" }, time: NOW }, "events[1].params.value must be at least 0"],
    ["a currency of 4 letters", { name: "begin_checkout", params: { value: 1, currency: "usdx", item: "d" }, time: NOW }, "events[1].params.currency must be at most 3 characters"],
    ["a currency with digits", { name: "begin_checkout", params: { value: 1, currency: "us1", item: "d" }, time: NOW }, "events[1].params.currency must be a 3-letter currency code"],
    ["table levels that are not the cards' own", { name: "table_start", params: { deck_id: "d", levels: "light,spicy", timer: 0, players: 0 }, time: NOW }, 'events[1].params.levels must be levels such as "light,deep"'],
    ["thirteen players", { name: "table_start", params: { deck_id: "d", levels: "deep", timer: 60, players: 13 }, time: NOW }, "events[1].params.players must be a whole number from 0 to 12"],
    ["a purchase without its session id", { name: "purchase", params: { value: 1, currency: "usd", item: "d" }, time: NOW }, "events[1].params.transaction_id is required for purchase"],
  ])("refuses %s, naming the field", (_, event, message) => {
    if (typeof message === "string") expect(problem(withEvent(event))).toBe(message);
    else expect(problem(withEvent(event))).toMatch(message);
  });

  it.each([
    ["cards_viewed as text", { cards_viewed: "3" }, "events[1].params.cards_viewed must be a whole number from 0 to 10000"],
    ["cards_viewed with a fraction", { cards_viewed: 2.5 }, "events[1].params.cards_viewed must be a whole number from 0 to 10000"],
    ["negative cards_viewed", { cards_viewed: -1 }, "events[1].params.cards_viewed must be a whole number from 0 to 10000"],
    ["total_cards over 10000", { total_cards: 10_001 }, "events[1].params.total_cards must be a whole number from 0 to 10000"],
    ["more cards viewed than the deck has", { total_cards: 3, cards_viewed: 4 }, "events[1].params.cards_viewed must not be more than total_cards"],
    ["time_spent over a week", { time_spent: 604_801 }, "events[1].params.time_spent must be a whole number from 0 to 604800"],
    ["time_spent as a boolean", { time_spent: true }, "events[1].params.time_spent must be a whole number from 0 to 604800"],
    ["a deck_id over 64 characters", { deck_id: "d".repeat(65) }, "events[1].params.deck_id must be at most 64 characters"],
  ])("refuses an end_play with %s", (_, params, message) => {
    expect(problem(endPlay(params))).toBe(message);
  });

  it("takes the page's language on any event, and only a language of ours", () => {
    const deckEvent = { ...oneOfEach[4], params: { ...oneOfEach[4].params, language: "fr" } };
    expect(problem({ clientId: CLIENT, events: [{ ...oneOfEach[0], params: { ...oneOfEach[0].params, language: "de" } }, deckEvent] })).toBe("accepted");
    expect(problem(endPlay({ language: "it" }))).toBe('events[1].params.language must be one of "de", "fr", "es", "en-XA"');
  });

  it("names the first bad event by its index", () => {
    const events = [oneOfEach[0], oneOfEach[1], oneOfEach[2], { ...oneOfEach[4], params: { ...oneOfEach[4].params, cards_viewed: 1.5 } }];
    expect(problem({ clientId: CLIENT, events })).toBe("events[3].params.cards_viewed must be a whole number from 0 to 10000");
  });
});
