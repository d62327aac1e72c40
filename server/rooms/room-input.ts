// What the rooms' requests carry, read and checked: a JSON object body, a name, the room's settings. Each check answers the value or the message the caller is told.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { Intensity } from "../../shared/api-types";
import { MAX_PARTICIPANT_NAME, ROOM_ACTIONS, type CreateRoomInput, type RoomAction } from "../../shared/rooms";
import { TIMER_CHOICES } from "../../shared/table-address";
import { checkText, type Checked } from "../../shared/text";
import { apiError } from "../http/errors";

/** The body as a JSON object, or the 4xx answer for one that is not. */
export async function jsonObject(c: Context): Promise<Record<string, unknown> | Response> {
  if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) {
    return apiError(c, 415, "unsupported_media_type", "Send the request as application/json.");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return apiError(c, 400, "invalid_json", "Invalid or malformed JSON was provided");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return apiError(c, 400, "validation_error", "Send a JSON object.");
  return body as Record<string, unknown>;
}

/** A participant's name: the one text rule (shared/text.ts), on one line, 1–40 characters as seen. */
export const checkName = (value: unknown) => checkText(value, { label: "Your name", min: 1, max: MAX_PARTICIPANT_NAME });

export function checkRoomSettings(body: Record<string, unknown>): Checked<CreateRoomInput> {
  const { deckId, levels, timerSeconds } = body;
  if (typeof deckId !== "string" || deckId.length === 0 || deckId.length > 100) return { ok: false, message: "deckId must name a deck." };
  if (!Array.isArray(levels) || levels.length === 0 || !levels.every((level) => level === 1 || level === 2 || level === 3)) {
    return { ok: false, message: "levels must list at least one of the levels 1 (Light), 2 (Personal) and 3 (Deep)." };
  }
  const seconds = timerSeconds ?? 0;
  if (typeof seconds !== "number" || !TIMER_CHOICES.some((choice) => choice.seconds === seconds)) {
    return { ok: false, message: `timerSeconds must be one of ${TIMER_CHOICES.map((choice) => choice.seconds).join(", ")}.` };
  }
  const chosen = ([1, 2, 3] as Intensity[]).filter((level) => levels.includes(level));
  return { ok: true, value: { deckId, levels: chosen, timerSeconds: seconds } };
}

export function checkAction(value: unknown): Checked<RoomAction> {
  return typeof value === "string" && (ROOM_ACTIONS as readonly string[]).includes(value)
    ? { ok: true, value: value as RoomAction }
    : { ok: false, message: `action must be one of ${ROOM_ACTIONS.join(", ")}.` };
}

/** A participant's token as stored: its SHA-256 (the token itself is only ever in their browser). */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
