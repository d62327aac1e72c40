import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { afterSignUpUrl, CARD_ROUTE, cardUrl, DECK_ROUTE, deckUrl, signUpForDeck } from "./app-urls";

describe("app addresses", () => {
  it("builds the deck and card addresses the routes read back", () => {
    expect(deckUrl("first-dates")).toBe("/deck/first-dates");
    expect(cardUrl("first-dates", 2)).toBe("/decks/first-dates/cards/2");
    expect(matchPath(DECK_ROUTE, deckUrl("values"))?.params).toEqual({ deckId: "values" });
    expect(matchPath(CARD_ROUTE, cardUrl("values", 4))?.params).toEqual({ deckId: "values", cardIndex: "4" });
  });

  it("sends sign-up from a deck back to that deck, else home", () => {
    const { to, state } = signUpForDeck("couples", "Sign up to access premium decks");
    expect(to).toBe("/signup");
    expect(state).toEqual({ message: "Sign up to access premium decks", redirectTo: "/deck/couples", source: "deck", deckId: "couples" });
    expect(afterSignUpUrl(state)).toBe("/deck/couples");
    expect(afterSignUpUrl({ source: "deck" })).toBe("/");
    expect(afterSignUpUrl(null)).toBe("/");
  });
});
