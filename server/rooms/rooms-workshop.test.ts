// Rooms the way a workshop goes: seats that follow screens (a closed phone lets its seat go, a
// re-opened one takes it back), the host's 'Remove', one name per person present, a clicker's
// forward and back, a few streams per person, and a door that tells guessers nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import type { DatabaseHandle } from "../db/database";
import { ROOM_CAPACITY, ROOM_MESSAGES, ROOM_SEAT_MS, type RoomState } from "../../shared/rooms";
import { openSeededDatabase, testDatabases } from "../../tests/support/server/test-databases";
import { testCallers } from "../../tests/support/server/test-billing";
import { createRoomHub, STREAMS_PER_PERSON, type RoomHub } from "./room-hub";
import { sweepSeats } from "./room-seats";
import { act, asParticipant, join, json, openStream, startRoom } from "../../tests/support/server/rooms-harness";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;

describe.each(testDatabases)("rooms in a workshop on $name", ({ target }) => {
  let handle: DatabaseHandle;
  let hub: RoomHub;
  let app: ReturnType<typeof createApp>;
  const callers = testCallers();
  const host = callers.as("workshop-host");
  const fetch = (url: string, init?: RequestInit) => app.request(url, init);
  const newRoom = () => startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
  const error = async (res: Response) => ({ status: res.status, ...((await res.json()) as { error: string; message: string }) });
  /** Every seat not renewed by an open screen lapses, as if ROOM_SEAT_MS had passed; announced as the hub's own sweep does. */
  const laterSweep = async () => {
    const codes = await sweepSeats(handle.db, Date.now() + ROOM_SEAT_MS + 1000, ROOM_SEAT_MS);
    codes.forEach((code) => hub.changed(code));
    return codes;
  };

  beforeAll(async () => {
    handle = await openSeededDatabase(target, content);
    hub = createRoomHub(handle.db);
    app = createApp({ db: handle.db, auth: { settings: null, verifier: callers.verifier }, rooms: hub });
  });
  afterAll(async () => {
    await hub?.stop();
    await handle?.close();
  });

  describe("seats", () => {
    it("lets the seats of closed screens go after two minutes, so ghosts never fill a room", async () => {
      const code = await newRoom();
      // Eight people join and close their phones without 'Leave room'.
      const ghosts = await Promise.all(Array.from({ length: ROOM_CAPACITY.free }, (_, i) => join(fetch, code, `Ghost ${i + 1}`)));
      expect((await error(await fetch(`/api/rooms/${code}/participants`, json({ name: "Real" })))).error).toBe("room_full");
      const hostView = await openStream(fetch, code, host);
      await hostView.waitFor((s) => s.participantCount === 8);
      expect(await laterSweep()).toContain(code);
      // The host sees who is present: nobody; the ninth real person gets in, and is the only one 'Pick someone' picks.
      await hostView.waitFor((s) => s.participantCount === 0);
      const real = await join(fetch, code, "Real");
      expect((await hostView.waitFor((s) => s.participantCount === 1)).participants).toEqual([{ id: real.participantId, name: "Real" }]);
      await act(fetch, code, host, "next");
      const picked = (await (await act(fetch, code, host, "pick")).json()) as RoomState;
      expect(picked).toMatchObject({ picked: "Real", pickedId: real.participantId, participantCount: 1 });
      // A ghost's phone wakes up: the same person takes a seat again, with their name, no second join.
      const back = await openStream(fetch, code, asParticipant(ghosts[0]));
      await back.waitFor(() => true);
      expect((await hostView.waitFor((s) => s.participantCount === 2)).participants?.map((p) => p.name)).toEqual(["Ghost 1", "Real"]);
      back.close();
      hostView.close();
    });

    it("keeps the seat of someone whose screen is open, however long", async () => {
      const code = await newRoom();
      const pia = await join(fetch, code, "Pia");
      const view = await openStream(fetch, code, asParticipant(pia));
      await view.waitFor(() => true);
      const sweepNow = Date.now();
      // Her screen is open: the hub renews her seat (as it does every few seconds) before the sweep.
      await handle.db.updateTable("room_participants").set({ seen_at: sweepNow + ROOM_SEAT_MS }).where("id", "=", pia.participantId).execute();
      expect(await sweepSeats(handle.db, sweepNow + ROOM_SEAT_MS + 1000, ROOM_SEAT_MS)).not.toContain(code);
      view.close();
    });

    it("tells a returning phone that the room is full when its seat was taken meanwhile", async () => {
      const code = await newRoom();
      const first = await join(fetch, code, "First");
      await laterSweep();
      const others = await Promise.all(Array.from({ length: ROOM_CAPACITY.free }, (_, i) => join(fetch, code, `Other ${i + 1}`)));
      expect(await error(await fetch(`/api/rooms/${code}/events`, { headers: asParticipant(first) }))).toMatchObject({ status: 409, error: "room_full", message: ROOM_MESSAGES.full });
      expect(others).toHaveLength(8);
    });

    it("asks a second person with a name already in the room for another", async () => {
      const code = await newRoom();
      await join(fetch, code, "Sam");
      for (const name of ["Sam", "sam", " SAM ", "Ｓａｍ"]) {
        expect(await error(await fetch(`/api/rooms/${code}/participants`, json({ name })))).toMatchObject({
          status: 409,
          error: "name_taken",
          message: expect.stringMatching(/^Someone in this room is already called .+\. Add an initial, or choose another name\.$/),
        });
      }
      expect((await join(fetch, code, "Sam K.")).name).toBe("Sam K.");
    });
  });

  describe("the host's 'Remove'", () => {
    it("takes someone out: their screen closes and says so, the count drops, and only the host can do it", async () => {
      const code = await newRoom();
      const [lena, max] = [await join(fetch, code, "Lena"), await join(fetch, code, "Max")];
      const hostView = await openStream(fetch, code, host);
      const lenaView = await openStream(fetch, code, asParticipant(lena));
      await lenaView.waitFor(() => true);
      const remove = (id: string, headers: Record<string, string>) => fetch(`/api/rooms/${code}/participants/${id}`, { method: "DELETE", headers });
      expect(await error(await remove(lena.participantId, callers.as("not-the-host")))).toMatchObject({ status: 404, error: "not_found" });
      expect(await error(await remove(lena.participantId, asParticipant(max)))).toMatchObject({ status: 401 });
      expect((await remove(lena.participantId, host)).status).toBe(204);
      await lenaView.closed;
      expect(await error(await fetch(`/api/rooms/${code}/events`, { headers: asParticipant(lena) }))).toEqual({ status: 403, error: "removed", message: "The host removed you from this room." });
      expect((await hostView.waitFor((s) => s.participantCount === 1)).participants).toEqual([{ id: max.participantId, name: "Max" }]);
      expect((await remove(lena.participantId, host)).status).toBe(404);
      hostView.close();
    });
  });

  describe("a clicker", () => {
    it("steps forward (reveal, then the next card) and back the same way", async () => {
      const code = await newRoom();
      const steps: [number, boolean][] = [];
      for (const action of ["forward", "forward", "forward", "back", "back"]) {
        const state = (await (await act(fetch, code, host, action)).json()) as RoomState;
        steps.push([state.position, state.faceUp]);
      }
      expect(steps).toEqual([
        [0, false],
        [0, true],
        [1, false],
        [0, true],
        [0, false],
      ]);
    });
  });

  describe("streams", () => {
    it(`holds at most ${STREAMS_PER_PERSON.participant} streams of one participant: one more closes their oldest`, async () => {
      const code = await newRoom();
      const ana = await join(fetch, code, "Ana");
      const streams = [];
      for (let i = 0; i <= STREAMS_PER_PERSON.participant; i++) {
        const stream = await openStream(fetch, code, asParticipant(ana));
        await stream.waitFor(() => true);
        streams.push(stream);
      }
      await streams[0].closed;
      const next = (await (await act(fetch, code, host, "next")).json()) as RoomState;
      for (const stream of streams.slice(1)) await stream.waitFor((s) => s.version >= next.version);
      streams.forEach((stream) => stream.close());
    });

    it("sends a heartbeat comment and the current state first", async () => {
      const code = await newRoom();
      const res = await fetch(`/api/rooms/${code}/events`, { headers: host });
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const first = await reader.read();
      expect(first.value).toMatch(/^event: state\nid: \d+\ndata: \{.*\}\n\n$/);
      await reader.cancel();
    });
  });
});

describe("the door to rooms: codes that lead nowhere", () => {
  let handle: DatabaseHandle;
  const callers = testCallers();
  const host = callers.as("door-host");

  beforeAll(async () => {
    handle = await openSeededDatabase(testDatabases[0].target, content);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** An app whose every request comes from one address (app.request has none: "unknown"). */
  const appWith = (points: number) => {
    const app = createApp({ db: handle.db, auth: { settings: null, verifier: callers.verifier }, rateLimits: { limits: { roomCodes: { points, windowMs: 600_000 } } } });
    return (url: string, init?: RequestInit) => app.request(url, init);
  };
  const statusOf = async (res: Response | Promise<Response>) => (await res).status;

  it("answers a code of no room and a room the caller may not use the same, on every route", async () => {
    const fetch = appWith(1000);
    const real = await startRoom(fetch, host, { deckId: free.deckId, levels: [1], timerSeconds: 0 });
    const stranger = { ...callers.as("stranger"), "X-Room-Token": "not-a-token-of-anyone" };
    for (const code of [real, "ZZZZZZ"]) {
      const answers = await Promise.all([
        fetch(`/api/rooms/${code}/events`, { headers: { "X-Room-Token": "guess" } }),
        fetch(`/api/rooms/${code}/events`, { headers: callers.as("stranger") }),
        fetch(`/api/rooms/${code}/events`),
        fetch(`/api/rooms/${code}/actions`, json({ action: "next" }, callers.as("stranger"))),
        fetch(`/api/rooms/${code}/participants/me`, { method: "DELETE", headers: stranger }),
        fetch(`/api/rooms/${code}/participants/abc`, { method: "DELETE", headers: callers.as("stranger") }),
      ]);
      for (const res of answers) expect(await res.json()).toEqual({ error: "not_found", message: ROOM_MESSAGES.notFound });
    }
  });

  it("lets 30 typos from one address go by, then answers ~100 guesses with 429 and Retry-After on every route", async () => {
    const fetch = appWith(100);
    const real = await startRoom(fetch, host, { deckId: free.deckId, levels: [1], timerSeconds: 0 });
    for (let i = 0; i < 30; i++) expect(await statusOf(fetch(`/api/rooms/${["AAAAAA", "BBBBBB", "CCCCCC"][i % 3]}`))).toBe(404);
    const ana = await join(fetch, real, "Ana");
    for (let i = 0; i < 70; i++) await fetch(`/api/rooms/ZZZZZ${"ABCDEFGH"[i % 8]}/events`, { headers: { "X-Room-Token": `guess-${i}` } });
    const limited = [
      fetch(`/api/rooms/${real}`),
      fetch(`/api/rooms/${real}/participants`, json({ name: "Eve" })),
      fetch(`/api/rooms/QQQQQQ/events`, { headers: { "X-Room-Token": "guess" } }),
      fetch(`/api/rooms/${real}/events`, { headers: { "X-Room-Token": "guess" } }),
      fetch(`/api/rooms/${real}/actions`, json({ action: "next" }, callers.as("stranger"))),
    ];
    for (const res of await Promise.all(limited)) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Those with a place in the room are never locked out by the address's guesses.
    expect(await statusOf(act(fetch, real, host, "next"))).toBe(200);
    const stream = await openStream(fetch, real, asParticipant(ana));
    await stream.waitFor(() => true);
    stream.close();
  });
});
