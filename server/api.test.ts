import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { loadDeckContent } from "./content/deck-content";
import type { DatabaseHandle } from "./db/database";
import { migrate } from "./db/migrations";
import { seedDecks } from "./db/seed";
import { deckList, freeDeckWithCards } from "./decks/visitor-view";
import { makeBuiltApp } from "../tests/support/server/built-app";
import { openSeededDatabase, testDatabases } from "../tests/support/server/test-databases";
import type { DeckSummary, DeckWithCards } from "../shared/api-types";

const content = loadDeckContent();
const premium = content.find((d) => d.isPremium)!;
const free = content.find((d) => !d.isPremium)!;

describe.each(testDatabases)("API on $name", ({ target }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    handle = await openSeededDatabase(target, content);
    app = createApp({ db: handle.db, staticDir: makeBuiltApp() });
  });

  afterAll(async () => {
    await handle?.close();
  });

  describe("database", () => {
    it("applies migrations once and seeds idempotently", async () => {
      expect(await migrate(handle.db)).toEqual([]);
      const again = await seedDecks(handle.db, content);
      expect(again).toEqual({ inserted: [], updated: [], removed: [], unchanged: content.length });
    });

    it("re-seeds a deck whose content changed and removes decks no longer in the files", async () => {
      const edited = content.map((d) => (d.deckId === free.deckId ? { ...d, title: "Edited Title" } : d));
      const withoutLast = edited.slice(0, -1);
      const result = await seedDecks(handle.db, withoutLast);
      expect(result.updated).toEqual([free.deckId]);
      expect(result.removed).toEqual([content[content.length - 1].deckId]);
      const restored = await seedDecks(handle.db, content);
      expect(restored.inserted).toEqual([content[content.length - 1].deckId]);
      expect(restored.updated).toEqual([free.deckId]);
    });
  });

  describe("GET /api/decks", () => {
    it("lists every deck with the fields the UI needs", async () => {
      const res = await app.request("/api/decks");
      expect(res.status).toBe(200);
      const decks = (await res.json()) as DeckSummary[];
      expect(decks).toHaveLength(content.length);
      const listed = decks.find((d) => d.deckId === premium.deckId)!;
      expect(listed).toEqual({
        deckId: premium.deckId,
        title: premium.title,
        description: premium.description,
        isPremium: true,
        cardCount: premium.cards.length,
        category: premium.category,
        coverColor: premium.coverColor,
        language: "en",
      });
    });

    it("has an ETag, a short public cache lifetime, and answers 304 when unchanged", async () => {
      const res = await app.request("/api/decks");
      const etag = res.headers.get("ETag");
      expect(etag).toMatch(/^".+"$/);
      expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=60\b/);
      const again = await app.request("/api/decks", { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get("Cache-Control")).toMatch(/^public, max-age=60\b/);
    });

    it("compresses when the client accepts gzip", async () => {
      const res = await app.request("/api/decks", { headers: { "Accept-Encoding": "gzip" } });
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
    });
  });

  describe("GET /api/decks/:deckId/cards", () => {
    it("returns every card of a free deck", async () => {
      const res = await app.request(`/api/decks/${free.deckId}/cards`);
      expect(res.status).toBe(200);
      const deck = (await res.json()) as DeckWithCards;
      expect(deck.preview).toBe(false);
      expect(deck.lockedCardCount).toBe(0);
      expect(deck.cards).toHaveLength(free.cards.length);
      expect(deck.cards[0]).toEqual({
        id: free.cards[0].id,
        index: 0,
        question: free.cards[0].question,
        followUp: free.cards[0].followUp ?? null,
        intensity: free.cards[0].intensity,
      });
    });

    it("answers a visitor exactly what the build prerenders into the free decks' pages", async () => {
      for (const deck of content.filter((d) => !d.isPremium)) {
        const res = await app.request(`/api/decks/${deck.deckId}/cards`);
        expect(await res.json()).toEqual(freeDeckWithCards(deck));
      }
      const list = (await (await app.request("/api/decks")).json()) as DeckSummary[];
      expect(list).toEqual(deckList(content));
      expect(() => freeDeckWithCards(premium)).toThrow(/premium/);
    });

    it("gives a visitor only the first 5 cards of a premium deck and no locked text", async () => {
      const res = await app.request(`/api/decks/${premium.deckId}/cards`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
      const body = await res.text();
      const deck = JSON.parse(body) as DeckWithCards;
      expect(deck.preview).toBe(true);
      expect(deck.cardCount).toBe(premium.cards.length);
      expect(deck.lockedCardCount).toBe(premium.cards.length - 5);
      // The withheld cards' levels (what a table deals by), never their text.
      expect(deck.lockedIntensities).toEqual(premium.cards.slice(5).map((c) => c.intensity));
      expect(deck.cards.map((c) => c.question)).toEqual(premium.cards.slice(0, 5).map((c) => c.question));
      for (const locked of premium.cards.slice(5)) {
        expect(body).not.toContain(locked.question);
        if (locked.followUp) expect(body).not.toContain(locked.followUp);
      }
    });

    it("answers 304 to a revalidation of an unchanged deck, keeping its cache rules", async () => {
      const res = await app.request(`/api/decks/${free.deckId}/cards`);
      const etag = res.headers.get("ETag");
      expect(etag).toMatch(/^".+"$/);
      const again = await app.request(`/api/decks/${free.deckId}/cards`, { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
      // Who asks (a premium deck) and how it is encoded: never shared across either in a cache.
      expect(again.headers.get("Vary")).toBe("Authorization, Accept-Encoding");
      expect(await again.text()).toBe("");
    });

    it("answers 404 for an unknown deck and 400 for a malformed id", async () => {
      const missing = await app.request("/api/decks/no-such-deck/cards");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: "deck_not_found" });

      for (const bad of ["Bad_Id", "a".repeat(65), "%E2%9C%93", "..%2Fetc"]) {
        const res = await app.request(`/api/decks/${bad}/cards`);
        expect(res.status, bad).toBe(400);
        const body = await res.json();
        expect(body).toEqual({ error: "invalid_deck_id", message: expect.any(String) });
      }
    });
  });

  describe("POST /api/feedback", () => {
    const post = (body: string, type = "application/json") =>
      app.request("/api/feedback", { method: "POST", headers: { "Content-Type": type }, body });

    it("stores valid feedback and answers 201", async () => {
      const res = await post(JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Lovely questions, thanks!" }));
      expect(res.status).toBe(201);
      const created = (await res.json()) as { id: number };
      const row = await handle.db.selectFrom("feedback").selectAll().where("id", "=", created.id).executeTakeFirst();
      expect(row).toMatchObject({ name: "Ada", email: "ada@example.com", message: "Lovely questions, thanks!" });
    });

    it("accepts a message alone", async () => {
      expect((await post(JSON.stringify({ message: "Could you add a deck for roommates?" }))).status).toBe(201);
    });

    it.each([
      ["no message", { name: "Ada" }, "Message is required."],
      ["a blank message", { message: "    " }, "Message is required."],
      ["a short message", { message: "hi" }, "Message must be at least 10 characters."],
      ["a long message", { message: "x".repeat(2001) }, "Message must be at most 2000 characters."],
      ["a bad email", { message: "A perfectly fine message", email: "not-an-email" }, "Email must be a valid email address, like name@example.com."],
      ["a long name", { message: "A perfectly fine message", name: "n".repeat(101) }, "Name must be at most 100 characters."],
      ["a non-text name", { message: "A perfectly fine message", name: 42 }, "Name must be text."],
      ["an unknown field", { message: "A perfectly fine message", admin: true }, "Unknown field: admin."],
      ["an array", [1, 2], "Send a JSON object with a message."],
    ])("rejects %s with 400 and a message", async (_label, body, message) => {
      const res = await post(JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "validation_error", message });
    });

    it("rejects malformed JSON, other content types and oversized bodies", async () => {
      const bad = await post("{not json");
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: "invalid_json", message: "Invalid or malformed JSON was provided" });
      expect((await post("message=hi", "application/x-www-form-urlencoded")).status).toBe(415);
      const huge = await post(JSON.stringify({ message: "x".repeat(20_000) }));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ error: "payload_too_large" });
    });
  });

  describe("errors", () => {
    it("answers wrong methods with 405 JSON and an Allow header", async () => {
      for (const [method, url, allow] of [
        ["DELETE", "/api/decks", "GET, HEAD"],
        ["POST", `/api/decks/${free.deckId}/cards`, "GET, HEAD"],
        ["GET", "/api/feedback", "POST"],
        ["POST", "/", "GET, HEAD"],
      ] as const) {
        const res = await app.request(url, { method });
        expect(res.status, `${method} ${url}`).toBe(405);
        expect(res.headers.get("Allow")).toBe(allow);
        expect(await res.json()).toMatchObject({ error: "method_not_allowed" });
      }
    });

    it("answers unknown API paths and overlong paths with JSON, never a stack trace", async () => {
      const unknown = await app.request("/api/nope");
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: "not_found" });
      const long = await app.request(`/api/decks/${"a".repeat(3000)}/cards`);
      expect(long.status).toBe(414);
      const body = await long.text();
      expect(JSON.parse(body)).toMatchObject({ error: "uri_too_long" });
      expect(body).not.toMatch(/at .*\.ts/);
    });
  });

  describe("headers", () => {
    it("sends the security headers on pages, API answers and errors", async () => {
      for (const url of ["/", "/api/decks", "/api/nope", "/missing.png"]) {
        const res = await app.request(url);
        const csp = res.headers.get("Content-Security-Policy") ?? "";
        expect(csp, url).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
        expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
        expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
      }
    });
  });
});
