import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Spec: onboarding steps auto-advance at 2 s and 4 s; the tour fades over 800 ms. */
export const TOUR_ADVANCE_AT_MS = [2000, 4000];
export const TOUR_FADE_MS = 800;
/** The anchor name the viewer gives the card's box, for the tour to sit over it. */
export const TOUR_ANCHOR = "--welcome-tour-card";

/** A slide's words are descriptors, shown in the page's language (i18n._) where the tour draws them. */
export interface TourSlide {
  icon: "shuffle" | "navigate" | "flip";
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const TOUR_SLIDES: TourSlide[] = [
  {
    icon: "shuffle",
    title: msg`Shuffle Cards`,
    description: msg`Press the shuffle button, or the r key, to jump to a random card.`,
  },
  {
    icon: "navigate",
    title: msg`Navigate Cards`,
    description: msg`Use the arrow keys to move between cards, or swipe left and right on mobile.`,
  },
  {
    icon: "flip",
    title: msg`Flip Cards`,
    description: msg`Tap the card, or press the spacebar, to reveal the question and hide it again.`,
  },
];
