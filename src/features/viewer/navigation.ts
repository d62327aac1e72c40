// The deck viewer's rules as pure functions: which card a control leads to, when it may move,
// which side shows, and which keys do what. The components only animate what these decide.

/** Spec: navigation is blocked during the 0.3 s slide. */
export const TRANSITION_MS = 300;
/** Spec: a swipe needs 10 px of travel. */
const SWIPE_THRESHOLD_PX = 10;
/** Spec: premium decks lock from card index 4. */
export const PREMIUM_LOCK_FROM_INDEX = 4;

export type NavAction = "next" | "prev" | "first" | "last" | "shuffle" | "flip";
export type Direction = "next" | "prev";

export interface NavState {
  index: number;
  total: number;
  /** True when the question side shows. */
  faceUp: boolean;
  transitioning: boolean;
}

export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), total - 1);
}

/** Card 0 starts face up; every other card starts face down (and a move resets the flip). */
function faceUpOnArrival(index: number): boolean {
  return index === 0;
}

export function initialNavState(index: number, total: number): NavState {
  const start = clampIndex(index, total);
  return { index: start, total, faceUp: faceUpOnArrival(start), transitioning: false };
}

export const canGoPrev = (s: Pick<NavState, "index">) => s.index > 0;
export const canGoNext = (s: Pick<NavState, "index" | "total">) => s.index < s.total - 1;

/** A random card other than the current one; the current one when the deck has a single card. */
export function shuffleIndex(current: number, total: number, random: () => number = Math.random): number {
  if (total <= 1) return current;
  const pick = Math.floor(random() * (total - 1)); // 0 .. total-2
  const candidate = Math.min(pick, total - 2);
  return candidate >= current ? candidate + 1 : candidate;
}

/**
 * Where a move action leads from this state, or null when it may not move: during a transition,
 * at the bound, or when it would stay on the same card.
 */
export function moveTarget(
  state: NavState,
  action: Exclude<NavAction, "flip">,
  random: () => number = Math.random,
): { index: number; direction: Direction } | null {
  if (state.transitioning || state.total === 0) return null;
  let index: number;
  switch (action) {
    case "next":
      index = state.index + 1;
      break;
    case "prev":
      index = state.index - 1;
      break;
    case "first":
      index = 0;
      break;
    case "last":
      index = state.total - 1;
      break;
    case "shuffle":
      index = shuffleIndex(state.index, state.total, random);
      break;
  }
  if (index < 0 || index >= state.total || index === state.index) return null;
  return { index, direction: index > state.index ? "next" : "prev" };
}

export type NavEvent =
  | { type: "move"; index: number }
  | { type: "flip" }
  | { type: "settled" }
  | { type: "reset"; index: number; total: number };

export function navReducer(state: NavState, event: NavEvent): NavState {
  switch (event.type) {
    case "move":
      if (state.transitioning) return state;
      return { ...state, index: clampIndex(event.index, state.total), faceUp: faceUpOnArrival(event.index), transitioning: true };
    case "flip":
      if (state.transitioning) return state;
      return { ...state, faceUp: !state.faceUp };
    case "settled":
      return { ...state, transitioning: false };
    case "reset":
      return initialNavState(event.index, event.total);
  }
}

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

/** True while the person is typing: keys then belong to the field, not the deck. */
function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  return (target as Element).closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !== null;
}

/**
 * Spec keys: ← or h previous, → or l next, ↓ first, ↑ last, space flip, r shuffle. Browser
 * shortcuts (with ctrl, meta or alt, such as ctrl+r) are left alone, as is typing in a field.
 */
export function keyToAction(event: KeyLike): NavAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  switch (event.key) {
    case "ArrowLeft":
    case "h":
      return "prev";
    case "ArrowRight":
    case "l":
      return "next";
    case "ArrowDown":
      return "first";
    case "ArrowUp":
      return "last";
    case " ":
    case "Spacebar":
      return "flip";
    case "r":
      return "shuffle";
    default:
      return null;
  }
}

/** A released drag: which way it goes, or null to spring back. */
export function swipeOutcome(
  movementX: number,
  velocityX: number,
  state: Pick<NavState, "index" | "total" | "transitioning">,
): Direction | null {
  if (state.transitioning) return null;
  const flick = Math.abs(velocityX) > 0.5;
  if ((movementX <= -SWIPE_THRESHOLD_PX || (flick && movementX < 0)) && canGoNext(state)) return "next";
  if ((movementX >= SWIPE_THRESHOLD_PX || (flick && movementX > 0)) && canGoPrev(state)) return "prev";
  return null;
}

/** iOS-style resistance past a bound: the card follows less the further it is pulled. */
export function rubberBand(distance: number, dimension: number, constant = 0.55): number {
  const sign = Math.sign(distance);
  const d = Math.abs(distance);
  return sign * (1 - 1 / ((d * constant) / dimension + 1)) * dimension;
}

export function isLockedCard(index: number, preview: boolean): boolean {
  return preview && index >= PREMIUM_LOCK_FROM_INDEX;
}
