/** Spec: onboarding steps auto-advance at 2 s and 4 s; the tour fades over 800 ms. */
export const TOUR_ADVANCE_AT_MS = [2000, 4000];
export const TOUR_FADE_MS = 800;
/** The anchor name the viewer gives the card's box, for the tour to sit over it. */
export const TOUR_ANCHOR = "--welcome-tour-card";

export interface TourSlide {
  icon: "shuffle" | "navigate" | "flip";
  title: string;
  description: string;
}

export const TOUR_SLIDES: TourSlide[] = [
  {
    icon: "shuffle",
    title: "Shuffle Cards",
    description: "Press the shuffle button, or the r key, to jump to a random card.",
  },
  {
    icon: "navigate",
    title: "Navigate Cards",
    description: "Use the arrow keys to move between cards, or swipe left and right on mobile.",
  },
  {
    icon: "flip",
    title: "Flip Cards",
    description: "Tap the card, or press the spacebar, to reveal the question and hide it again.",
  },
];
