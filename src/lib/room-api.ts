// Starting a live room (shared/rooms.ts): the one room call made outside the rooms pages, from the
// viewer's 'Play together' dialog. Here in lib, so the viewer need not import the rooms feature.
import type { CreateRoomInput, RoomCreated } from "../../shared/rooms";
import { apiRequest } from "./http";

/** POST /api/rooms as the signed-in host; resolves with the new room's code. */
export function createRoom(input: CreateRoomInput): Promise<RoomCreated> {
  return apiRequest<RoomCreated>("/rooms", { method: "POST", body: JSON.stringify(input) });
}
