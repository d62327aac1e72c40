// The calls of a live room (shared/rooms.ts has the API): starting one, from the viewer's 'Play
// together' dialog, and those of the room's pages. A participant needs no account: their calls go
// as a visitor's, with their room token in X-Room-Token; the host's carry the signed-in person's
// bearer token. Nothing is cached: a room is live or it is nothing.
import type { CreateRoomInput } from "../../../shared/schemas/rooms";
import { ROOM_TOKEN_HEADER, type RoomAction, type RoomCreated, type RoomJoined, type RoomState, type RoomSummary } from "../../../shared/rooms";
import { apiRequest } from "../../lib/http";
import { contentLanguageQuery } from "../../lib/i18n";

const base = (code: string) => `/rooms/${encodeURIComponent(code)}`;

/** POST /api/rooms as the signed-in host; resolves with the new room's code. */
export function createRoom(input: CreateRoomInput): Promise<RoomCreated> {
  return apiRequest<RoomCreated>("/rooms", { method: "POST", body: JSON.stringify(input) });
}

/** GET /api/rooms/{CODE}: the deck's title (in the page's language) and whether the room is on (404: no such room). */
export function roomSummary(code: string): Promise<RoomSummary> {
  return apiRequest<RoomSummary>(base(code) + contentLanguageQuery(), { cache: "no-store" }, { asVisitor: true });
}

/** POST /api/rooms/{CODE}/participants: joins with a name; 409 full or name taken, 410 ended, 429 too many tries. */
export function joinRoom(code: string, name: string): Promise<RoomJoined> {
  return apiRequest<RoomJoined>(`${base(code)}/participants`, { method: "POST", body: JSON.stringify({ name }), cache: "no-store" }, { asVisitor: true });
}

/** DELETE /api/rooms/{CODE}/participants/me: 'Leave room'. */
export async function leaveRoom(code: string, token: string): Promise<void> {
  await apiRequest<null>(`${base(code)}/participants/me`, { method: "DELETE", headers: { [ROOM_TOKEN_HEADER]: token }, cache: "no-store" }, { asVisitor: true });
}

/** DELETE /api/rooms/{CODE}/participants/{id} as the host: 'Remove'. */
export async function removeParticipant(code: string, participantId: string): Promise<void> {
  await apiRequest<null>(`${base(code)}/participants/${encodeURIComponent(participantId)}`, { method: "DELETE", cache: "no-store" });
}

/** POST /api/rooms/{CODE}/actions as the host; the answer is the room's new state, in the page's language. */
export function hostAction(code: string, action: RoomAction): Promise<RoomState> {
  return apiRequest<RoomState>(`${base(code)}/actions${contentLanguageQuery()}`, { method: "POST", body: JSON.stringify({ action }), cache: "no-store" });
}
