import { describe, expect, it } from "vitest";
import { backButtonTone, headerLook, isHeaderTransparent, isOverHero, showsFooter } from "./header-appearance";

describe("header appearance", () => {
  it("is over the hero until the scroll position comes within 64 px of the hero's bottom", () => {
    expect(isOverHero(0, 600)).toBe(true);
    expect(isOverHero(535, 600)).toBe(true);
    expect(isOverHero(536, 600)).toBe(false);
    expect(isOverHero(900, 600)).toBe(false);
  });

  it("is transparent over the home and FAQ heroes only while over them", () => {
    expect(isHeaderTransparent("/", true)).toBe(true);
    expect(isHeaderTransparent("/", false)).toBe(false);
    expect(isHeaderTransparent("/faq", true)).toBe(true);
    expect(isHeaderTransparent("/faq", false)).toBe(false);
  });

  it("is always transparent on /decks, /decks/*, /pricing, /feedback and /profile", () => {
    for (const path of ["/decks", "/decks/couples/cards/3", "/pricing", "/feedback", "/profile"]) {
      expect(isHeaderTransparent(path, false), path).toBe(true);
    }
  });

  it("is transparent over the own decks' dark pages: the list, the editor and a deck played", () => {
    for (const path of ["/my-decks", "/my-decks/new", "/my-decks/my-0123456789abcdef/edit", "/my-decks/my-0123456789abcdef/play"]) {
      expect(isHeaderTransparent(path, false), path).toBe(true);
    }
    expect(isHeaderTransparent("/my-decksx", false)).toBe(false);
  });

  it("is transparent over a live room's dark pages: joining it and the room", () => {
    for (const path of ["/join", "/join/K7PQ2X", "/room/K7PQ2X"]) expect(isHeaderTransparent(path, false), path).toBe(true);
    expect(isHeaderTransparent("/joinery", false)).toBe(false);
  });

  it("leaves the footer off a live room's screen only, so the room fits the screen with nothing to scroll to", () => {
    expect(showsFooter("/room/K7PQ2X")).toBe(false);
    for (const path of ["/", "/join", "/join/K7PQ2X", "/deck/couples", "/rooms"]) expect(showsFooter(path), path).toBe(true);
  });

  it("is the same transparent header at both viewer addresses, /deck/{id} and /decks/{id}/cards/{n}", () => {
    for (const path of ["/deck/couples", "/decks/couples/cards/1"]) expect(isHeaderTransparent(path, false), path).toBe(true);
  });

  it("is a white bar elsewhere, whatever the scroll", () => {
    for (const path of ["/about", "/deckx", "/signin", "/terms", "/nowhere"]) {
      expect(isHeaderTransparent(path, true), path).toBe(false);
    }
  });

  it("turns into a translucent dark bar once a dark page scrolls under it, and is transparent at its top", () => {
    for (const path of ["/decks", "/pricing", "/deck/couples", "/decks/couples/cards/2", "/profile", "/feedback", "/saved"]) {
      expect(headerLook(path, false, false), path).toBe("transparent");
      expect(headerLook(path, false, true), path).toBe("dark");
    }
    // Over a hero it is transparent (the hero is dark); past it, the white bar.
    expect(headerLook("/", true, true)).toBe("transparent");
    expect(headerLook("/", false, true)).toBe("light");
    expect(headerLook("/about", false, true)).toBe("light");
  });

  it("uses the dark go-back button on the reading pages only", () => {
    for (const path of ["/about", "/terms", "/privacy-policy", "/cookie-policy"]) expect(backButtonTone(path)).toBe("dark");
    for (const path of ["/decks", "/pricing", "/faq"]) expect(backButtonTone(path)).toBe("light");
  });
});
