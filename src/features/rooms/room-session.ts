// A participant's place in a room, kept for this tab only (sessionStorage, keyed by the room's
// code): their id, their room token and their name. Never the room's cards: those live only in
// the page's memory while the room is shown.
import type { RoomJoined } from "../../../shared/rooms";

export type ParticipantSession = RoomJoined;

const key = (code: string) => `sparkDecks.room.${code}`;

export function rememberParticipant(code: string, joined: RoomJoined): void {
  const { participantId, token, name } = joined;
  try {
    sessionStorage.setItem(key(code), JSON.stringify({ participantId, token, name }));
  } catch {
    // storage unavailable: the room then works only until the page is reloaded
  }
}

/** This tab's place in the room, or null (never joined here, left, or storage unreadable). */
export function participantIn(code: string): ParticipantSession | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(code)) ?? "null") as Partial<ParticipantSession> | null;
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
    sessionStorage.removeItem(key(code));
  } catch {
    // storage unavailable: nothing was kept
  }
}
