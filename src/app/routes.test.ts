import { describe, expect, it } from "vitest";
import { appRoutes, pageModuleFor } from "./routes";
import { CARD_ROUTE, DECK_ROUTE } from "../lib/app-urls";

describe("the route table", () => {
  it("names, for every route, a page module that exists and exports its page", async () => {
    for (const { module } of appRoutes) {
      const page = (await import(/* @vite-ignore */ `/${module}`)) as { default?: unknown };
      expect(typeof page.default, module).toBe("function");
    }
  });

  it("finds the page a path shows, and the not-found page for any other path", () => {
    expect(pageModuleFor("/")).toBe("src/features/landing/LandingPage.tsx");
    expect(pageModuleFor("/decks")).toBe("src/features/decks/DecksPage.tsx");
    expect(pageModuleFor("/deck/couples")).toBe("src/features/viewer/DeckViewerPage.tsx");
    expect(pageModuleFor("/decks/couples/cards/3")).toBe("src/features/viewer/DeckViewerPage.tsx");
    expect(pageModuleFor("/cookie-policy")).toBe("src/features/info/CookiePolicyPage.tsx");
    expect(pageModuleFor("/paywall")).toBe("src/features/paywall/PaywallPage.tsx");
    expect(pageModuleFor("/checkout")).toBe("src/features/billing/CheckoutStartPage.tsx");
    expect(pageModuleFor("/checkout/success")).toBe("src/features/billing/CheckoutSuccessPage.tsx");
    expect(pageModuleFor("/checkout/cancel")).toBe("src/features/billing/CheckoutCancelPage.tsx");
    expect(pageModuleFor("/join")).toBe("src/features/rooms/JoinPage.tsx");
    expect(pageModuleFor("/join/K7PQ2X")).toBe("src/features/rooms/JoinPage.tsx");
    expect(pageModuleFor("/room/K7PQ2X")).toBe("src/features/rooms/RoomPage.tsx");
    expect(pageModuleFor("/my-decks")).toBe("src/features/own-decks/MyDecksPage.tsx");
    expect(pageModuleFor("/my-decks/new")).toBe("src/features/own-decks/OwnDeckEditorPage.tsx");
    expect(pageModuleFor("/my-decks/my-0123456789abcdef/edit")).toBe("src/features/own-decks/OwnDeckEditorPage.tsx");
    expect(pageModuleFor("/my-decks/my-0123456789abcdef")).toBe("src/app/NotFoundPage.tsx");
    expect(pageModuleFor("/decks/couples")).toBe("src/app/NotFoundPage.tsx");
    expect(pageModuleFor("/nowhere")).toBe("src/app/NotFoundPage.tsx");
  });

  it("shows a new deck and an edited one with one editor page", () => {
    const pageOf = (pattern: string) => appRoutes.find(({ path }) => path === pattern)?.Page;
    expect(pageOf("/my-decks/new")).toBeDefined();
    expect(pageOf("/my-decks/:deckId/edit")).toBe(pageOf("/my-decks/new"));
  });

  it("shows a deck and its cards with one page, so moving between them keeps the viewer", () => {
    const pageOf = (pattern: string) => appRoutes.find(({ path }) => path === pattern)?.Page;
    expect(pageOf(DECK_ROUTE)).toBeDefined();
    expect(pageOf(CARD_ROUTE)).toBe(pageOf(DECK_ROUTE));
  });
});
