// Live rooms: a host drives every screen; state in the database, changes fanned out to every
// server instance through LISTEN/NOTIFY (room-hub.ts).
export { roomRoutes } from "./room-routes";
export { createRoomHub, type RoomHub } from "./room-hub";
