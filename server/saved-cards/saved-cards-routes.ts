// Saved cards: GET /api/me/saved-cards, and PUT / DELETE /api/me/saved-cards/:cardId
// to save or remove one card. Devices send a change with the time it was made on them, so changes
// made offline on two devices merge the same way whichever reaches the server first.
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { isCardId } from "../content/deck-content";
import type { SavedCardChange, SavedCardState, SavedCardsList } from "../../shared/api-types";
import type { CardChange } from "../../shared/saved-cards";
import { findCard } from "../decks/deck-repository";
import { applyChange, isKnownCard, listSavedCards, mayRead, readAccess } from "./saved-card-repository";

const MAX_BODY_BYTES = 1024;
const PASS_REQUIRED_MESSAGE = "Saving cards is part of the All-Access Pass.";

// A full date and time with its offset: a time without one would be read in the server's zone.
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/** Epoch milliseconds, or null for text that is not a real ISO 8601 time (Date.parse takes 30 February). */
function parseChangeTime(text: string): number | null {
  const match = ISO_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour] = match.slice(1, 5).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/** The body's fields, or what is wrong with them. */
function parseChange(body: unknown): SavedCardChange | string {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return 'Send a JSON object: { "changedAt": "<ISO 8601 time>" }, or no body.';
  }
  // Other fields (a client that also sends the deck id, say) are ignored: the card id in the
  // path is the whole request, and the server decides everything else.
  const input = body as Record<string, unknown>;
  if (input.changedAt !== undefined && typeof input.changedAt !== "string") return "changedAt must be text.";
  return { changedAt: input.changedAt };
}

/**
 * When the change was made: the body's `changedAt`, or now without one. Never later than the
 * server's clock, so a device whose clock runs ahead cannot make its change outlast every later
 * one. A Response for a body that cannot be read.
 */
async function changeTime(c: Context): Promise<number | Response> {
  const now = Date.now();
  const text = await c.req.text();
  if (text.trim() === "") return now;
  if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) {
    return apiError(c, 415, "unsupported_media_type", "Send the change as application/json.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return apiError(c, 400, "invalid_json", "Invalid or malformed JSON was provided");
  }
  const change = parseChange(body);
  if (typeof change === "string") return apiError(c, 400, "invalid_request", change);
  if (change.changedAt === undefined) return now;
  const time = parseChangeTime(change.changedAt);
  if (time === null) {
    return apiError(c, 400, "invalid_request", "changedAt must be an ISO 8601 time with its offset, like 2025-01-31T18:05:00.000Z.");
  }
  return Math.min(time, now);
}

function signedInUser(c: Context): string | Response {
  const caller = c.get("caller");
  if (caller) return caller.sub;
  c.header("WWW-Authenticate", "Bearer");
  return apiError(c, 401, "unauthorized", "Sign in to see and save your cards.");
}

/** Everything a change needs before it is weighed: the caller, a well-formed card id and its time. */
async function readChange(c: Context): Promise<{ userId: string; cardId: string; changedAt: number } | Response> {
  const userId = signedInUser(c);
  if (userId instanceof Response) return userId;
  const cardId = c.req.param("cardId") ?? "";
  if (!isCardId(cardId)) {
    return apiError(c, 400, "invalid_card_id", "A card id is lower-case letters and digits joined by hyphens.");
  }
  const changedAt = await changeTime(c);
  if (changedAt instanceof Response) return changedAt;
  return { userId, cardId, changedAt };
}

const answer = (c: Context, cardId: string, state: CardChange) =>
  c.json<SavedCardState>({ cardId, saved: state.saved, changedAt: new Date(state.changedAt).toISOString() });

/** Mounted on /api, after the bearer check (mountAuthApi) has set the caller. */
export function savedCardsRoutes(db: Kysely<Database>) {
  const routes = new Hono();

  // Each person's own list: never kept by a cache, and never shared between callers.
  const privateAnswer = async (c: Context, next: () => Promise<void>) => {
    await next();
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Authorization");
  };
  routes.use("/me/saved-cards", privateAnswer);
  routes.use("/me/saved-cards/*", privateAnswer);
  const limit = limitBody(MAX_BODY_BYTES, "A saved-card change must be smaller than 1 KB.");

  routes.get("/me/saved-cards", async (c) => {
    const userId = signedInUser(c);
    if (userId instanceof Response) return userId;
    return c.json<SavedCardsList>(await listSavedCards(db, userId));
  });
  routes.all("/me/saved-cards", methodNotAllowed(["GET", "HEAD"]));

  routes.put("/me/saved-cards/:cardId", limit, async (c) => {
    const change = await readChange(c);
    if (change instanceof Response) return change;
    const card = await findCard(db, change.cardId);
    if (!card) return apiError(c, 404, "card_not_found", `There is no card "${change.cardId}".`);
    const access = await readAccess(db, change.userId);
    // Checked before the pass: whatever the person holds, a card they cannot read is not theirs to keep.
    if (!mayRead(access, card)) return apiError(c, 403, "card_locked", "This card is in a deck you have not unlocked.");
    if (!access.allAccess) return apiError(c, 403, "pass_required", PASS_REQUIRED_MESSAGE);
    return answer(c, change.cardId, await applyChange(db, { ...change, saved: true }));
  });

  // Anyone signed in may remove, pass or not: a list kept after the pass ended can still be tidied.
  routes.delete("/me/saved-cards/:cardId", limit, async (c) => {
    const change = await readChange(c);
    if (change instanceof Response) return change;
    if (!(await isKnownCard(db, change.userId, change.cardId))) {
      return apiError(c, 404, "card_not_found", `There is no card "${change.cardId}".`);
    }
    return answer(c, change.cardId, await applyChange(db, { ...change, saved: false }));
  });
  routes.all("/me/saved-cards/:cardId", methodNotAllowed(["PUT", "DELETE"]));

  return routes;
}
