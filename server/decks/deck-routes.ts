import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { DECK_ID_MAX_LENGTH, DECK_ID_PATTERN } from "../content/deck-content";
import { getDeckForCaller, listDecks } from "./deck-repository";

function jsonWithEtag(c: Context, payload: unknown, cacheControl: string) {
  const body = JSON.stringify(payload);
  const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
  c.header("ETag", etag);
  c.header("Cache-Control", cacheControl);
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
  c.header("Content-Type", "application/json; charset=utf-8");
  return c.body(body, 200);
}

export function deckRoutes(db: Kysely<Database>) {
  const routes = new Hono();

  routes.get("/decks", async (c) => {
    const decks = await listDecks(db);
    return jsonWithEtag(c, decks, "public, max-age=60, stale-while-revalidate=600");
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
    return jsonWithEtag(c, deck, deck.isPremium && !deck.preview ? "private, no-store" : "private, no-cache");
  });
  routes.all("/decks/:deckId/cards", methodNotAllowed(["GET", "HEAD"]));

  return routes;
}
