import { describe, expect, it } from "vitest";
import type { OwnDeck, OwnDecksList } from "../../../shared/own-decks";
import { copyIdOf, copyTitle, madeAtLabel, offerChoice } from "./own-deck-conflicts";
import { applyAnswer, entriesOf, mergeWithServer, refuseChange } from "./own-deck-merge";
import type { OwnDeckRecord } from "./own-deck-store";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

const question = (id: string, text = `${id}?`) => ({ kind: "question" as const, id, question: text, followUp: null, intensity: 1 as const });

function local(deckId: string, title: string | null, minute: number, pending: boolean): OwnDeckRecord {
  return { deckId, userId: "sub-1", deck: title === null ? null : { title, description: "", cards: [question("q1")], shareId: null }, changedAt: at(minute), pending, refusal: null };
}

const remote = (deckId: string, title: string, minute: number): OwnDeck => ({ deckId, title, description: "", cards: [question("q1")], shareId: null, copiedFrom: null, changedAt: at(minute) });

const list = (decks: OwnDeck[], deleted: [string, number][] = []): OwnDecksList => ({
  decks,
  deleted: deleted.map(([deckId, minute]) => ({ deckId, changedAt: at(minute) })),
  limits: { decks: 3, cards: 50 },
});

/** What each deck id stands as: its title (null for a tombstone) and whether it is pending. */
const summary = (records: OwnDeckRecord[]) => Object.fromEntries(records.map((r) => [r.deckId, [r.deck?.title ?? null, r.pending]]));

const NOW = Date.UTC(2026, 0, 1, 13, 0);
/** The copy kept of the device's version of `deckId` made at `minute`, as the merge names it. */
const copyOf = (deckId: string, title: string, minute: number) => ({ id: copyIdOf(deckId, at(minute)), title: copyTitle(title, at(minute), NOW) });

describe("merging the device's decks with the server's", () => {
  it("takes the server's deck over a copy that is not pending, and over a pending one that is older, keeping that one as a deck of its own", () => {
    const merged = mergeWithServer([local("my-a", "Old A", 1, false), local("my-b", "Older B", 1, true)], list([remote("my-a", "New A", 5), remote("my-b", "Newer B", 5)]), "sub-1", NOW);
    const copy = copyOf("my-b", "Older B", 1);
    expect(summary(merged)).toEqual({ "my-a": ["New A", false], "my-b": ["Newer B", false], [copy.id]: [copy.title, true] });
    expect(merged.find((r) => r.deckId === "my-b")?.notice).toEqual({ kind: "copied-to", copyId: copy.id, copyTitle: copy.title, madeAt: at(1) });
    expect(merged.find((r) => r.deckId === copy.id)).toMatchObject({
      deck: { title: copy.title, description: "", cards: [question("q1")], shareId: null },
      changedAt: new Date(NOW).toISOString(),
      notice: { kind: "kept-copy", of: "my-b", ofTitle: "Newer B", madeAt: at(1), lostTitle: "Older B" },
    });
  });

  it("keeps no copy of a pending change the server holds already (sent before, its answer lost)", () => {
    const merged = mergeWithServer([local("my-a", "Same", 5, true)], list([remote("my-a", "Same", 5)]), "sub-1", NOW);
    expect(summary(merged)).toEqual({ "my-a": ["Same", false] });
    expect(merged[0].notice).toBeUndefined();
  });

  it("keeps a pending change made after the server's deck: the change made last wins", () => {
    const mine = local("my-a", "Mine, later", 9, true);
    const merged = mergeWithServer([mine], list([remote("my-a", "Theirs, earlier", 5)]), "sub-1");
    expect(merged).toEqual([mine]);
  });

  it("lets a deletion on the server remove a copy that is not newer (keeping an edit made before it as a deck of its own), and not one edited after it", () => {
    const merged = mergeWithServer(
      [local("my-a", "Edited before", 3, true), local("my-b", "Synced", 1, false), local("my-c", "Edited after", 9, true)],
      list([], [["my-a", 5], ["my-b", 5], ["my-c", 5]]),
      "sub-1",
      NOW,
    );
    const copy = copyOf("my-a", "Edited before", 3);
    expect(summary(merged)).toEqual({ "my-c": ["Edited after", true], [copy.id]: [copy.title, true] });
    expect(merged.find((r) => r.deckId === copy.id)?.notice).toEqual({ kind: "kept-copy", of: "my-a", ofTitle: null, madeAt: at(3), lostTitle: "Edited before" });
  });

  it("keeps a deletion made here after the server's edit, lets one the server has go, and brings back a deck edited after it was deleted here, saying so", () => {
    const merged = mergeWithServer(
      [local("my-a", null, 9, true), local("my-b", null, 5, true), local("my-c", null, 3, true)],
      list([remote("my-a", "Edited", 5), remote("my-c", "Edited later", 5)], [["my-b", 5]]),
      "sub-1",
      NOW,
    );
    expect(summary(merged)).toEqual({ "my-a": [null, true], "my-c": ["Edited later", false] });
    expect(merged.find((r) => r.deckId === "my-c")?.notice).toEqual({ kind: "came-back", deletedAt: at(3) });
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

  it("replaces a change that lost with the later one from another device, keeping it as a deck of its own, once", () => {
    const a = local("my-a", "Mine", 5, true);
    const answer = { applied: false, deck: remote("my-a", "Theirs", 8) };
    const once = applyAnswer([a], a, answer, "sub-1", NOW);
    const copy = copyOf("my-a", "Mine", 5);
    expect(summary(once)).toEqual({ "my-a": ["Theirs", false], [copy.id]: [copy.title, true] });
    // The same answer again (a second tab, a reload before the copy was sent): nothing more.
    expect(applyAnswer(once, a, answer, "sub-1", NOW + 60_000)).toBe(once);
    // Nor does the list, which the next sync merges.
    expect(summary(mergeWithServer(once, list([remote("my-a", "Theirs", 8)]), "sub-1", NOW))).toEqual(summary(once));
  });

  it("keeps an edit that lost to a deletion there as a deck of its own, and lets a deletion that lost to one go", () => {
    const a = local("my-a", "Mine", 5, true);
    const b = local("my-b", null, 5, true);
    const copy = copyOf("my-a", "Mine", 5);
    expect(summary(applyAnswer([a], a, { applied: false, deck: null }, "sub-1", NOW))).toEqual({ [copy.id]: [copy.title, true] });
    expect(applyAnswer([b], b, { applied: false, deck: null }, "sub-1", NOW)).toEqual([]);
  });

  it("brings back a deck whose deletion here lost to a later edit, saying so", () => {
    const b = local("my-b", null, 5, true);
    const [back] = applyAnswer([b], b, { applied: false, deck: remote("my-b", "Edited there", 8) }, "sub-1", NOW);
    expect(back).toMatchObject({ deckId: "my-b", deck: { title: "Edited there" }, pending: false, notice: { kind: "came-back", deletedAt: at(5) } });
  });

  it("keeps a deck's notice through the answers and lists that follow", () => {
    const [, copy] = applyAnswer([local("my-a", "Mine", 5, true)], local("my-a", "Mine", 5, true), { applied: false, deck: remote("my-a", "Theirs", 8) }, "sub-1", NOW);
    const settled = applyAnswer([copy], copy, { applied: true, deck: remote(copy.deckId, copy.deck!.title, 60) }, "sub-1", NOW);
    expect(settled[0]).toMatchObject({ pending: false, notice: { kind: "kept-copy", of: "my-a" } });
    expect(mergeWithServer(settled, list([remote(copy.deckId, copy.deck!.title, 60)]), "sub-1", NOW)[0]).toBe(settled[0]);
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

  it("turns a copy refused at the plan's limit into a choice on the deck it came from", () => {
    const a = local("my-a", "Mine", 5, true);
    const [theirs, copy] = applyAnswer([a], a, { applied: false, deck: remote("my-a", "Theirs", 8) }, "sub-1", NOW);
    const chosen = offerChoice([theirs, copy], copy, "You can keep 3 decks on your plan.")!;
    expect(summary(chosen)).toEqual({ "my-a": ["Theirs", false] });
    expect(chosen[0].notice).toEqual({ kind: "choose", version: { title: "Mine", description: "", cards: [question("q1")] }, madeAt: at(5), reason: "You can keep 3 decks on your plan." });
    // A copy whose deck was deleted there has nothing to choose between: it stays, refused.
    const [lone] = applyAnswer([a], a, { applied: false, deck: null }, "sub-1", NOW);
    expect(offerChoice([lone], lone, "You can keep 3 decks on your plan.")).toBeNull();
  });

  it("never lets a second lost version take the place of a choice still waiting: that one stays, as a copy of its own", () => {
    const a = local("my-a", "Mine", 5, true);
    const [theirs, copy] = applyAnswer([a], a, { applied: false, deck: remote("my-a", "Theirs", 8) }, "sub-1", NOW);
    const [waiting] = offerChoice([theirs, copy], copy, "You can keep 3 decks on your plan.")!;
    // Edited again here (the choice still waiting), and lost again.
    const again = { ...waiting, deck: { ...waiting.deck!, title: "Mine again" }, changedAt: at(9), pending: true };
    const [theirsAgain, secondCopy] = applyAnswer([again], again, { applied: false, deck: remote("my-a", "Theirs again", 12) }, "sub-1", NOW);
    expect(theirsAgain.notice).toEqual(waiting.notice);
    expect(secondCopy.deck?.title).toMatch(/^Mine again \(from /);
    expect(offerChoice([theirsAgain, secondCopy], secondCopy, "You can keep 3 decks on your plan.")).toBeNull();
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

describe("a copy of a version that lost", () => {
  it("is named after the version and when it was made, in the person's locale, within the title's limit", () => {
    const madeAt = new Date(2026, 10, 27, 14, 5).toISOString();
    const now = new Date(2026, 11, 1).getTime();
    expect(madeAtLabel(madeAt, now, "en-GB")).toBe("27 Nov, 14:05");
    expect(copyTitle("Team plan", madeAt, now, "en-GB")).toBe("Team plan (from 27 Nov, 14:05)");
    expect(copyTitle("Team plan", madeAt, now, "en-US")).toBe("Team plan (from Nov 27, 2:05 PM)");
    expect(madeAtLabel(madeAt, new Date(2027, 0, 2).getTime(), "en-GB")).toBe("27 Nov 2026, 14:05");
    const long = copyTitle("x".repeat(80), madeAt, now, "en-GB");
    expect(long).toBe(`${"x".repeat(58)}… (from 27 Nov, 14:05)`);
    expect(Array.from(long)).toHaveLength(80);
  });

  it("has an id of its own that depends only on the change that lost", () => {
    expect(copyIdOf("my-a", at(5))).toMatch(/^my-[a-z0-9]{16}$/);
    expect(copyIdOf("my-a", at(5))).toBe(copyIdOf("my-a", at(5)));
    expect(copyIdOf("my-a", at(6))).not.toBe(copyIdOf("my-a", at(5)));
    expect(copyIdOf("my-b", at(5))).not.toBe(copyIdOf("my-a", at(5)));
  });
});
