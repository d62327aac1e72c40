import { describe, expect, it } from "vitest";
import type { SharedDeck } from "../../../shared/own-decks";
import { playableDeck, readableDeck } from "./playable-deck";
import { recallSharedDeck, rememberSharedDeck } from "./shared-deck-memory";

const origin = (deckId: string, position: number, isPremium: boolean) => ({ deckId, deckTitle: `${deckId} title`, coverColor: "#123456", position, isPremium });

const shared: SharedDeck = {
  shareId: "AbCdEfGhIjKlMnOp",
  title: "Friday retro",
  description: "Our plan",
  cards: [
    { index: 0, intensity: 1, locked: false, question: "Is <b>this</b> bold?", followUp: null },
    { index: 1, intensity: 3, locked: true, cardId: "p-9", origin: origin("long-distance", 9, true) },
    { index: 2, intensity: 2, locked: false, cardId: "f-3", origin: origin("family", 3, false), question: "Which family story?", followUp: "Why?" },
    { index: 3, intensity: 2, locked: false, cardId: "p-12", origin: origin("long-distance", 12, true), question: "A paid question?", followUp: null },
  ],
};

describe("a person's deck as the viewer plays it", () => {
  it("counts every card, holds the readable ones at their positions and locks the rest with the deck that unlocks them", () => {
    const { deck, locked, origins } = playableDeck("shared-x", shared);
    expect(deck).toMatchObject({ deckId: "shared-x", title: "Friday retro", cardCount: 4, isPremium: false, preview: false, lockedCardCount: 1 });
    expect(deck.cards.map((card) => [card.index, card.id, card.question])).toEqual([
      [0, "", "Is <b>this</b> bold?"],
      [2, "f-3", "Which family story?"],
      [3, "p-12", "A paid question?"],
    ]);
    expect([...locked]).toEqual([[1, "long-distance"]]);
    // Gathered cards are shared and saved as the cards of their own decks.
    expect(origins.map((o) => [o.cardId, o.deckId, o.index])).toEqual([
      ["p-9", "long-distance", 9],
      ["f-3", "family", 3],
      ["p-12", "long-distance", 12],
    ]);
  });
});

describe("what a table, a live room and the PDF take of a person's deck", () => {
  it("is the cards its reader may read, numbered afresh, with no locked card among them", () => {
    const deck = readableDeck(playableDeck("my-deck-abcdefgh", shared));
    expect(deck).toMatchObject({ cardCount: 3, lockedCardCount: 0 });
    expect(deck.cards.map((card) => [card.index, card.question])).toEqual([
      [0, "Is <b>this</b> bold?"],
      [1, "Which family story?"],
      [2, "A paid question?"],
    ]);
  });
});

describe("a shared deck kept on the device", () => {
  it("keeps it to play offline, with a premium card's text left out whoever read it", () => {
    rememberSharedDeck(shared);
    const kept = recallSharedDeck(shared.shareId)!;
    expect(kept.cards.map((card) => card.locked)).toEqual([false, true, false, true]);
    expect(JSON.stringify(localStorage)).not.toContain("A paid question?");
    expect(kept.cards[2]).toMatchObject({ question: "Which family story?" });
    expect(recallSharedDeck("nobody-shared-this")).toBeNull();
  });
});
