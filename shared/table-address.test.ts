import { describe, expect, it } from "vitest";
import { cleanPlayers, deckIntensities, newSeed, parseTableAddress, tableUrl } from "./table-address";

describe("a table's address", () => {
  it("holds the seed, levels, timer, names and position, and reads back the same", () => {
    const settings = { seed: "k3j9x2ab", levels: [1, 3] as (1 | 3)[], timerSeconds: 60, players: ["Ana", "Zoë & Li"] };
    const url = tableUrl("team-kickoff", settings, 4);
    expect(url).toBe("/play/team-kickoff?seed=k3j9x2ab&levels=light%2Cdeep&timer=60&player=Ana&player=Zo%C3%AB+%26+Li&card=4");
    expect(parseTableAddress(new URL(url, "https://x.example").search)).toEqual({ settings, position: 4, faceUp: null });
  });

  it("leaves out a timer that is off, no names and the first position", () => {
    expect(tableUrl("family", { seed: "abcd1234", levels: [1, 2, 3], timerSeconds: 0, players: [] }, 0)).toBe(
      "/play/family?seed=abcd1234&levels=light%2Cpersonal%2Cdeep",
    );
  });

  it("falls back rather than fails on what it cannot use", () => {
    expect(parseTableAddress("?seed=abcd1234&levels=spicy&timer=45&card=x&face=sideways&preview=many")).toEqual({
      settings: { seed: "abcd1234", levels: [1, 2, 3], timerSeconds: 0, players: [] },
      position: null,
      faceUp: null,
    });
    expect(parseTableAddress("?levels=light&card=2")).toEqual({ settings: null, position: 2, faceUp: null });
    expect(parseTableAddress("?seed=<script>").settings).toBeNull();
  });

  it("keeps at most twelve names, none blank, each at most 40 characters", () => {
    const names = ["  Ana  ", "", "   ", "x".repeat(60), ...Array.from({ length: 15 }, (_, i) => `P${i}`)];
    const kept = cleanPlayers(names);
    expect(kept).toHaveLength(12);
    expect(kept.slice(0, 3)).toEqual(["Ana", "x".repeat(40), "P0"]);
  });

  it("deals new seeds of eight letters and digits", () => {
    const seeds = new Set(Array.from({ length: 50 }, newSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe("a preview table's address", () => {
  const settings = { seed: "k3j9x2ab", levels: [1, 2, 3] as (1 | 2 | 3)[], timerSeconds: 0, players: [] };

  it("says it deals only the deck's first cards, and reads back the same", () => {
    const url = tableUrl("big-decisions", { ...settings, preview: 5 }, 2);
    expect(url).toBe("/play/big-decisions?seed=k3j9x2ab&levels=light%2Cpersonal%2Cdeep&preview=5&card=2");
    expect(parseTableAddress(url.slice(url.indexOf("?")))).toEqual({ settings: { ...settings, preview: 5 }, position: 2, faceUp: null });
  });

  it("is a full table without it, as every link made before it was", () => {
    const read = parseTableAddress("?seed=k3j9x2ab&levels=light%2Cpersonal%2Cdeep");
    expect(read.settings).toEqual(settings);
    expect(read.settings).not.toHaveProperty("preview");
  });

  it("is a full table when the preview is not a count of cards", () => {
    for (const preview of ["0", "-5", "x", "5.5", "12345"]) {
      expect(parseTableAddress(`?seed=k3j9x2ab&preview=${preview}`).settings, preview).not.toHaveProperty("preview");
    }
  });
});

describe("the face of the card in a table's address", () => {
  const settings = { seed: "abcd1234", levels: [1, 2, 3] as (1 | 2 | 3)[], timerSeconds: 0, players: [] };
  const search = (url: string) => url.slice(url.indexOf("?"));

  it("is written only where it is not the face a card arrives with: the first face up, the others face down", () => {
    expect(tableUrl("family", settings, 3, true)).toBe("/play/family?seed=abcd1234&levels=light%2Cpersonal%2Cdeep&card=3&face=up");
    expect(tableUrl("family", settings, 3, false)).toBe("/play/family?seed=abcd1234&levels=light%2Cpersonal%2Cdeep&card=3");
    expect(tableUrl("family", settings, 0, false)).toBe("/play/family?seed=abcd1234&levels=light%2Cpersonal%2Cdeep&face=down");
    expect(tableUrl("family", settings, 0, true)).toBe("/play/family?seed=abcd1234&levels=light%2Cpersonal%2Cdeep");
  });

  it("reads back as written, and as unknown when it is not there", () => {
    expect(parseTableAddress(search(tableUrl("family", settings, 3, true)))).toMatchObject({ position: 3, faceUp: true });
    expect(parseTableAddress(search(tableUrl("family", settings, 0, false)))).toMatchObject({ position: null, faceUp: false });
    expect(parseTableAddress("?seed=abcd1234&card=3")).toMatchObject({ position: 3, faceUp: null });
  });
});

describe("a deck's levels as a table sees them", () => {
  const card = (index: number, intensity: 1 | 2 | 3) => ({ id: `c${index}`, index, question: "?", followUp: null, intensity });
  it("takes the held cards' levels and the withheld ones', in order", () => {
    expect(deckIntensities({ cardCount: 4, cards: [card(0, 1), card(1, 3)], lockedIntensities: [2, 2] })).toEqual([1, 3, 2, 2]);
  });
  it("leaves unknown what a deck stored before levels were sent does not say", () => {
    expect(deckIntensities({ cardCount: 3, cards: [card(0, 1)] })).toEqual([1, null, null]);
  });
});
