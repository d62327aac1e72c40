// A live room of a person's own deck: only its owner may host it; the room plays the deck as it
// stood when the room started, with only the cards the host may read (a gathered premium card
// they may not read never reaches the room); an edit or deletion of the deck leaves the room be.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import type { DatabaseHandle } from "../db/database";
import type { RoomState } from "../../shared/rooms";
import { openSeededDatabase, testDatabases } from "../../tests/support/server/test-databases";
import { testCallers } from "../../tests/support/server/test-billing";
import { act, asParticipant, join, json, openStream, startRoom } from "../../tests/support/server/rooms-harness";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const premium = content.find((d) => d.isPremium)!;
// Past the preview: readable only by those who own the deck or hold the pass.
const lockedCard = premium.cards[10];
const freeCard = free.cards.find((card) => card.intensity === 2)!;

describe.each(testDatabases)("live rooms of own decks on $name", ({ target }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const callers = testCallers();
  const host = callers.as("own-deck-host");
  const fetch = (url: string, init?: RequestInit) => app.request(url, init);
  const deckId = "my-roomdeck0001";
  const questions = ["What did <b>you</b> learn this week?", "Which habit would you give away for free?"];

  const putDeck = async (title: string, first: string) => {
    const cards = [
      { kind: "question", id: "q1", question: first, followUp: null, intensity: 1 },
      { kind: "card", id: "c1", cardId: lockedCard.id },
      { kind: "question", id: "q2", question: questions[1], followUp: "And who would take it?", intensity: 1 },
      { kind: "card", id: "c2", cardId: freeCard.id },
    ];
    const res = await fetch(`/api/me/decks/${deckId}`, {
      method: "PUT",
      headers: { ...host, "Content-Type": "application/json" },
      body: JSON.stringify({ title, description: "", cards, changedAt: new Date().toISOString() }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  beforeAll(async () => {
    handle = await openSeededDatabase(target, content);
    app = createApp({ db: handle.db, auth: { settings: null, verifier: callers.verifier } });
    await putDeck("Offsite openers", questions[0]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("plays the host's own deck, the cards the host may read only, as the deck stood at the start", async () => {
    const code = await startRoom(fetch, host, { deckId, levels: [1, 2, 3], timerSeconds: 0 });
    expect(await (await fetch(`/api/rooms/${code}`)).json()).toEqual({ code, deckTitle: "Offsite openers", status: "waiting" });

    // Edited and then deleted after the start: the room goes on with the deck it started with.
    await putDeck("Renamed", "A question written after the room started?");
    const deleted = await fetch(`/api/me/decks/${deckId}`, { method: "DELETE", headers: { ...host, "Content-Type": "application/json" }, body: JSON.stringify({ changedAt: new Date().toISOString() }) });
    expect(deleted.status).toBe(200);

    const guest = await openStream(fetch, code, asParticipant(await join(fetch, code, "Guest")));
    const first = await guest.waitFor(() => true);
    expect(first).toMatchObject({ total: 3, deck: { title: "Offsite openers" } });
    const seen: RoomState["card"][] = [];
    for (let i = 0; i < first.total; i++) {
      await act(fetch, code, host, "next");
      const revealed = (await (await act(fetch, code, host, "reveal")).json()) as RoomState;
      seen.push((await guest.waitFor((s) => s.version === revealed.version, 1000)).card);
    }
    expect(seen.map((card) => card?.question).sort()).toEqual([questions[0], questions[1], freeCard.question].sort());
    expect(seen.find((card) => card?.question === questions[1])).toEqual({ question: questions[1], followUp: "And who would take it?", intensity: 1 });
    expect(JSON.stringify(guest.states)).not.toContain(lockedCard.question);
    guest.close();
  });

  it("lets nobody but its owner host it, and refuses levels it has no cards at", async () => {
    const other = "my-roomdeck0002";
    const res = await fetch(`/api/me/decks/${other}`, {
      method: "PUT",
      headers: { ...host, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Light only", description: "", cards: [{ kind: "question", id: "q1", question: "Tea or coffee, and why?", followUp: null, intensity: 1 }], changedAt: new Date().toISOString() }),
    });
    expect(res.status).toBe(200);
    const someoneElse = await fetch("/api/rooms", json({ deckId: other, levels: [1], timerSeconds: 0 }, callers.as("not-the-owner")));
    expect(someoneElse.status).toBe(404);
    expect(await someoneElse.json()).toEqual({ error: "not_found", message: "Deck not found" });
    const deep = await fetch("/api/rooms", json({ deckId: other, levels: [3], timerSeconds: 0 }, host));
    expect(deep.status).toBe(400);
    // Deleted decks cannot start rooms.
    expect((await fetch("/api/rooms", json({ deckId, levels: [1], timerSeconds: 0 }, host))).status).toBe(404);
  });
});
