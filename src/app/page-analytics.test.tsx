import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { receiveEvents, type TrackedEvent } from "../lib/analytics";
import { countedPath, usePageViews } from "./page-analytics";

afterEach(() => receiveEvents(() => {}));

function Pages() {
  usePageViews();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate("/deck/couples")}>Open the deck</button>
      <button onClick={() => navigate("/decks/couples/cards/3", { replace: true })}>Next card</button>
      <button onClick={() => navigate("/decks")}>All decks</button>
      <button onClick={() => navigate("/signin", { replace: true })}>Sign in instead</button>
    </>
  );
}

describe("page views", () => {
  it("are tracked on every page change, the same path again too, but not for a card move inside a deck", async () => {
    const tracked: TrackedEvent[] = [];
    receiveEvents((event) => tracked.push(event));
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Pages />
      </MemoryRouter>,
    );
    for (const name of ["Open the deck", "Next card", "Next card", "All decks", "All decks", "Sign in instead"]) {
      await userEvent.click(screen.getByRole("button", { name }));
    }
    // The analytics feature drops the same path within 1000 ms (dedupe.test.ts).
    expect(tracked.filter((e) => e.name === "page_view").map((e) => e.params)).toEqual(
      ["/", "/deck/couples", "/decks", "/decks", "/signin"].map((page_path) => ({ page_path })),
    );
  });
});

describe("the address a page view is counted under", () => {
  it("names a shared deck's link, a room's code and a person's own deck, never sends them", () => {
    expect(countedPath("/shared/AbC_123-defGHIjkl")).toBe("/shared/:shareId");
    expect(countedPath("/shared/AbC_123-defGHIjkl/cards/4")).toBe("/shared/:shareId/cards/4");
    expect(countedPath("/room/MB6X68")).toBe("/room/:code");
    expect(countedPath("/join/MB6X68")).toBe("/join/:code");
    expect(countedPath("/join")).toBe("/join");
    expect(countedPath("/my-decks/my-abcdefgh12345678/play/2")).toBe("/my-decks/:deckId/play/2");
    expect(countedPath("/my-decks/new")).toBe("/my-decks/new");
    expect(countedPath("/my-decks")).toBe("/my-decks");
    expect(countedPath("/play/my-abcdefgh12345678")).toBe("/play/:ownDeckId");
    expect(countedPath("/play/family")).toBe("/play/family");
    expect(countedPath("/decks/family/cards/3")).toBe("/decks/family/cards/3");
  });
});
