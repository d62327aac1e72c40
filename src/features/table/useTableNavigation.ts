// The viewer's navigation (the same cards, controls and 300 ms lock), starting at a table's place:
// a position and that card's face. The viewer deals every card with the face it arrives with (the
// first face up, the others face down); a table reloaded on a revealed card must show it revealed
// from its very first render, which the service worker's first paint drew already
// (shared/table-first-paint.ts), so the start's face is turned here until the first move.
import { useCallback, useMemo, useState } from "react";
import { faceUpOnArrival } from "../../../shared/table-address";
import { useCardNavigation, type NavAction } from "../viewer";

export interface TablePlace {
  at: number;
  faceUp: boolean;
}

export function useTableNavigation(total: number, start: TablePlace) {
  const { state, perform } = useCardNavigation(total, start.at);
  // The viewer's state says the face the card arrived with; until a move, the start's face differs from it.
  const [turned, setTurned] = useState(() => start.faceUp !== faceUpOnArrival(state.index));
  const act = useCallback(
    (action: NavAction) => {
      const done = perform(action);
      if (done && action !== "flip") setTurned(false);
      return done;
    },
    [perform],
  );
  const shown = useMemo(() => (turned ? { ...state, faceUp: !state.faceUp } : state), [state, turned]);
  return { state: shown, perform: act };
}
