// A participant's place in a room, kept for this browser (localStorage, keyed by the room's code):
// their id, their room token and their name. Every tab of the browser shares it, so opening the
// room's link again (a new tab, a re-scanned QR code, a reload) is the same person in the same
// seat, never a second one. Never the room's cards: those live only in the page's memory while
// the room is shown. Places older than a day are let go (a room ends 12 hours after its host's
// last action).
import type { RoomJoined } from "../../../shared/rooms";

export type ParticipantSession = RoomJoined;

const PREFIX = "sparkDecks.room.";
const KEEP_MS = 24 * 60 * 60 * 1000;
const key = (code: string) => `${PREFIX}${code}`;

/** Places kept longer than a day: rooms long over. */
function forgetOldPlaces(now: number) {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const name = localStorage.key(i);
    if (!name?.startsWith(PREFIX)) continue;
    try {
      const { keptAt } = JSON.parse(localStorage.getItem(name) ?? "{}") as { keptAt?: unknown };
      if (typeof keptAt !== "number" || now - keptAt > KEEP_MS) localStorage.removeItem(name);
    } catch {
      localStorage.removeItem(name);
    }
  }
}

export function rememberParticipant(code: string, joined: RoomJoined): void {
  const { participantId, token, name } = joined;
  try {
    forgetOldPlaces(Date.now());
    localStorage.setItem(key(code), JSON.stringify({ participantId, token, name, keptAt: Date.now() }));
  } catch {
    // storage unavailable: the room then works only until the page is reloaded
  }
}

/** This browser's place in the room, or null (never joined here, left, or storage unreadable). */
export function participantIn(code: string): ParticipantSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key(code)) ?? "null") as Partial<ParticipantSession> | null;
    if (stored && typeof stored.participantId === "string" && typeof stored.token === "string" && typeof stored.name === "string") {
      return { participantId: stored.participantId, token: stored.token, name: stored.name };
    }
  } catch {
    // unreadable: as if never joined
  }
  return null;
}

export function forgetParticipant(code: string): void {
  try {
    localStorage.removeItem(key(code));
  } catch {
    // storage unavailable: nothing was kept
  }
}
