// Saved cards: GET /api/me/saved-cards, and PUT / DELETE /api/me/saved-cards/:cardId
// to save or remove one card. Devices send a change with the time it was made on them, so changes
// made offline on two devices merge the same way whichever reaches the server first.
import { Hono, type Context, type Env } from "hono";
import { createMiddleware } from "hono/factory";
import type * as v from "valibot";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { jsonBody } from "../http/json-body";
import { isCardId } from "../content/deck-content";
import type { SavedCardState, SavedCardsList } from "../../shared/api-types";
import type { CardChange } from "../../shared/saved-cards";
import { SavedCardChangeSchema } from "../../shared/schemas/saved-cards";
import { findCard } from "../decks/deck-repository";
import { applyChange, isKnownCard, listSavedCards, mayRead, readAccess } from "./saved-card-repository";
import { invalidLanguage, requestedLanguage } from "../http/language-param";

const MAX_BODY_BYTES = 1024;
const PASS_REQUIRED_MESSAGE = "Saving cards is part of the All-Access Pass.";

function signedInUser(c: Context): string | Response {
  const caller = c.get("caller");
  if (caller) return caller.sub;
  c.header("WWW-Authenticate", "Bearer");
  return apiError(c, 401, "unauthorized", "Sign in to see and save your cards.");
}

/** A change's caller and well-formed card id, checked before its body is read (401, then 400). */
const changeOf = createMiddleware(async (c, next) => {
  const userId = signedInUser(c);
  if (userId instanceof Response) return userId;
  if (!isCardId(c.req.param("cardId") ?? "")) {
    return apiError(c, 400, "invalid_card_id", "A card id is lower-case letters and digits joined by hyphens.");
  }
  await next();
});

/**
 * The change's body, checked. Its time is never later than the server's clock, so a device whose
 * clock runs ahead cannot make its change outlast every later one.
 */
const changeBody = jsonBody(SavedCardChangeSchema, {
  unsupported: "Send the change as application/json.",
  code: "invalid_request",
  notAnObject: 'Send a JSON object: { "changedAt": "<ISO 8601 time>" }, or no body.',
  emptyIsObject: true,
});

function readChange(c: Context<Env, string, { out: { json: v.InferOutput<typeof SavedCardChangeSchema> } }>) {
  const now = Date.now();
  const { changedAt = now } = c.req.valid("json");
  return { userId: c.get("caller")!.sub, cardId: c.req.param("cardId") ?? "", changedAt: Math.min(changedAt, now) };
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
    // The cards' text in the page's language (`?lang=`), as the decks API answers it.
    const language = requestedLanguage(c);
    if (!language) return invalidLanguage(c);
    return c.json<SavedCardsList>(await listSavedCards(db, userId, language));
  });
  routes.all("/me/saved-cards", methodNotAllowed(["GET", "HEAD"]));

  routes.put("/me/saved-cards/:cardId", limit, changeOf, changeBody, async (c) => {
    const change = readChange(c);
    const card = await findCard(db, change.cardId);
    if (!card) return apiError(c, 404, "card_not_found", `There is no card "${change.cardId}".`);
    const access = await readAccess(db, change.userId);
    // Checked before the pass: whatever the person holds, a card they cannot read is not theirs to keep.
    if (!mayRead(access, card)) return apiError(c, 403, "card_locked", "This card is in a deck you have not unlocked.");
    if (!access.allAccess) return apiError(c, 403, "pass_required", PASS_REQUIRED_MESSAGE);
    return answer(c, change.cardId, await applyChange(db, { ...change, saved: true }));
  });

  // Anyone signed in may remove, pass or not: a list kept after the pass ended can still be tidied.
  routes.delete("/me/saved-cards/:cardId", limit, changeOf, changeBody, async (c) => {
    const change = readChange(c);
    if (!(await isKnownCard(db, change.userId, change.cardId))) {
      return apiError(c, 404, "card_not_found", `There is no card "${change.cardId}".`);
    }
    return answer(c, change.cardId, await applyChange(db, { ...change, saved: false }));
  });
  routes.all("/me/saved-cards/:cardId", methodNotAllowed(["PUT", "DELETE"]));

  return routes;
}
