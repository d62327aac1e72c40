// A live room's analytics: that someone joined, and how many joined and for how long when the host
// ends it. Never a name or a room's code. (room_start is the viewer's: the room starts there.)
import { track } from "../../lib/analytics";

export function trackRoomJoin() {
  track("room_join", {});
}

/** `startedAt` and `now`: when the room started and ended, by the server's clock (epoch ms). */
export function trackRoomEnd(participants: number, startedAt: number, now = Date.now()) {
  track("room_end", { participants, duration: Math.max(0, Math.round((now - startedAt) / 1000)) });
}
