// GET /api/decks and a deck's cards: the same for everyone from memory (public-decks.ts), a premium
// deck per caller, its locked cards read only for someone entitled to them.
import { Hono } from "hono";
import { etag } from "hono/etag";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { sendPrepared } from "../http/prepared-body";
import { DECK_ID_MAX_LENGTH, DECK_ID_PATTERN } from "../../shared/api-types";
import { getDeckForCaller, type IsEntitled } from "./deck-for-caller";
import { publicDecks, type PublicDecks } from "./public-decks";

export function deckRoutes(db: Kysely<Database>, isEntitled: IsEntitled, decks: PublicDecks = publicDecks(db)) {
  const routes = new Hono();

  // Every answer has its ETag: a client revalidating an unchanged deck gets a 304 with no body.
  routes.get("/decks", async (c) => {
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
    return sendPrepared(c, await decks.list());
  });
  routes.all("/decks", methodNotAllowed(["GET", "HEAD"]));

  // Per-caller answers (premium decks) are hashed as they are sent; the free ones come with theirs.
  routes.use("/decks/:deckId/cards", etag());
  routes.get("/decks/:deckId/cards", async (c) => {
    const deckId = c.req.param("deckId");
    if (deckId.length > DECK_ID_MAX_LENGTH || !DECK_ID_PATTERN.test(deckId)) {
      return apiError(c, 400, "invalid_deck_id", "A deck id is lower-case letters, digits and hyphens.");
    }
    // The answer depends on who asks (for a premium deck): never share it between users in a cache.
    c.header("Vary", "Authorization");
    // A free deck is the same for everyone: sent from memory.
    const free = await decks.freeDeck(deckId);
    if (free) {
      c.header("Cache-Control", "private, no-cache");
      return sendPrepared(c, free);
    }
    // The verified access token's sub (bearerAuth), which entitlements.user_id holds; null = anonymous.
    const deck = await getDeckForCaller(db, deckId, c.get("caller")?.sub ?? null, isEntitled);
    if (!deck) return apiError(c, 404, "deck_not_found", `There is no deck "${deckId}".`);
    // A paid deck in full is never stored by the browser (sign-out could not clear its HTTP cache).
    c.header("Cache-Control", deck.isPremium && !deck.preview ? "private, no-store" : "private, no-cache");
    return c.json(deck);
  });
  routes.all("/decks/:deckId/cards", methodNotAllowed(["GET", "HEAD"]));

  return routes;
}
