// A room lapses once its host has done nothing for the idle time (room-lapse.ts): the screens, a
// join and the sweep that writes it down must all agree on the very millisecond.
import { describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { ROOM_SEAT_MS } from "../../shared/rooms";
import { endLapsedRooms, insertRoom } from "./room-repository";
import { addParticipant } from "./room-seats";
import { roomStates } from "./room-state";
import { seededDatabaseForFile, testDatabases } from "../../tests/support/server/test-databases";

const content = loadDeckContent();
const free = content.find((deck) => !deck.isPremium)!;
const IDLE_MS = 60_000;
const START = 1_700_000_000_000;

describe.each(testDatabases)("a room lapsing on $name", ({ target }) => {
  const database = seededDatabaseForFile(target, content);

  it("is open a millisecond before the idle time is up, and over for everyone on the millisecond", async () => {
    const { db } = database();
    const code = "LAPSE2";
    expect(await insertRoom(db, { code, hostUserId: "quiet-host", deck: { deckId: free.deckId }, levels: [1, 2, 3], order: [0, 1], timerSeconds: 0, capacity: 8, now: START })).toBe(true);
    const states = roomStates(db, { idleMs: IDLE_MS });
    const join = (name: string, now: number) => addParticipant(db, { code, id: `${name}-id`, name, tokenHash: `${name}-token`, now, idleMs: IDLE_MS, seatMs: ROOM_SEAT_MS });

    const before = START + IDLE_MS - 1;
    expect((await states.read(code, before))?.states.get("en")).toMatchObject({ status: "waiting", deck: { deckId: free.deckId, title: free.title, coverColor: free.coverColor } });
    expect(await join("Ada", before)).toEqual({ joined: { id: "Ada-id", name: "Ada" } });
    expect(await endLapsedRooms(db, before, IDLE_MS)).not.toContain(code);

    const on = START + IDLE_MS;
    // Ended before the sweep has written it down, and then written down by the sweep.
    expect((await states.read(code, on))?.states.get("en")?.status).toBe("ended");
    expect(await join("Bo", on)).toEqual({ refused: "ended" });
    expect(await endLapsedRooms(db, on, IDLE_MS)).toEqual([code]);
    expect((await states.read(code, before))?.states.get("en")?.status).toBe("ended");
  });
});
