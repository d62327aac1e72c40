import { describe, expect, it } from "vitest";
import { previewDestinations } from "./preview-decks";
import { makeDeck } from "../../../tests/support/render-page";

const deck = (deckId: string, isPremium: boolean) => makeDeck(deckId, isPremium);

describe("previewDestinations (landing)", () => {
  const decks = [deck("a", false), deck("b", false), deck("c", false), deck("d", false)];

  it("shows the first three decks; the 2nd and 3rd send visitors to /signup", () => {
    const items = previewDestinations(decks, false);
    expect(items.map((i) => i.deck.deckId)).toEqual(["a", "b", "c"]);
    expect(items.map((i) => i.destination.to)).toEqual(["/deck/a", "/signup", "/signup"]);
    expect(items[1].destination.state).toMatchObject({ source: "deck", deckId: "b", redirectTo: "/deck/b" });
  });

  it("opens all three for a signed-in user", () => {
    expect(previewDestinations(decks, true).map((i) => i.destination.to)).toEqual(["/deck/a", "/deck/b", "/deck/c"]);
  });

  it("opens a premium deck for a signed-in user as the deck (its preview), not its paywall", () => {
    const premium = [deck("a", false), deck("p", true), deck("q", true)];
    expect(previewDestinations(premium, true).map((i) => i.destination)).toEqual([{ to: "/deck/a" }, { to: "/deck/p" }, { to: "/deck/q" }]);
  });
});
