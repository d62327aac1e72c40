import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CARD_ROUTE, cardUrl, DECK_ROUTE, deckUrl, JOIN_CODE_ROUTE, JOIN_ROUTE, joinUrl, paywallUrl, ROOM_ROUTE, roomUrl, signUpForDeck, type SignUpState } from "./app-urls";
import { afterSignUpUrl, checkoutStartUrl, purchaseIntentFrom, signUpToBuy } from "./purchase-urls";

describe("app addresses", () => {
  it("builds the deck and card addresses the routes read back", () => {
    expect(deckUrl("first-dates")).toBe("/deck/first-dates");
    expect(cardUrl("first-dates", 2)).toBe("/decks/first-dates/cards/2");
    expect(matchPath(DECK_ROUTE, deckUrl("values"))?.params).toEqual({ deckId: "values" });
    expect(matchPath(CARD_ROUTE, cardUrl("values", 4))?.params).toEqual({ deckId: "values", cardIndex: "4" });
  });

  it("builds a live room's addresses, and its QR code's, that the routes read back", () => {
    expect(joinUrl()).toBe("/join");
    expect(joinUrl("K7PQ2X")).toBe("/join/K7PQ2X");
    expect(roomUrl("K7PQ2X")).toBe("/room/K7PQ2X");
    expect(matchPath(JOIN_ROUTE, joinUrl())).not.toBeNull();
    expect(matchPath(JOIN_CODE_ROUTE, joinUrl("K7PQ2X"))?.params).toEqual({ code: "K7PQ2X" });
    expect(matchPath(ROOM_ROUTE, roomUrl("K7PQ2X"))?.params).toEqual({ code: "K7PQ2X" });
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

describe("purchase addresses", () => {
  it("sends sign-up on the way to a deck's purchase on to that deck's checkout", () => {
    const { to, state } = signUpToBuy({ deckId: "future" }, "Create your account");
    expect(to).toBe("/signup");
    expect(state).toEqual({
      message: "Create your account",
      redirectTo: "/deck/future",
      source: "deck",
      deckId: "future",
      purchase: { deckId: "future" },
    });
    expect(afterSignUpUrl(state)).toBe("/checkout?deck=future");
  });

  it("sends sign-up on the way to the pass on to the checkout for that period", () => {
    const { state } = signUpToBuy({ plan: "yearly" });
    expect(state).toEqual({ redirectTo: "/checkout?plan=yearly", purchase: { plan: "yearly" } });
    expect(afterSignUpUrl(state)).toBe("/checkout?plan=yearly");
  });

  it("ignores a purchase in history state that is not one", () => {
    expect(afterSignUpUrl({ purchase: { plan: "weekly" } } as unknown as SignUpState)).toBe("/");
    expect(afterSignUpUrl({ purchase: { deckId: "" }, source: "deck", deckId: "a" })).toBe("/deck/a");
  });

  it("reads back the purchase a checkout address names", () => {
    const read = (url: string) => purchaseIntentFrom(new URL(url, "http://x").searchParams);
    expect(read(checkoutStartUrl({ deckId: "a b" }))).toEqual({ deckId: "a b" });
    expect(read(checkoutStartUrl({ plan: "monthly" }))).toEqual({ plan: "monthly" });
    expect(read("/checkout/cancel?plan=weekly")).toBeNull();
    expect(read("/checkout/cancel")).toBeNull();
    expect(paywallUrl("a b")).toBe("/paywall?deck=a%20b");
  });
});
