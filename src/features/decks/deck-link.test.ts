import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { deckDestination, PREMIUM_SIGNUP_MESSAGE } from "./deck-link";
import { makeDeck } from "../../../tests/support/render-page";

const deck = (deckId: string, isPremium: boolean) => makeDeck(deckId, isPremium);

describe("deckDestination", () => {
  it("opens a free deck for anyone", () => {
    expect(deckDestination(deck("friends", false), false)).toEqual({ to: "/deck/friends" });
  });

  it("sends a visitor choosing a premium deck to /signup with the message and the way back", () => {
    expect(deckDestination(deck("future", true), false)).toEqual({
      to: "/signup",
      state: { message: i18n._(PREMIUM_SIGNUP_MESSAGE), redirectTo: "/deck/future", source: "deck", deckId: "future" },
    });
  });

  it("opens a premium deck for a signed-in user, owned or not: the preview's lock offers the purchase", () => {
    expect(deckDestination(deck("future", true), true)).toEqual({ to: "/deck/future" });
  });
});
