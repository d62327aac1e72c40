import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { KyselyPlugin } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import { seedDecks } from "../db/seed";
import { seededDatabaseForFile, testDatabases } from "../../tests/support/server/test-databases";
import type { DeckSummary, DeckWithCards } from "../../shared/api-types";
import { publicDecks } from "./public-decks";
import { deckList, freeDeckWithCards } from "./visitor-view";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const premium = content.find((d) => d.isPremium)!;

/** Counts the statements the app sends to the database. */
function queryCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

describe.each(testDatabases)("the public deck answers on $name", ({ target }) => {
  const database = seededDatabaseForFile(target, content);

  it("sends the deck list and free decks from memory, not from the database per request", async () => {
    const counter = queryCounter();
    const app = createApp({ db: database().db.withPlugin(counter) });
    const started = Date.now();
    for (let i = 0; i < 20; i++) {
      expect((await app.request("/api/decks")).status).toBe(200);
      expect((await app.request(`/api/decks/${free.deckId}/cards`)).status).toBe(200);
    }
    // The first build: the version, the list, the free decks and their cards; and, on a machine
    // slow enough for the 40 requests to take seconds, one version check per 2 s.
    expect(counter.count).toBeLessThanOrEqual(4 + Math.floor((Date.now() - started) / 2_000));
    // Another language is built once, when first asked for: its list, free decks and their cards.
    for (let i = 0; i < 20; i++) {
      expect((await app.request("/api/decks?lang=de")).status).toBe(200);
      expect((await app.request(`/api/decks/${free.deckId}/cards?lang=de`)).status).toBe(200);
    }
    expect(counter.count).toBeLessThanOrEqual(7 + Math.floor((Date.now() - started) / 2_000));
    // A premium deck still comes from SQL, per request.
    const before = counter.count;
    await app.request(`/api/decks/${premium.deckId}/cards`);
    expect(counter.count).toBeGreaterThan(before);
  });

  it("sends each encoding's bytes made once, each decoding to the same answer as the content", async () => {
    const app = createApp({ db: database().db });
    const plain = await app.request("/api/decks");
    expect(await plain.json()).toEqual(deckList(content));
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await app.request(`/api/decks/${free.deckId}/cards`, { headers: { "Accept-Encoding": encoding } });
      expect(res.headers.get("Content-Encoding")).toBe(encoding);
      expect(res.headers.get("Content-Length")).toBe(String((await res.clone().arrayBuffer()).byteLength));
      const deck = JSON.parse(decode(Buffer.from(await res.arrayBuffer())).toString()) as DeckWithCards;
      expect(deck).toEqual(freeDeckWithCards(free));
    }
  });

  it("rebuilds the answers when the decks in the database change, in every language built", async () => {
    const decks = publicDecks(database().db, { recheckMs: 0 });
    const title = (body: Uint8Array) => (JSON.parse(Buffer.from(body).toString()) as DeckSummary[]).find((d) => d.deckId === free.deckId)?.title;
    expect(title((await decks.list()).identity.body)).toBe(free.title);
    expect(title((await decks.list("de")).identity.body)).toBe(free.texts!.de!.title);
    const retitled = { ...free, title: "Retitled Deck", texts: { ...free.texts, de: { ...free.texts!.de!, title: "Neuer Titel" } } };
    const edited = content.map((d) => (d.deckId === free.deckId ? retitled : d));
    await seedDecks(database().db, edited);
    try {
      // Each request after the change starts a check in the background; a later one sees it.
      await vi.waitFor(async () => expect(title((await decks.list()).identity.body)).toBe("Retitled Deck"), { timeout: 5_000 });
      // German was built before the change, so it was built again before the new version was sent.
      expect(title((await decks.list("de")).identity.body)).toBe("Neuer Titel");
      const deck = JSON.parse(Buffer.from((await decks.freeDeck(free.deckId))!.identity.body).toString()) as DeckWithCards;
      expect(deck.title).toBe("Retitled Deck");
      expect((await decks.freeDeckData(free.deckId, "de"))?.title).toBe("Neuer Titel");
      expect(await decks.freeDeck(premium.deckId)).toBeNull();
    } finally {
      await seedDecks(database().db, content);
    }
  });
});
