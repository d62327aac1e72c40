import { describe, expect, it } from "vitest";
import type { OwnDeck, OwnDecksList } from "../../../shared/own-decks";
import { applyAnswer, entriesOf, mergeWithServer, refuseChange } from "./own-deck-merge";
import type { OwnDeckRecord } from "./own-deck-store";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

const question = (id: string, text = `${id}?`) => ({ kind: "question" as const, id, question: text, followUp: null, intensity: 1 as const });

function local(deckId: string, title: string | null, minute: number, pending: boolean): OwnDeckRecord {
  return { deckId, userId: "sub-1", deck: title === null ? null : { title, description: "", cards: [question("q1")], shareId: null }, changedAt: at(minute), pending, refusal: null };
}

const remote = (deckId: string, title: string, minute: number): OwnDeck => ({ deckId, title, description: "", cards: [question("q1")], shareId: null, changedAt: at(minute) });

const list = (decks: OwnDeck[], deleted: [string, number][] = []): OwnDecksList => ({
  decks,
  deleted: deleted.map(([deckId, minute]) => ({ deckId, changedAt: at(minute) })),
  limits: { decks: 3, cards: 50 },
});

/** What each deck id stands as: its title (null for a tombstone) and whether it is pending. */
const summary = (records: OwnDeckRecord[]) => Object.fromEntries(records.map((r) => [r.deckId, [r.deck?.title ?? null, r.pending]]));

describe("merging the device's decks with the server's", () => {
  it("takes the server's deck over a copy that is not pending, and over a pending one that is older", () => {
    const merged = mergeWithServer([local("my-a", "Old A", 1, false), local("my-b", "Older B", 1, true)], list([remote("my-a", "New A", 5), remote("my-b", "Newer B", 5)]), "sub-1");
    expect(summary(merged)).toEqual({ "my-a": ["New A", false], "my-b": ["Newer B", false] });
  });

  it("keeps a pending change made after the server's deck: the change made last wins", () => {
    const mine = local("my-a", "Mine, later", 9, true);
    const merged = mergeWithServer([mine], list([remote("my-a", "Theirs, earlier", 5)]), "sub-1");
    expect(merged).toEqual([mine]);
  });

  it("lets a deletion on the server remove a copy that is not newer, and not one edited after it", () => {
    const merged = mergeWithServer(
      [local("my-a", "Edited before", 3, true), local("my-b", "Synced", 1, false), local("my-c", "Edited after", 9, true)],
      list([], [["my-a", 5], ["my-b", 5], ["my-c", 5]]),
      "sub-1",
    );
    expect(summary(merged)).toEqual({ "my-c": ["Edited after", true] });
  });

  it("keeps a deletion made here after the server's edit, and lets one the server has go", () => {
    const merged = mergeWithServer([local("my-a", null, 9, true), local("my-b", null, 5, true)], list([remote("my-a", "Edited", 5)], [["my-b", 5]]), "sub-1");
    expect(summary(merged)).toEqual({ "my-a": [null, true] });
  });

  it("brings decks made on another device, keeps changes the server has not had, and drops synced decks it no longer holds", () => {
    const merged = mergeWithServer([local("my-new", "Made offline", 2, true), local("my-gone", "Gone", 1, false)], list([remote("my-other", "From the phone", 4)]), "sub-1");
    expect(summary(merged)).toEqual({ "my-new": ["Made offline", true], "my-other": ["From the phone", false] });
  });

  it("leaves a record it did not change as the same object, so it is not written again", () => {
    const synced: OwnDeckRecord = { ...local("my-a", "A", 5, false), deck: { title: "A", description: "", cards: [question("q1")], shareId: null } };
    expect(mergeWithServer([synced], list([remote("my-a", "A", 5)]), "sub-1")[0]).toBe(synced);
  });
});

describe("the server's answer to a change", () => {
  it("settles the record that still holds the change, with the deck as the server has it", () => {
    const sent = local("my-a", "Mine", 5, true);
    const [settled] = applyAnswer([sent], sent, { applied: true, deck: remote("my-a", "Mine", 4) }, "sub-1");
    expect(settled).toMatchObject({ pending: false, changedAt: at(4), deck: { title: "Mine" } });
  });

  it("replaces the change with a later one from another device, and removes a deck deleted there", () => {
    const a = local("my-a", "Mine", 5, true);
    const b = local("my-b", "Mine too", 5, true);
    expect(summary(applyAnswer([a], a, { applied: false, deck: remote("my-a", "Theirs", 8) }, "sub-1"))).toEqual({ "my-a": ["Theirs", false] });
    expect(applyAnswer([b], b, { applied: false, deck: null }, "sub-1")).toEqual([]);
  });

  it("leaves a record saved again while the change was on its way", () => {
    const sent = local("my-a", "First", 5, true);
    const again = local("my-a", "Second", 6, true);
    expect(applyAnswer([again], sent, { applied: true, deck: remote("my-a", "First", 5) }, "sub-1")).toEqual([again]);
  });

  it("keeps a refused change on the device, pending, with the server's message", () => {
    const sent = local("my-a", "Fourth deck", 5, true);
    expect(refuseChange([sent], sent, "You can keep 3 decks on your plan.")).toEqual([{ ...sent, refusal: "You can keep 3 decks on your plan." }]);
  });
});

describe("a deck's entries on the wire", () => {
  it("sends a gathered card by its id alone, never its text", () => {
    const gathered = { kind: "card" as const, id: "e2", cardId: "future-ab12c", deckId: "future", deckTitle: "Future Us", coverColor: "#14213D", position: 7, isPremium: true, intensity: 2 as const, locked: false as const, question: "Q?", followUp: null };
    expect(entriesOf([question("e1", "Mine?"), gathered])).toEqual([
      { kind: "question", id: "e1", question: "Mine?", followUp: null, intensity: 1 },
      { kind: "card", id: "e2", cardId: "future-ab12c" },
    ]);
  });
});
