// The saved-cards API: who may save and read which cards, whose cards are whose, what a list shows
// once the pass ended or a card left the content, and how malformed requests are refused.
import { describe, expect, it } from "vitest";
import { seedDecks } from "../db/seed";
import { changeEntitlement, syncSubscriptionEntitlement } from "../entitlements/entitlement-repository";
import { FREE_PREVIEW_CARDS } from "../../shared/api-types";
import { testDatabases } from "../../tests/support/server/test-databases";
import { newId } from "../../tests/support/server/test-billing";
import { content, premium, otherPremium, free, late, MINUTE, at, savedCardsApi } from "../../tests/support/server/saved-cards-harness";

describe.each(testDatabases)("the saved-cards API on $name", ({ target }) => {
  const { db, request, callers, change, passHolder, save, remove, state, list, expectError } = savedCardsApi(target);

  it("asks a visitor to sign in (401) on every endpoint", async () => {
    const card = free.cards[0].id;
    await expectError(await request("/api/me/saved-cards"), 401, "unauthorized");
    await expectError(await save(card, {}), 401, "unauthorized");
    await expectError(await remove(card, {}), 401, "unauthorized");
  });

  it("keeps a pass holder's saved cards, newest first, with their text", async () => {
    const { auth } = await passHolder();
    const [first, second, third] = [free.cards[0], late(premium), late(otherPremium, 1)];
    expect(await state(await save(first.id, auth, at(1)))).toEqual({ cardId: first.id, saved: true, changedAt: at(1) });
    expect(await state(await save(second.id, auth, at(2)))).toEqual({ cardId: second.id, saved: true, changedAt: at(2) });
    // No body: the change is timed by the server, now, which is the newest.
    const before = Date.now();
    const third_ = await state(await save(third.id, auth));
    expect(Date.parse(third_.changedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(third_.changedAt)).toBeLessThanOrEqual(Date.now());

    const saved = await list(auth);
    expect(saved.removed).toEqual([]);
    expect(saved.cards).toEqual([
      {
        cardId: third.id,
        deckId: otherPremium.deckId,
        deckTitle: otherPremium.title,
        coverColor: otherPremium.coverColor,
        index: FREE_PREVIEW_CARDS + 1,
        savedAt: third_.changedAt,
        content: { question: third.question, followUp: third.followUp ?? null, intensity: third.intensity },
      },
      {
        cardId: second.id,
        deckId: premium.deckId,
        deckTitle: premium.title,
        coverColor: premium.coverColor,
        index: FREE_PREVIEW_CARDS,
        savedAt: at(2),
        content: { question: second.question, followUp: second.followUp ?? null, intensity: second.intensity },
      },
      {
        cardId: first.id,
        deckId: free.deckId,
        deckTitle: free.title,
        coverColor: free.coverColor,
        index: 0,
        savedAt: at(1),
        content: { question: first.question, followUp: first.followUp ?? null, intensity: first.intensity },
      },
    ]);
    // Saving again is harmless: one card, one entry.
    await state(await save(first.id, auth, at(1)));
    expect((await list(auth)).cards).toHaveLength(3);
  });

  it("lists the saved cards in the language asked for, and refuses one it does not speak", async () => {
    const { auth } = await passHolder();
    const card = free.cards[1];
    await state(await save(card.id, auth, at(1)));
    const french = free.texts!.fr!;
    const [shown] = (await list(auth, "fr")).cards;
    expect(shown).toMatchObject({ cardId: card.id, deckTitle: french.title, content: { question: french.cards[1].question, intensity: card.intensity } });
    expect((await list(auth)).cards[0].content?.question).toBe(card.question);
    await expectError(await request("/api/me/saved-cards?lang=xx", { headers: auth }), 400, "invalid_language");
  });

  it("keeps one person's saved cards out of another's reach", async () => {
    const me = await passHolder();
    const other = await passHolder();
    const card = free.cards[1].id;
    await state(await save(card, me.auth, at(5)));

    expect(await list(other.auth)).toEqual({ cards: [], removed: [] });
    // Their removal of the same card is theirs alone.
    expect(await state(await remove(card, other.auth, at(6)))).toEqual({ cardId: card, saved: false, changedAt: at(6) });
    expect((await list(other.auth)).removed).toEqual([{ cardId: card, removedAt: at(6) }]);
    const mine = await list(me.auth);
    expect(mine.cards.map((c) => c.cardId)).toEqual([card]);
    expect(mine.removed).toEqual([]);
  });

  it("answers 404 card_not_found for a card that does not exist", async () => {
    const { auth } = await passHolder();
    await expectError(await save("no-such-card", auth), 404, "card_not_found", 'There is no card "no-such-card".');
    await expectError(await remove("no-such-card", auth), 404, "card_not_found");
    expect(await list(auth)).toEqual({ cards: [], removed: [] });
  });

  it("refuses a card of a deck the person cannot see (card_locked) and saving without the pass (pass_required)", async () => {
    const PASS_REQUIRED = "Saving cards is part of the All-Access Pass.";
    const nobody = callers.as(newId("visitor"));
    await expectError(await save(late(premium).id, nobody), 403, "card_locked");
    await expectError(await save(free.cards[0].id, nobody), 403, "pass_required", PASS_REQUIRED);
    // The preview is readable, but saving it is still the pass's.
    await expectError(await save(premium.cards[0].id, nobody), 403, "pass_required", PASS_REQUIRED);

    // Owning one deck unlocks its cards, not saving.
    const owner = newId("owner");
    await changeEntitlement(db(), { userId: owner, deckId: premium.deckId });
    await expectError(await save(late(premium).id, callers.as(owner)), 403, "pass_required", PASS_REQUIRED);
    await expectError(await save(late(otherPremium).id, callers.as(owner)), 403, "card_locked");

    expect(await list(nobody)).toEqual({ cards: [], removed: [] });
    expect(await list(callers.as(owner))).toEqual({ cards: [], removed: [] });
  });

  it("lets a person remove saved cards after the pass ended", async () => {
    const sub = newId("lapsed");
    const auth = callers.as(sub);
    const subscriptionId = newId("sub");
    await syncSubscriptionEntitlement(db(), { userId: sub, subscriptionId, periodEnd: new Date(Date.now() + MINUTE), givesAccess: true });
    const card = late(premium, 2).id;
    await state(await save(card, auth, at(1)));
    await syncSubscriptionEntitlement(db(), { userId: sub, subscriptionId, periodEnd: new Date(Date.now() - MINUTE), givesAccess: true });

    await expectError(await save(free.cards[0].id, auth), 403, "pass_required");
    expect(await state(await remove(card, auth, at(2)))).toEqual({ cardId: card, saved: false, changedAt: at(2) });
    expect(await list(auth)).toEqual({ cards: [], removed: [{ cardId: card, removedAt: at(2) }] });
  });

  it("keeps the list after the pass ended, with the text only of cards the person may still read", async () => {
    const sub = newId("lapsed");
    const auth = callers.as(sub);
    const subscriptionId = newId("sub");
    await syncSubscriptionEntitlement(db(), { userId: sub, subscriptionId, periodEnd: new Date(Date.now() + MINUTE), givesAccess: true });
    const freeCard = free.cards[7];
    const preview = premium.cards[FREE_PREVIEW_CARDS - 1];
    const locked = late(premium, 3);
    const owned = late(otherPremium, 3);
    for (const [i, card] of [freeCard, preview, locked, owned].entries()) await state(await save(card.id, auth, at(i)));
    const readable = Object.fromEntries((await list(auth)).cards.map((c) => [c.cardId, c.content !== null]));
    expect(readable).toEqual({ [freeCard.id]: true, [preview.id]: true, [locked.id]: true, [owned.id]: true });

    // The pass's period ends; the person bought one of the decks.
    await syncSubscriptionEntitlement(db(), { userId: sub, subscriptionId, periodEnd: new Date(Date.now() - MINUTE), givesAccess: true });
    await changeEntitlement(db(), { userId: sub, deckId: otherPremium.deckId });
    const after = await list(auth);
    expect(after.cards.map((c) => c.cardId)).toEqual([owned.id, locked.id, preview.id, freeCard.id]);
    const byId = Object.fromEntries(after.cards.map((c) => [c.cardId, c]));
    expect(byId[locked.id]).toMatchObject({ deckId: premium.deckId, deckTitle: premium.title, index: FREE_PREVIEW_CARDS + 3, content: null });
    expect(byId[preview.id].content).toEqual({ question: preview.question, followUp: preview.followUp ?? null, intensity: preview.intensity });
    expect(byId[freeCard.id].content?.question).toBe(freeCard.question);
    expect(byId[owned.id].content?.question).toBe(owned.question);
    expect(JSON.stringify(after)).not.toContain(locked.question);
  });

  it("leaves out a saved card no longer in any deck, and still lets it be removed", async () => {
    const { auth } = await passHolder();
    const [gone, kept] = [free.cards[8], free.cards[9]];
    await state(await save(gone.id, auth, at(1)));
    await state(await save(kept.id, auth, at(2)));
    const edited = content.map((d) => (d === free ? { ...d, cards: d.cards.filter((c) => c.id !== gone.id) } : d));
    await seedDecks(db(), edited);
    try {
      expect((await list(auth)).cards.map((c) => [c.cardId, c.index])).toEqual([[kept.id, 8]]);
      expect(await state(await remove(gone.id, auth, at(3)))).toEqual({ cardId: gone.id, saved: false, changedAt: at(3) });
      expect((await list(auth)).removed).toEqual([{ cardId: gone.id, removedAt: at(3) }]);
      // Someone who never saved it finds no such card.
      await expectError(await remove(gone.id, (await passHolder()).auth), 404, "card_not_found");
      await expectError(await save(gone.id, auth), 404, "card_not_found");
    } finally {
      await seedDecks(db(), content);
    }
  });

  it("refuses malformed bodies, dates and ids with 400 JSON, other media types with 415", async () => {
    const { auth } = await passHolder();
    const card = free.cards[10].id;
    await expectError(await change("PUT", card, auth, "{not json"), 400, "invalid_json");
    for (const body of [[], "null", "7", { changedAt: 5 }, { changedAt: null }]) {
      await expectError(await change("PUT", card, auth, body), 400, "invalid_request");
    }
    for (const changedAt of ["yesterday", "2025-02-30T10:00:00Z", "2025-01-01T10:00:00", "2025-01-01", "2025-01-01T24:00:00Z", ""]) {
      await expectError(await save(card, auth, changedAt), 400, "invalid_request");
      await expectError(await remove(card, auth, changedAt), 400, "invalid_request");
    }
    for (const id of ["Bad_Id", "a".repeat(65), "-family", "family%20one"]) {
      await expectError(await save(id, auth), 400, "invalid_card_id");
      await expectError(await remove(id, auth), 400, "invalid_card_id");
    }
    const form = await request(`/api/me/saved-cards/${card}`, {
      method: "PUT",
      headers: { ...auth, "Content-Type": "application/x-www-form-urlencoded" },
      body: `changedAt=${at(1)}`,
    });
    await expectError(form, 415, "unsupported_media_type");
    await expectError(await change("PUT", card, auth, { changedAt: "x".repeat(2000) }), 413, "payload_too_large");
    expect(await list(auth)).toEqual({ cards: [], removed: [] });
    // Fields other than changedAt are ignored: the path names the card, the server decides the rest.
    const other = free.cards[11].id;
    expect(await state(await change("PUT", other, auth, { saved: false, deckId: "other", changedAt: at(1) }))).toMatchObject({ saved: true });
    // A time with an offset is read as that instant.
    expect(await state(await save(card, auth, "2025-01-01T12:00:00.000+02:00"))).toMatchObject({ changedAt: "2025-01-01T10:00:00.000Z" });
  });

  it("answers other methods with 405 JSON and an Allow header", async () => {
    const { auth } = await passHolder();
    for (const [method, url, allow] of [
      ["POST", "/api/me/saved-cards", "GET, HEAD"],
      ["DELETE", "/api/me/saved-cards", "GET, HEAD"],
      ["GET", `/api/me/saved-cards/${free.cards[0].id}`, "PUT, DELETE"],
      ["POST", `/api/me/saved-cards/${free.cards[0].id}`, "PUT, DELETE"],
      ["PATCH", `/api/me/saved-cards/${free.cards[0].id}`, "PUT, DELETE"],
    ] as const) {
      const res = await request(url, { method, headers: auth });
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.headers.get("Allow")).toBe(allow);
      expect(await res.json()).toMatchObject({ error: "method_not_allowed" });
    }
  });
});
