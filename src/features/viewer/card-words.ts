// Words the card and its controls share, as descriptors (drawn in the page's language with i18n._
// where they are shown): the cards' levels by name (shared/table-address.ts LEVELS), as the card and
// 'Play together' show them, and the moves a swipe makes, which are the Previous and Next buttons'.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Intensity } from "../../../shared/api-types";

export const LEVEL_NAMES: Record<Intensity, MessageDescriptor> = {
  1: msg({ message: "Light", context: "card level" }),
  2: msg({ message: "Personal", context: "card level" }),
  3: msg({ message: "Deep", context: "card level" }),
};

/** The Next and Previous buttons' names; a swipe's meaning (CardStage's data-swipe-*) is the same words. */
export const MOVE_NAMES = {
  next: msg({ message: "Next", context: "card navigation" }),
  prev: msg({ message: "Previous", context: "card navigation" }),
} as const;
