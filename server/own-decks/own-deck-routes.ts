// A person's own decks under /api/me/decks, and shared ones under /api/shared-decks (the contract:
// shared/own-decks.ts). Everything is checked here again, whatever the page checked: the text, the
// limits of the person's plan, whose deck it is, and which gathered cards a reader may read.
import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { jsonBody } from "../http/json-body";
import { findCards } from "../decks/deck-repository";
import {
  cardLimitMessage,
  deckLimitMessage,
  OWN_DECK_ID,
  OWN_DECK_LIMITS,
  type OwnDeck,
  type AlreadyCopied,
  type OwnDeckCard,
  type OwnDeckSaved,
  type OwnDecksList,
  type SharedDeck,
} from "../../shared/own-decks";
import { OwnDeckBodySchema, OwnDeckDeletionSchema } from "../../shared/schemas/own-decks";
import { findSharedDeck, listOwnDecks, setSharing, writeOwnDeck, type OwnDeckRow } from "./own-deck-repository";
import { resolveCards, type OwnDeckAccess } from "./own-deck-cards";

/** A deck of 200 cards of 280 characters, twice over, and room for the JSON around them. */
const MAX_BODY_BYTES = 256 * 1024;
const SHARE_ID = /^[A-Za-z0-9_-]{16,32}$/;

const toDeck = (row: OwnDeckRow, cards: OwnDeckCard[]): OwnDeck => ({
  deckId: row.deckId,
  title: row.title,
  description: row.description,
  cards,
  shareId: row.shareId,
  copiedFrom: row.copiedFrom,
  changedAt: new Date(row.changedAt).toISOString(),
});

export function ownDeckRoutes(db: Kysely<Database>, access: OwnDeckAccess, { now = () => Date.now() } = {}) {
  const routes = new Hono();
  const signIn = (c: Context) => apiError(c, 401, "sign_in_required", "Sign in to keep decks of your own.");
  const notFound = (c: Context) => apiError(c, 404, "not_found", "Deck not found");
  const limitsOf = async (userId: string) => ((await access.hasPass(userId)) ? OWN_DECK_LIMITS.pass : OWN_DECK_LIMITS.free);

  routes.use("/me/decks/*", limitBody(MAX_BODY_BYTES));
  // Saving a copy takes no body: whatever comes is held to a small limit, never read on.
  routes.use("/shared-decks/*", limitBody(1024));
  routes.use("/me/decks", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  routes.use("/me/decks/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  /** A signed-in person's request, else 401 before its body is read. */
  const signedIn = createMiddleware(async (c, next) => (c.get("caller") ? next() : signIn(c)));
  /** A change's time as sent: never later than now (a device whose clock runs ahead cannot outlast later changes); now without one. */
  const asJson = { unsupported: "Send the deck as application/json.", emptyIsObject: true };
  const timeOf = (changedAt: number | undefined) => Math.min(changedAt ?? now(), now());

  const saved = async (c: Context, userId: string, outcome: Awaited<ReturnType<typeof writeOwnDeck>>) => {
    if ("notYours" in outcome) return notFound(c);
    if ("overLimit" in outcome) return apiError(c, 403, "limit_reached", deckLimitMessage((await limitsOf(userId)).decks));
    if ("alreadyCopied" in outcome) {
      c.header("Cache-Control", "no-store");
      return c.json<AlreadyCopied>({ error: "already_copied", message: "This deck is already in My Decks.", deckId: outcome.alreadyCopied }, 409);
    }
    const resolve = outcome.row ? await resolveCards(db, [outcome.row], await access.premiumAccess(userId)) : null;
    return c.json<OwnDeckSaved>({ applied: outcome.applied, deck: outcome.row && resolve ? toDeck(outcome.row, resolve(outcome.row)) : null });
  };

  routes.get("/me/decks", async (c) => {
    const caller = c.get("caller");
    if (!caller) return signIn(c);
    const rows = await listOwnDecks(db, caller.sub, now());
    const live = rows.filter((row) => !row.deleted);
    const resolve = await resolveCards(db, live, await access.premiumAccess(caller.sub));
    return c.json<OwnDecksList>({
      decks: live.map((row) => toDeck(row, resolve(row))),
      deleted: rows.filter((row) => row.deleted).map((row) => ({ deckId: row.deckId, changedAt: new Date(row.changedAt).toISOString() })),
      limits: { ...(await limitsOf(caller.sub)) },
    });
  });

  routes.put("/me/decks/:deckId", signedIn, async (c, next) => {
    if (OWN_DECK_ID.test(c.req.param("deckId"))) return next();
    return apiError(c, 400, "validation_error", 'A deck of your own has an id of "my-" and 8 to 32 letters, digits or dashes.');
  }, jsonBody(OwnDeckBodySchema, asJson), async (c) => {
    const caller = c.get("caller")!;
    const deckId = c.req.param("deckId");
    const { changedAt: sentAt, ...deck } = c.req.valid("json");
    const limits = await limitsOf(caller.sub);
    if (deck.cards.length > limits.cards) return apiError(c, 400, "validation_error", cardLimitMessage(limits.cards));
    const changedAt = timeOf(sentAt);
    const gathered = deck.cards.flatMap((entry) => (entry.kind === "card" ? [entry.cardId] : []));
    const known = await findCards(db, gathered);
    const unknown = deck.cards.findIndex((entry) => entry.kind === "card" && !known.has(entry.cardId));
    if (unknown >= 0) return apiError(c, 400, "validation_error", `Question ${unknown + 1} names a card there is not.`);
    return saved(c, caller.sub, await writeOwnDeck(db, { ownerId: caller.sub, deckId, changedAt, now: now(), maxDecks: limits.decks, deck }));
  });

  routes.delete("/me/decks/:deckId", signedIn, async (c, next) => (OWN_DECK_ID.test(c.req.param("deckId")) ? next() : notFound(c)), jsonBody(OwnDeckDeletionSchema, asJson), async (c) => {
    const caller = c.get("caller")!;
    const deckId = c.req.param("deckId");
    const changedAt = timeOf(c.req.valid("json").changedAt);
    return saved(c, caller.sub, await writeOwnDeck(db, { ownerId: caller.sub, deckId, changedAt, now: now(), maxDecks: Number.POSITIVE_INFINITY, deck: null }));
  });

  routes.post("/me/decks/:deckId/share", async (c) => {
    const caller = c.get("caller");
    if (!caller) return signIn(c);
    const shared = await setSharing(db, caller.sub, c.req.param("deckId"), randomBytes(12).toString("base64url"));
    if (shared === "not_found" || shared === null) return notFound(c);
    return c.json({ shareId: shared });
  });
  routes.delete("/me/decks/:deckId/share", async (c) => {
    const caller = c.get("caller");
    if (!caller) return signIn(c);
    if ((await setSharing(db, caller.sub, c.req.param("deckId"), null)) === "not_found") return notFound(c);
    return c.body(null, 204);
  });

  routes.get("/shared-decks/:shareId", async (c) => {
    // Unlisted: never in a search engine's index.
    c.header("X-Robots-Tag", "noindex");
    c.header("Cache-Control", "no-store");
    const shareId = c.req.param("shareId");
    const row = SHARE_ID.test(shareId) ? await findSharedDeck(db, shareId) : null;
    if (!row) return notFound(c);
    const resolve = await resolveCards(db, [row], await access.premiumAccess(c.get("caller")?.sub ?? null));
    const cards = resolve(row).map((card, index): SharedDeck["cards"][number] => {
      if (card.kind === "question") return { index, intensity: card.intensity, locked: false, question: card.question, followUp: card.followUp };
      const gathered = { index, intensity: card.intensity, cardId: card.cardId, origin: { deckId: card.deckId, deckTitle: card.deckTitle, coverColor: card.coverColor, position: card.position, isPremium: card.isPremium } };
      return card.locked ? { ...gathered, locked: true } : { ...gathered, locked: false, question: card.question, followUp: card.followUp };
    });
    return c.json<SharedDeck>({ shareId, title: row.title, description: row.description, cards });
  });

  routes.post("/shared-decks/:shareId/copy", async (c) => {
    const caller = c.get("caller");
    if (!caller) return apiError(c, 401, "sign_in_required", "Sign in to save a copy of this deck.");
    const shareId = c.req.param("shareId");
    const row = SHARE_ID.test(shareId) ? await findSharedDeck(db, shareId) : null;
    if (!row) return notFound(c);
    const limits = await limitsOf(caller.sub);
    if (row.cards.length > limits.cards) return apiError(c, 403, "limit_reached", `A deck can hold at most ${limits.cards} cards on your plan.`);
    const deckId = `my-${randomBytes(8).toString("hex")}`;
    const outcome = await writeOwnDeck(db, {
      ownerId: caller.sub,
      deckId,
      changedAt: now(),
      now: now(),
      maxDecks: limits.decks,
      deck: { title: row.title, description: row.description, cards: row.cards },
      copiedFrom: shareId,
    });
    const answer = await saved(c, caller.sub, outcome);
    return answer.status === 200 ? c.json(await answer.json(), 201) : answer;
  });

  routes.all("/me/decks", methodNotAllowed(["GET"]));
  routes.all("/me/decks/:deckId", methodNotAllowed(["PUT", "DELETE"]));
  routes.all("/me/decks/:deckId/share", methodNotAllowed(["POST", "DELETE"]));
  routes.all("/shared-decks/:shareId", methodNotAllowed(["GET"]));
  routes.all("/shared-decks/:shareId/copy", methodNotAllowed(["POST"]));
  return routes;
}
