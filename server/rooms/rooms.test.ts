// Live rooms' API (shared/rooms.ts): hosting, joining, host actions, the live stream, and the rules
// several people share: who may act, who may read, how many, how often.
import { beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { changeEntitlement } from "../entitlements/entitlement-repository";
import { ROOM_CAPACITY, ROOM_IDLE_MS, type RoomState } from "../../shared/rooms";
import { endLapsedRooms } from "./room-repository";
import { testDatabases } from "../../tests/support/server/test-databases";
import { testAppsForFile, type TestApp } from "../../tests/support/server/test-app";
import { act, asParticipant, join, json, openStream, startRoom } from "../../tests/support/server/rooms-harness";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const premium = content.find((d) => d.isPremium)!;
const lightCount = free.cards.filter((card) => card.intensity === 1).length;

describe.each(testDatabases)("live rooms on $name", ({ target }) => {
  const { callers, db, appWith } = testAppsForFile(target, content);
  let app: TestApp;
  const host = callers.as("room-host");
  const fetch = (url: string, init?: RequestInit) => app.request(url, init);
  let room: string;

  beforeAll(async () => {
    app = appWith();
    room = await startRoom(fetch, host, { deckId: free.deckId, levels: [1], timerSeconds: 60 });
  });

  const expectError = async (res: Response, status: number, error: string, message?: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string; message: string };
    expect(body).toEqual({ error, message: message ?? expect.any(String) });
  };

  describe("hosting", () => {
    it("gives a signed-in host a room with a six-character code of unmistakable characters", () => {
      expect(room).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    });

    it("needs a signed-in host, valid settings and a deck the host can read in full", async () => {
      await expectError(await fetch("/api/rooms", json({ deckId: free.deckId, levels: [1], timerSeconds: 0 })), 401, "sign_in_required");
      await expectError(await fetch("/api/rooms", json({ deckId: free.deckId, levels: [], timerSeconds: 0 }, host)), 400, "validation_error");
      await expectError(await fetch("/api/rooms", json({ deckId: free.deckId, levels: [1], timerSeconds: 45 }, host)), 400, "validation_error");
      await expectError(await fetch("/api/rooms", json({ deckId: "no-such-deck", levels: [1], timerSeconds: 0 }, host)), 404, "not_found");
      await expectError(await fetch("/api/rooms", json({ deckId: premium.deckId, levels: [1, 2, 3], timerSeconds: 0 }, host)), 403, "deck_locked");
      await expectError(await fetch("/api/rooms", { method: "POST", headers: { ...host, "Content-Type": "application/json" }, body: "{nope" }), 400, "invalid_json");
    });

    it("lets the owner of a premium deck host it, and the pass holder host rooms of 200", async () => {
      await changeEntitlement(db(), { userId: "pass-host", deckId: null });
      const code = await startRoom(fetch, callers.as("pass-host"), { deckId: premium.deckId, levels: [1, 2, 3], timerSeconds: 0 });
      const stream = await openStream(fetch, code, callers.as("pass-host"));
      expect((await stream.waitFor(() => true)).capacity).toBe(ROOM_CAPACITY.pass);
      stream.close();
    });

    it("answers what anyone may know of a room from its code, in any case", async () => {
      const res = await fetch(`/api/rooms/${room.toLowerCase()}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ code: room, deckTitle: free.title, status: "waiting" });
    });
  });

  describe("a room played live", () => {
    it("sends the host's and participants' screens the same card, the text only when revealed and the names only to the host", async () => {
      const ana = await join(fetch, room, "  Ana   María ");
      expect(ana.name).toBe("Ana María");
      const hostView = await openStream(fetch, room, host);
      const anaView = await openStream(fetch, room, asParticipant(ana));
      const waiting = await anaView.waitFor(() => true);
      expect(waiting).toMatchObject({ status: "waiting", position: -1, card: null, total: lightCount, participantCount: 1, capacity: ROOM_CAPACITY.free });
      expect(waiting.participants).toBeUndefined();
      expect((await hostView.waitFor((s) => s.participantCount === 1)).participants).toEqual([{ id: ana.participantId, name: "Ana María" }]);

      const next = await act(fetch, room, host, "next");
      expect(next.status).toBe(200);
      const shown = (await next.json()) as RoomState;
      expect(shown).toMatchObject({ status: "live", position: 0, faceUp: false, card: null });
      const faceDown = await anaView.waitFor((s) => s.version === shown.version, 1000);
      expect(faceDown.card).toBeNull();

      const revealed = (await (await act(fetch, room, host, "reveal")).json()) as RoomState;
      expect(revealed.card?.question).toEqual(expect.any(String));
      expect(free.cards.find((card) => card.question === revealed.card?.question)?.intensity).toBe(1);
      expect((await anaView.waitFor((s) => s.version === revealed.version, 1000)).card).toEqual(revealed.card);

      const timed = (await (await act(fetch, room, host, "start-timer")).json()) as RoomState;
      expect(timed.timer).toMatchObject({ seconds: 60, running: true });
      expect(timed.timer!.endsAt! - timed.serverTime).toBeGreaterThan(55_000);
      const paused = (await (await act(fetch, room, host, "pause-timer")).json()) as RoomState;
      expect(paused.timer).toMatchObject({ running: false, endsAt: null });

      const picked = (await (await act(fetch, room, host, "pick")).json()) as RoomState;
      expect(picked.picked).toBe("Ana María");
      expect((await anaView.waitFor((s) => s.version === picked.version, 1000)).picked).toBe("Ana María");

      const moved = (await (await act(fetch, room, host, "next")).json()) as RoomState;
      expect(moved).toMatchObject({ position: 1, faceUp: false, card: null, picked: null });
      expect(moved.timer).toMatchObject({ running: false, leftMs: 60_000 });
      hostView.close();
      anaView.close();
    });

    it("refuses moves past either end, and actions from anyone but the host", async () => {
      const fresh = await startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
      await expectError(await act(fetch, fresh, host, "previous"), 409, "not_possible", "This is the first card.");
      await expectError(await act(fetch, fresh, host, "start-timer"), 409, "not_possible", "This room has no timer.");
      await expectError(await act(fetch, fresh, host, "pick"), 409, "not_possible", "Nobody has joined yet.");
      // Anyone else is told what a code of no room is told (room-door.test.ts).
      await expectError(await act(fetch, fresh, callers.as("someone-else"), "next"), 404, "not_found", "There is no room with this code.");
      await expectError(await act(fetch, fresh, {}, "next"), 401, "sign_in_required");
      const bo = await join(fetch, fresh, "Bo");
      await expectError(await fetch(`/api/rooms/${fresh}/actions`, json({ action: "next" }, asParticipant(bo))), 401, "sign_in_required");
      await expectError(await act(fetch, fresh, host, "jump"), 400, "validation_error");
      await expectError(await fetch(`/api/rooms/${fresh}/events`, { headers: callers.as("someone-else") }), 404, "not_found", "There is no room with this code.");
    });

    it("lets the host follow on a second device, and a late joiner gets the current state at once", async () => {
      const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
      await act(fetch, code, host, "next");
      await act(fetch, code, host, "next");
      const phone = await openStream(fetch, code, host);
      expect(await phone.waitFor(() => true)).toMatchObject({ position: 1 });
      const late = await openStream(fetch, code, asParticipant(await join(fetch, code, "Late")));
      expect(await late.waitFor(() => true)).toMatchObject({ position: 1, status: "live" });
      phone.close();
      late.close();
    });

    it("ends for every screen: the last state says so and the stream closes; nothing more can be done", async () => {
      const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
      const cy = await join(fetch, code, "Cy");
      const view = await openStream(fetch, code, asParticipant(cy));
      await view.waitFor(() => true);
      expect((await act(fetch, code, host, "end")).status).toBe(200);
      expect(await view.waitFor((s) => s.status === "ended", 1000)).toMatchObject({ card: null });
      await view.closed;
      await expectError(await act(fetch, code, host, "next"), 410, "room_ended", "This room has ended.");
      await expectError(await fetch(`/api/rooms/${code}/participants`, json({ name: "Dee" })), 410, "room_ended", "This room has ended.");
    });
  });

  describe("joining", () => {
    it("takes names of 1 to 40 characters, shown as text", async () => {
      for (const name of ["", "   ", 42, "x".repeat(41), "Bad\u0000name"]) {
        await expectError(await fetch(`/api/rooms/${room}/participants`, json({ name })), 400, "validation_error");
      }
      expect((await join(fetch, room, "<b>Zoë</b> 😀")).name).toBe("<b>Zoë</b> 😀");
    });

    it("takes every emoji a keyboard makes, counts characters as a person sees them, and refuses names that show nothing", async () => {
      const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1], timerSeconds: 0 });
      for (const name of ["👩‍💻 Dev", "🏳️‍🌈 Alex", "❤️‍🔥", "🇩🇪 Lena", "👋🏽"]) expect((await join(fetch, code, name)).name).toBe(name);
      expect((await join(fetch, code, "😀".repeat(40))).name).toHaveLength(80);
      for (const name of ["😀".repeat(41), "\u3164", "\u2800\u2800", "\u115F", "\u00AD", "\u200B", "A\u202EB", "A\uD800"]) {
        await expectError(await fetch(`/api/rooms/${code}/participants`, json({ name })), 400, "validation_error");
      }
    });

    it("holds a free host's room to 8 participants: the ninth hears that it is full", async () => {
      const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
      const joined = await Promise.all(Array.from({ length: ROOM_CAPACITY.free }, (_, i) => join(fetch, code, `Player ${i + 1}`)));
      await expectError(await fetch(`/api/rooms/${code}/participants`, json({ name: "Ninth" })), 409, "room_full", "This room is full.");
      // Someone leaves: there is a place again.
      const left = await fetch(`/api/rooms/${code}/participants/me`, { method: "DELETE", headers: asParticipant(joined[0]) });
      expect(left.status).toBe(204);
      await join(fetch, code, "Ninth");
      // A token that left no longer opens the stream.
      await expectError(await fetch(`/api/rooms/${code}/events`, { headers: asParticipant(joined[0]) }), 404, "not_found");
    });

    it("ends a room 12 hours after the host's last action: it reads as ended, and nobody can join", async () => {
      const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
      const view = await openStream(fetch, code, asParticipant(await join(fetch, code, "Fay")));
      await view.waitFor(() => true);
      expect(await endLapsedRooms(db(), Date.now() + ROOM_IDLE_MS - 60_000, ROOM_IDLE_MS)).not.toContain(code);
      expect(await endLapsedRooms(db(), Date.now() + ROOM_IDLE_MS + 1000, ROOM_IDLE_MS)).toContain(code);
      expect(await (await fetch(`/api/rooms/${code}`)).json()).toMatchObject({ status: "ended" });
      await expectError(await fetch(`/api/rooms/${code}/participants`, json({ name: "Gus" })), 410, "room_ended", "This room has ended.");
      view.close();
    });
  });
});
