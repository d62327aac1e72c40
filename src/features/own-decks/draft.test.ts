import { describe, expect, it } from "vitest";
import { OWN_DECK_ID } from "../../../shared/own-decks";
import { checkDraft, draftOf, moveEntry, newDeckId, newQuestion, type Draft } from "./draft";
import { dropIndex } from "./useDragReorder";

const question = (text: string) => ({ ...newQuestion(), question: text });

describe("a deck's draft", () => {
  it("gives a new deck an id the server takes, a different one each time", () => {
    const ids = Array.from({ length: 20 }, newDeckId);
    for (const id of ids) expect(id).toMatch(/^my-[a-z0-9]{16}$/);
    expect(ids.every((id) => OWN_DECK_ID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(20);
  });

  it("moves an entry, and leaves the list as it is for a move past either end", () => {
    expect(moveEntry(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveEntry(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    const same = ["a", "b"];
    expect(moveEntry(same, 0, -1)).toBe(same);
    expect(moveEntry(same, 1, 2)).toBe(same);
  });

  it("is checked as the server checks it, its text trimmed and an empty follow-up none", () => {
    const draft: Draft = { title: "  Team kick-off ", description: "", entries: [{ ...question(" What matters? "), followUp: "  " }] };
    const checked = checkDraft(draft, 50);
    expect(checked).toMatchObject({ ok: true, deck: { title: "Team kick-off", cards: [{ kind: "question", question: "What matters?", followUp: null, intensity: 1 }] } });
    expect(checkDraft({ ...draft, title: " " }, 50)).toEqual({ ok: false, message: "Title is required.", keep: null });
    expect(checkDraft({ ...draft, entries: [question("Fine?"), question("")] }, 50)).toMatchObject({ ok: false, message: "Question 2 is required." });
  });

  it("keeps a deck over the plan's card limit (only the limit stands in the way) with the limit's message", () => {
    const draft: Draft = { title: "Long", description: "", entries: Array.from({ length: 51 }, (_, i) => question(`Q${i}?`)) };
    const checked = checkDraft(draft, 50);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.message).toBe("A deck can hold at most 50 cards on your plan.");
    expect(checked.keep?.cards).toHaveLength(51);
    expect(checkDraft({ ...draft, entries: [...draft.entries, question("")] }, 50)).toMatchObject({ ok: false, message: "Question 52 is required.", keep: null });
  });

  it("keeps a gathered card whole (its text shows in the editor) while the server gets its id", () => {
    const gathered = { kind: "card" as const, id: "e2", cardId: "future-ab12c", deckId: "future", deckTitle: "Future Us", coverColor: "#14213D", position: 7, isPremium: true, intensity: 2 as const, locked: true as const };
    const draft = draftOf({ title: "Plan", description: "", cards: [gathered] });
    const checked = checkDraft(draft, 50);
    expect(checked).toEqual({ ok: true, deck: { title: "Plan", description: "", cards: [gathered] } });
  });
});

describe("dropping a dragged row", () => {
  const rows = [0, 1, 2, 3].map((i) => ({ top: i * 100, height: 90 }));
  it("takes the place of the row whose middle the pointer passed", () => {
    expect(dropIndex(rows, 0, 260)).toBe(2);
    expect(dropIndex(rows, 3, 30)).toBe(0);
    expect(dropIndex(rows, 1, 150)).toBe(1);
  });
});
