import { act, render, screen, waitFor } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { describe, expect, it } from "vitest";
import { theme } from "../../theme/theme";
import type { Card } from "../../../shared/api-types";
import { CardStage } from "./CardStage";
import { initialNavState, type NavState } from "./navigation";

const cards: Card[] = [0, 1, 2].map((index) => ({ id: `card-${index}`, index, question: `Question ${index + 1}?`, followUp: null, intensity: 1 }));
const noop = () => undefined;

function stage(state: NavState, deck = cards) {
  return (
    <ThemeProvider theme={theme}>
      <CardStage
        deckTitle="Tiny"
        coverColor="#14213D"
        cards={deck}
        isLocked={() => false}
        lockedCardCount={0}
        state={state}
        reducedMotion={false}
        onSwipe={noop}
        onFlip={noop}
        onShare={noop}
        onUnlock={noop}
      />
    </ThemeProvider>
  );
}

describe("CardStage", () => {
  it("shows the card the deck is on when a move comes back before the last slide has ended", async () => {
    const start = initialNavState(0, 3);
    const { rerender } = render(stage(start));
    expect(screen.getByRole("button", { name: "Question side: Question 1? Tap to hide" })).toBeInTheDocument();
    // To the last card; the lock ends before its slide has (a slow phone), and the deck goes back.
    act(() => rerender(stage({ index: 2, total: 3, faceUp: false, transitioning: true })));
    act(() => rerender(stage({ index: 2, total: 3, faceUp: false, transitioning: false })));
    act(() => rerender(stage({ index: 0, total: 3, faceUp: true, transitioning: true })));
    await waitFor(() => expect(screen.getByRole("button", { name: "Question side: Question 1? Tap to hide" })).toBeInTheDocument());
    // And it stays there once every slide has run out.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByRole("button", { name: "Question side: Question 1? Tap to hide" })).toBeInTheDocument();
  });
});

describe("CardStage flips", () => {
  it("turns over a card flipped while it is still sliding in (the lock ended first on a slow phone)", async () => {
    // From a card face down to the next, flipped before it has slid in.
    const { rerender } = render(stage(initialNavState(1, 3)));
    act(() => rerender(stage({ index: 2, total: 3, faceUp: false, transitioning: true })));
    act(() => rerender(stage({ index: 2, total: 3, faceUp: false, transitioning: false })));
    act(() => rerender(stage({ index: 2, total: 3, faceUp: true, transitioning: false })));
    await waitFor(() => expect(screen.getByRole("button", { name: "Question side: Question 3? Tap to hide" })).toBeInTheDocument());
  });
});

describe("CardStage's name for screen readers", () => {
  it("reads the follow-up too", () => {
    const withFollowUp = [{ ...cards[0], followUp: "And what would you keep?" }];
    render(stage(initialNavState(0, 1), withFollowUp));
    expect(screen.getByRole("button", { name: "Question side: Question 1? And what would you keep? Tap to hide" })).toBeInTheDocument();
  });
});
