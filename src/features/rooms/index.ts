// Live rooms as other features use them: the viewer's 'Play together' starts one. The room's own
// pages (/join, /room/{CODE}) are loaded by the routes, not through here.
export { createRoom } from "./rooms-api";
