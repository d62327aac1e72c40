// The room's own messages (shared/rooms.ts ROOM_MESSAGES, the server's words for the same things)
// in the page's language: descriptors, shown with i18n._ where they are drawn.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ROOM_MESSAGES } from "../../../shared/rooms";

export const ROOM_WORDS: Record<keyof typeof ROOM_MESSAGES, MessageDescriptor> = {
  full: msg`This room is full.`,
  ended: msg`This room has ended.`,
  notFound: msg`There is no room with this code.`,
  waiting: msg`Waiting for the host...`,
  reconnecting: msg`Reconnecting...`,
  removed: msg`The host removed you from this room.`,
};
