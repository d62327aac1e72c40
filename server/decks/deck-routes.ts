// GET /api/decks and a deck's cards: the same for everyone from memory (public-decks.ts), a premium
// deck per caller, its locked cards read only for someone entitled to them.
//
// Both take `?lang=` (http/language-param.ts; English when absent): each deck comes in that
// language where it is published in it, else in English, and says which (`language`);
// Content-Language names the answer's languages. The language is in the address, so an HTTP cache
// keys on it without a Vary header, and each language's answer has its own ETag.
import { Hono } from "hono";
import { etag } from "hono/etag";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { invalidLanguage, requestedLanguage } from "../http/language-param";
import { sendPrepared } from "../http/prepared-body";
import { DECK_ID_MAX_LENGTH, DECK_ID_PATTERN } from "../../shared/api-types";
import { DEFAULT_LANGUAGE } from "../../shared/languages";
import { getDeckForCaller, type IsEntitled } from "./deck-for-caller";
import { publicDecks, type PublicDecks } from "./public-decks";

export function deckRoutes(db: Kysely<Database>, isEntitled: IsEntitled, decks: PublicDecks = publicDecks(db)) {
  const routes = new Hono();

  // Every answer has its ETag: a client revalidating an unchanged deck gets a 304 with no body.
  routes.get("/decks", async (c) => {
    const language = requestedLanguage(c);
    if (!language) return invalidLanguage(c);
    const list = await decks.list(language);
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
    c.header("Content-Language", list.contentLanguage);
    return sendPrepared(c, list);
  });
  routes.all("/decks", methodNotAllowed(["GET", "HEAD"]));

  // Per-caller answers (premium decks) are hashed as they are sent; the free ones come with theirs.
  routes.use("/decks/:deckId/cards", etag());
  routes.get("/decks/:deckId/cards", async (c) => {
    const deckId = c.req.param("deckId");
    if (deckId.length > DECK_ID_MAX_LENGTH || !DECK_ID_PATTERN.test(deckId)) {
      return apiError(c, 400, "invalid_deck_id", "A deck id is lower-case letters, digits and hyphens.");
    }
    const language = requestedLanguage(c);
    if (!language) return invalidLanguage(c);
    // The answer depends on who asks (for a premium deck): never share it between users in a cache.
    c.header("Vary", "Authorization");
    // A free deck is the same for everyone: sent from memory.
    const free = await decks.freeDeck(deckId, language);
    if (free) {
      c.header("Cache-Control", "private, no-cache");
      c.header("Content-Language", free.contentLanguage);
      return sendPrepared(c, free);
    }
    // The verified access token's sub (bearerAuth), which entitlements.user_id holds; null = anonymous.
    const deck = await getDeckForCaller(db, deckId, c.get("caller")?.sub ?? null, isEntitled, language);
    if (!deck) return apiError(c, 404, "deck_not_found", `There is no deck "${deckId}".`);
    // A paid deck in full is never stored by the browser (sign-out could not clear its HTTP cache).
    c.header("Cache-Control", deck.isPremium && !deck.preview ? "private, no-store" : "private, no-cache");
    c.header("Content-Language", deck.language ?? DEFAULT_LANGUAGE);
    return c.json(deck);
  });
  routes.all("/decks/:deckId/cards", methodNotAllowed(["GET", "HEAD"]));

  return routes;
}
