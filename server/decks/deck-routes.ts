import { Hono } from "hono";
import { etag } from "hono/etag";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { DECK_ID_MAX_LENGTH, DECK_ID_PATTERN } from "../content/deck-content";
import { getDeckForCaller, listDecks } from "./deck-repository";

export function deckRoutes(db: Kysely<Database>) {
  const routes = new Hono();
  // A hash of the answer: a client revalidating an unchanged deck gets a 304 with no body.
  routes.use("/decks", etag());
  routes.use("/decks/:deckId/cards", etag());

  routes.get("/decks", async (c) => {
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
    return c.json(await listDecks(db));
  });
  routes.all("/decks", methodNotAllowed(["GET", "HEAD"]));

  routes.get("/decks/:deckId/cards", async (c) => {
    const deckId = c.req.param("deckId");
    if (deckId.length > DECK_ID_MAX_LENGTH || !DECK_ID_PATTERN.test(deckId)) {
      return apiError(c, 400, "invalid_deck_id", "A deck id is lower-case letters, digits and hyphens.");
    }
    // The verified access token's sub (bearerAuth), which entitlements.user_id holds; null = anonymous.
    const deck = await getDeckForCaller(db, deckId, c.get("caller")?.sub ?? null);
    if (!deck) return apiError(c, 404, "deck_not_found", `There is no deck "${deckId}".`);
    // The answer depends on who asks: never share it between users in a cache.
    c.header("Vary", "Authorization");
    // A paid deck in full is never stored by the browser (sign-out could not clear its HTTP cache).
    c.header("Cache-Control", deck.isPremium && !deck.preview ? "private, no-store" : "private, no-cache");
    return c.json(deck);
  });
  routes.all("/decks/:deckId/cards", methodNotAllowed(["GET", "HEAD"]));

  return routes;
}
