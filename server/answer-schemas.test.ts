// The answers' schemas (shared/schemas/answers.ts, own-decks-answers.ts, rooms-answers.ts) declare
// what the page reads; the page's types are inferred from them, and the page does not check
// answers at run time. This holds the declarations to the server: each route's real answer must
// parse, so a field the server drops or changes fails here before a page reads it wrongly.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { loadDeckContent } from "./content/deck-content";
import { changeEntitlement } from "./entitlements/entitlement-repository";
import {
  ApiErrorBodySchema,
  AuthConfigSchema,
  DeckSummarySchema,
  DeckWithCardsSchema,
  EntitlementsSchema,
  EventsAcceptedSchema,
  FeedbackCreatedSchema,
  PricingSchema,
  SavedCardsListSchema,
  SavedCardStateSchema,
} from "../shared/schemas/answers";
import { AlreadyCopiedSchema, OwnDeckSavedSchema, OwnDecksListSchema, SharedDeckSchema } from "../shared/schemas/own-decks-answers";
import { RoomCreatedSchema, RoomJoinedSchema, RoomStateSchema, RoomSummarySchema } from "../shared/schemas/rooms-answers";
import { memoryTarget } from "../tests/support/server/test-databases";
import { testAppsForFile } from "../tests/support/server/test-app";
import { localIdentitySettings } from "../tests/support/server/test-identity";
import { act, join, json, startRoom } from "../tests/support/server/rooms-harness";
import { oneOfEachEvent, TEST_CLIENT_ID } from "../tests/support/server/analytics-events";

const content = loadDeckContent();
const free = content.find((deck) => !deck.isPremium)!;
const premium = content.find((deck) => deck.isPremium)!;

/** The answer's JSON, parsed by `schema`: a failure names the field that does not match. */
async function answer<S extends v.GenericSchema>(schema: S, response: Response | Promise<Response>, status = 200) {
  const res = await response;
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  const result = v.safeParse(schema, body);
  expect(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? "(body)"}: ${issue.message}`)).toEqual([]);
  return body as v.InferOutput<S>;
}

describe("the answers match the schemas the page's types come from", () => {
  const { callers, db, appWith } = testAppsForFile(memoryTarget(), content);
  const person = callers.as("answers-person");

  it("decks, a deck's cards, prices, the sign-in config and an error", async () => {
    const app = appWith();
    for (const query of ["", "?lang=en", "?lang=fr"]) {
      const list = await answer(v.array(DeckSummarySchema), app.request(`/api/decks${query}`));
      const decks = [list, await answer(DeckWithCardsSchema, app.request(`/api/decks/${free.deckId}/cards${query}`))].flat();
      decks.push(await answer(DeckWithCardsSchema, app.request(`/api/decks/${premium.deckId}/cards${query}`)));
      // Optional in the schema only for what devices stored before it was sent: the server always sends it.
      for (const deck of decks) expect(deck.language, `${deck.deckId}${query}`).toBe(query === "?lang=fr" ? "fr" : "en");
    }
    await answer(ApiErrorBodySchema, app.request("/api/decks?lang=xx"), 400);
    await answer(PricingSchema, app.request("/api/pricing"));
    await answer(ApiErrorBodySchema, app.request("/api/auth/config"), 503);
    const withIdentity = createApp({ db: db(), auth: { settings: localIdentitySettings("http://127.0.0.1:9"), verifier: callers.verifier } });
    await answer(AuthConfigSchema, withIdentity.request("http://localhost:3999/api/auth/config"));
    await answer(ApiErrorBodySchema, app.request("/api/decks/no-such-deck/cards"), 404);
  });

  it("a signed-in person's entitlements and saved cards", async () => {
    const app = appWith();
    await changeEntitlement(db(), { userId: "answers-person", deckId: null, revoke: false });
    await answer(EntitlementsSchema, app.request("/api/me/entitlements", { headers: person }));
    const cardId = free.cards[0].id;
    await answer(SavedCardStateSchema, app.request(`/api/me/saved-cards/${cardId}`, { method: "PUT", headers: person }));
    const list = await answer(SavedCardsListSchema, app.request("/api/me/saved-cards", { headers: person }));
    expect(JSON.stringify(list)).toContain(cardId);
  });

  it("own decks, their list and a shared one", async () => {
    const app = appWith();
    const deck = { title: "Answers", description: "", cards: [{ kind: "question", id: "q1", question: "What would you ask first?", followUp: null, intensity: 1 }] };
    await answer(OwnDeckSavedSchema, app.request("/api/me/decks/my-answers-1", { ...json(deck, person), method: "PUT" }));
    await answer(OwnDecksListSchema, app.request("/api/me/decks", { headers: person }));
    const { shareId } = (await (await app.request("/api/me/decks/my-answers-1/share", { method: "POST", headers: person })).json()) as { shareId: string };
    await answer(SharedDeckSchema, app.request(`/api/shared-decks/${shareId}`));
    const reader = callers.as("answers-reader");
    await answer(OwnDeckSavedSchema, app.request(`/api/shared-decks/${shareId}/copy`, { method: "POST", headers: reader }), 201);
    await answer(AlreadyCopiedSchema, app.request(`/api/shared-decks/${shareId}/copy`, { method: "POST", headers: reader }), 409);
  });

  it("a room: its summary, a join and the state a host action answers", async () => {
    const app = appWith();
    const fetch = (url: string, init?: RequestInit) => app.request(url, init);
    const host = callers.as("answers-host");
    await answer(RoomCreatedSchema, app.request("/api/rooms", json({ deckId: free.deckId, levels: [1], timerSeconds: 0 }, host)), 201);
    const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
    await answer(RoomSummarySchema, app.request(`/api/rooms/${code}`));
    expect(v.safeParse(RoomJoinedSchema, await join(fetch, code, "Ada 👩‍💻")).success).toBe(true);
    await answer(RoomStateSchema, act(fetch, code, host, "next"));
  });

  it("feedback and events accepted", async () => {
    const app = appWith();
    await answer(FeedbackCreatedSchema, app.request("/api/feedback", { method: "POST", ...json({ message: "The answers hold their shape." }) }), 201);
    const events = { clientId: TEST_CLIENT_ID, events: oneOfEachEvent(Date.now()).slice(0, 2) };
    await answer(EventsAcceptedSchema, app.request("/api/events", { method: "POST", ...json(events) }), 202);
  });
});
