import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { initialNavState, moveTarget, navReducer, TRANSITION_MS, type NavAction, type NavState } from "./navigation";

export interface CardNavigation {
  state: NavState;
  /** Performs a control's action; returns false when it was refused (bound, lock). */
  perform: (action: NavAction) => boolean;
  /** Jumps without a transition (the address changed under us). */
  reset: (index: number) => void;
}

/** The viewer's navigation state with the 300 ms transition lock. */
export function useCardNavigation(total: number, startIndex: number): CardNavigation {
  const [state, dispatch] = useReducer(navReducer, undefined, () => initialNavState(startIndex, total));
  // What perform() judges by: the committed state, or the lock it took itself since.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const perform = useCallback((action: NavAction) => {
    const current = stateRef.current;
    if (action === "flip") {
      if (current.transitioning) return false;
      dispatch({ type: "flip" });
      return true;
    }
    const target = moveTarget(current, action);
    if (!target) return false;
    // Lock at once, before React re-renders, so a burst of keys cannot slip through.
    stateRef.current = { ...current, transitioning: true };
    dispatch({ type: "move", index: target.index });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => dispatch({ type: "settled" }), TRANSITION_MS);
    return true;
  }, []);

  const reset = useCallback((index: number) => dispatch({ type: "reset", index, total }), [total]);

  return { state, perform, reset };
}
