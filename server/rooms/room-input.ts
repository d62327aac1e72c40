// A participant's token as the server keeps it. (The rooms' bodies are checked by their schemas in
// shared/rooms.ts, through server/http/json-body.ts.)
import { createHash } from "node:crypto";

/** A participant's token as stored: its SHA-256 (the token itself is only ever in their browser). */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
