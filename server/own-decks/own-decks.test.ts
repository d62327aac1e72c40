// A person's own decks: validation, the plan's limits, the sync rule (the change made last on a
// device wins, a deletion included), whose deck is whose, sharing, and premium cards gathered
// into a shared deck staying premium.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import type { DatabaseHandle } from "../db/database";
import { changeEntitlement } from "../entitlements/entitlement-repository";
import { FREE_PREVIEW_CARDS } from "../../shared/api-types";
import type { OwnDeckSaved, OwnDecksList, SharedDeck } from "../../shared/own-decks";
import { openSeededDatabase, testDatabases } from "../../tests/support/server/test-databases";
import { testCallers } from "../../tests/support/server/test-billing";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium)!;
const premium = content.find((d) => d.isPremium)!;
const lockedCard = premium.cards[FREE_PREVIEW_CARDS + 1];
const previewCard = premium.cards[0];
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() - 60 * MINUTE + minutes * MINUTE).toISOString();
let ids = 0;
const newDeckId = () => `my-test-${(++ids).toString().padStart(4, "0")}`;

const question = (n: number, text = `What is question ${n} about?`) => ({ kind: "question", id: `q${n}`, question: text, followUp: null, intensity: 1 });
const deckBody = (changedAt: string, extra: Record<string, unknown> = {}) => ({ title: "Team retro", description: "Our Friday plan", cards: [question(1)], changedAt, ...extra });

describe.each(testDatabases)("own decks on $name", ({ target }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const callers = testCallers();
  const ana = callers.as("ana");

  beforeAll(async () => {
    handle = await openSeededDatabase(target, content);
    app = createApp({ db: handle.db, auth: { settings: null, verifier: callers.verifier } });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const put = (deckId: string, body: unknown, who = ana) =>
    app.request(`/api/me/decks/${deckId}`, { method: "PUT", headers: { ...who, "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const list = async (who = ana) => (await (await app.request("/api/me/decks", { headers: who })).json()) as OwnDecksList;
  const expectError = async (res: Response, status: number, error: string, message?: RegExp) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe(error);
    if (message) expect(body.message).toMatch(message);
  };

  it("answers 401 without a session", async () => {
    await expectError(await app.request("/api/me/decks"), 401, "sign_in_required");
    await expectError(await put(newDeckId(), deckBody(at(1)), {}), 401, "sign_in_required");
  });

  it("keeps a deck as text, trimmed, and lists it on the person's other devices", async () => {
    const deckId = newDeckId();
    const res = await put(deckId, deckBody(at(1), { title: "  Team <b>retro</b>  ", cards: [question(1, " Is <b>this</b> bold? "), { kind: "card", id: "c1", cardId: free.cards[2].id }] }));
    expect(res.status).toBe(200);
    const saved = (await res.json()) as OwnDeckSaved;
    expect(saved.applied).toBe(true);
    expect(saved.deck).toMatchObject({ deckId, title: "Team <b>retro</b>", shareId: null });
    expect(saved.deck!.cards).toEqual([
      { kind: "question", id: "q1", question: "Is <b>this</b> bold?", followUp: null, intensity: 1 },
      expect.objectContaining({ kind: "card", cardId: free.cards[2].id, locked: false, question: free.cards[2].question, deckTitle: free.title }),
    ]);
    expect((await list()).decks.map((d) => d.deckId)).toContain(deckId);
    expect((await list(callers.as("someone-else"))).decks).toEqual([]);
  });

  it("refuses what is not a deck, with a message", async () => {
    const deckId = newDeckId();
    await expectError(await put(deckId, deckBody(at(1), { title: "" })), 400, "validation_error", /Title is required/);
    await expectError(await put(deckId, deckBody(at(1), { title: "x".repeat(81) })), 400, "validation_error", /at most 80/);
    await expectError(await put(deckId, deckBody(at(1), { description: "x".repeat(301) })), 400, "validation_error", /at most 300/);
    await expectError(await put(deckId, deckBody(at(1), { cards: [question(1, "x".repeat(281))] })), 400, "validation_error", /Question 1 can be at most 280/);
    // A control character is refused for the whole API before the route (server/http/clean-input.ts), saying where.
    await expectError(await put(deckId, deckBody(at(1), { cards: [question(1, "Bell\u0007?")] })), 400, "validation_error", /cards\[0\]\.question must not contain control characters \(it holds U\+0007/);
    await expectError(await put(deckId, deckBody(at(1), { cards: [{ ...question(1), intensity: 4 }] })), 400, "validation_error", /level/);
    await expectError(await put(deckId, deckBody(at(1), { cards: [{ kind: "card", id: "c1", cardId: "no-such-card" }] })), 400, "validation_error", /card there is not/);
    await expectError(await put(deckId, deckBody("yesterday")), 400, "validation_error", /changedAt/);
    await expectError(await put("not-mine", deckBody(at(1))), 400, "validation_error");
    const malformed = await app.request(`/api/me/decks/${deckId}`, { method: "PUT", headers: { ...ana, "Content-Type": "application/json" }, body: "{nope" });
    await expectError(malformed, 400, "invalid_json");
  });

  it("holds a free account to 3 decks of 50 cards, and the pass to 100 of 200", async () => {
    const bo = callers.as("bo");
    for (let i = 0; i < 3; i++) expect((await put(newDeckId(), deckBody(at(1)), bo)).status).toBe(200);
    await expectError(await put(newDeckId(), deckBody(at(1)), bo), 403, "limit_reached", /3 decks/);
    const fifty = Array.from({ length: 51 }, (_, i) => question(i + 1));
    await expectError(await put(newDeckId(), deckBody(at(1), { cards: fifty }), callers.as("cy")), 400, "validation_error", /at most 50 cards/);
    await changeEntitlement(handle.db, { userId: "bo", deckId: null });
    expect((await put(newDeckId(), deckBody(at(1), { cards: fifty }), bo)).status).toBe(200);
    expect((await list(bo)).limits).toEqual({ decks: 100, cards: 200 });
  });

  it("keeps the change made last on a device, a deletion included", async () => {
    const deckId = newDeckId();
    await put(deckId, deckBody(at(10), { title: "Laptop's edit" }));
    const older = (await (await put(deckId, deckBody(at(5), { title: "Phone's older edit" }))).json()) as OwnDeckSaved;
    expect(older).toMatchObject({ applied: false, deck: { title: "Laptop's edit" } });
    const deleted = await app.request(`/api/me/decks/${deckId}`, { method: "DELETE", headers: { ...ana, "Content-Type": "application/json" }, body: JSON.stringify({ changedAt: at(20) }) });
    expect(await deleted.json()).toEqual({ applied: true, deck: null });
    expect(((await (await put(deckId, deckBody(at(15)))).json()) as OwnDeckSaved).applied).toBe(false);
    const now = await list();
    expect(now.decks.map((d) => d.deckId)).not.toContain(deckId);
    expect(now.deleted.map((d) => d.deckId)).toContain(deckId);
    // Undo: the deck put back by a later change.
    expect(((await (await put(deckId, deckBody(at(25)))).json()) as OwnDeckSaved).applied).toBe(true);
  });

  const remove = (deckId: string, changedAt: string, who = ana) =>
    app.request(`/api/me/decks/${deckId}`, { method: "DELETE", headers: { ...who, "Content-Type": "application/json" }, body: JSON.stringify({ changedAt }) });
  const storedRow = (deckId: string) => handle.db.selectFrom("own_decks").selectAll().where("deck_id", "=", deckId).executeTakeFirst();

  it("keeps of a deleted deck only its id, owner, time and link's id: no title, text or cards, and the link opens nothing", async () => {
    const deckId = newDeckId();
    const cards = Array.from({ length: 50 }, (_, i) => question(i + 1, `${"A long question to keep. ".repeat(10)}${i}`));
    expect((await put(deckId, deckBody(at(1), { cards }))).status).toBe(200);
    const { shareId } = (await (await app.request(`/api/me/decks/${deckId}/share`, { method: "POST", headers: ana })).json()) as { shareId: string };
    const deletedAt = at(2);
    expect(await (await remove(deckId, deletedAt)).json()).toEqual({ applied: true, deck: null });
    expect(await storedRow(deckId)).toMatchObject({ deck_id: deckId, owner_id: "ana", title: "", description: "", cards: "[]", share_id: shareId, deleted: true, changed_at: Date.parse(deletedAt) });
    expect((await list()).deleted).toContainEqual({ deckId, changedAt: deletedAt });
    // While deleted, the link opens nothing, and no one can save a copy of it or share the deck again.
    await expectError(await app.request(`/api/shared-decks/${shareId}`), 404, "not_found");
    await expectError(await app.request(`/api/shared-decks/${shareId}/copy`, { method: "POST", headers: callers.as("dee") }), 404, "not_found");
    await expectError(await app.request(`/api/me/decks/${deckId}/share`, { method: "POST", headers: ana }), 404, "not_found");
  });

  it("brings a deleted deck's link back when the deck is written again ('Undo'), the same link", async () => {
    const hal = callers.as("hal");
    const deckId = newDeckId();
    await put(deckId, deckBody(at(1), { title: "Shared with the group" }), hal);
    const { shareId } = (await (await app.request(`/api/me/decks/${deckId}/share`, { method: "POST", headers: hal })).json()) as { shareId: string };
    await remove(deckId, at(2), hal);
    const restored = (await (await put(deckId, deckBody(at(3), { title: "Shared with the group" }), hal)).json()) as OwnDeckSaved;
    expect(restored).toMatchObject({ applied: true, deck: { deckId, shareId } });
    const shared = await app.request(`/api/shared-decks/${shareId}`);
    expect(shared.status).toBe(200);
    expect(((await shared.json()) as SharedDeck).title).toBe("Shared with the group");
    expect((await list(hal)).decks.find((d) => d.deckId === deckId)?.shareId).toBe(shareId);
    // 'Stop sharing' ends it.
    expect((await app.request(`/api/me/decks/${deckId}/share`, { method: "DELETE", headers: hal })).status).toBe(204);
    await expectError(await app.request(`/api/shared-decks/${shareId}`), 404, "not_found");
  });

  it("lets a free account restore a deck it deleted at its 3-deck limit: the deleted deck does not count", async () => {
    const eve = callers.as("eve");
    const decks = [newDeckId(), newDeckId(), newDeckId()];
    for (const deckId of decks) expect((await put(deckId, deckBody(at(1)), eve)).status).toBe(200);
    await expectError(await put(newDeckId(), deckBody(at(2)), eve), 403, "limit_reached", /^You can keep 3 decks on your plan\. Delete one, or get the All-Access Pass for 100\.$/);
    await remove(decks[0], at(3), eve);
    expect(((await (await put(decks[0], deckBody(at(4)), eve)).json()) as OwnDeckSaved).applied).toBe(true);
    expect((await list(eve)).decks).toHaveLength(3);
  });

  it("writes nothing for the deletion of a deck it never had, and answers it as done", async () => {
    const deckId = newDeckId();
    // The page's sync drops its tombstone on this answer (own-deck-merge.ts applyAnswer): no retry.
    expect(await (await remove(deckId, at(3))).json()).toEqual({ applied: true, deck: null });
    expect(await storedRow(deckId)).toBeUndefined();
    expect((await list()).deleted.map((d) => d.deckId)).not.toContain(deckId);
    // Someone else's deck is still not theirs to delete.
    const theirs = newDeckId();
    await put(theirs, deckBody(at(1)), callers.as("owen"));
    await expectError(await remove(theirs, at(4)), 404, "not_found");
    expect(await storedRow(theirs)).toMatchObject({ deleted: false, title: "Team retro" });
  });

  it("lists the deletions of the last 90 days only, and removes older ones on the owner's next write", async () => {
    const kai = callers.as("kai");
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * MINUTE).toISOString();
    const old = newDeckId();
    const recent = newDeckId();
    await put(old, deckBody(daysAgo(101)), kai);
    await put(recent, deckBody(daysAgo(101)), kai);
    expect((await remove(recent, daysAgo(89), kai)).status).toBe(200);
    expect((await remove(old, daysAgo(91), kai)).status).toBe(200);
    expect(await storedRow(old)).toMatchObject({ deleted: true });
    const deleted = (await list(kai)).deleted.map((d) => d.deckId);
    expect(deleted).toContain(recent);
    expect(deleted).not.toContain(old);
    // The next write of this owner, whatever deck it is about, removes the old tombstone.
    expect((await put(newDeckId(), deckBody(at(1)), kai)).status).toBe(200);
    expect(await storedRow(old)).toBeUndefined();
    expect(await storedRow(recent)).toMatchObject({ deleted: true });
  });

  it("never lets one person change another's deck", async () => {
    const deckId = newDeckId();
    await put(deckId, deckBody(at(1)));
    await expectError(await put(deckId, deckBody(at(30)), callers.as("mallory")), 404, "not_found");
    await expectError(await app.request(`/api/me/decks/${deckId}/share`, { method: "POST", headers: callers.as("mallory") }), 404, "not_found");
  });

  it("shares a deck by link, read only, unlisted, with a premium card locked and without its text for those who may not read it", async () => {
    const sam = callers.as("sam");
    const deckId = newDeckId();
    expect((await put(deckId, deckBody(at(1), { cards: [question(1), { kind: "card", id: "p1", cardId: lockedCard.id }, { kind: "card", id: "p0", cardId: previewCard.id }] }), sam)).status).toBe(200);
    const sharing = await app.request(`/api/me/decks/${deckId}/share`, { method: "POST", headers: sam });
    expect(sharing.status, await sharing.clone().text()).toBe(200);
    const { shareId } = (await sharing.json()) as { shareId: string };
    const visitor = await app.request(`/api/shared-decks/${shareId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("x-robots-tag")).toBe("noindex");
    const text = await visitor.text();
    expect(text).not.toContain(lockedCard.question);
    const shared = JSON.parse(text) as SharedDeck;
    expect(shared.cards.map((card) => card.locked)).toEqual([false, true, false]);
    expect(shared.cards[1]).toEqual({
      index: 1,
      intensity: lockedCard.intensity,
      locked: true,
      cardId: lockedCard.id,
      origin: { deckId: premium.deckId, deckTitle: premium.title, coverColor: premium.coverColor, position: FREE_PREVIEW_CARDS + 1, isPremium: true },
    });
    await changeEntitlement(handle.db, { userId: "pass-reader", deckId: null });
    const reader = (await (await app.request(`/api/shared-decks/${shareId}`, { headers: callers.as("pass-reader") })).json()) as SharedDeck;
    expect(reader.cards[1]).toMatchObject({ locked: false, question: lockedCard.question });
    // The owner, without the premium deck, sees it locked in their own list too.
    const own = (await list(sam)).decks.find((d) => d.deckId === deckId)!;
    expect(own.cards[1]).toMatchObject({ locked: true });
    expect(JSON.stringify(own)).not.toContain(lockedCard.question);

    const copy = await app.request(`/api/shared-decks/${shareId}/copy`, { method: "POST", headers: callers.as("dee") });
    expect(copy.status).toBe(201);
    expect(((await copy.json()) as OwnDeckSaved).deck).toMatchObject({ title: "Team retro", shareId: null, copiedFrom: shareId });
    await expectError(await app.request(`/api/shared-decks/${shareId}/copy`, { method: "POST" }), 401, "sign_in_required");

    expect((await app.request(`/api/me/decks/${deckId}/share`, { method: "DELETE", headers: sam })).status).toBe(204);
    await expectError(await app.request(`/api/shared-decks/${shareId}`), 404, "not_found");
  });
  it("answers a second 'Save a copy' of one shared deck with the copy already made, and copies again once that copy is deleted", async () => {
    const ida = callers.as("ida");
    const deckId = newDeckId();
    await put(deckId, deckBody(at(1), { title: "Worth keeping" }), ida);
    const { shareId } = (await (await app.request(`/api/me/decks/${deckId}/share`, { method: "POST", headers: ida })).json()) as { shareId: string };
    const fay = callers.as("fay");
    const saveCopy = () => app.request(`/api/shared-decks/${shareId}/copy`, { method: "POST", headers: fay });
    const first = (await (await saveCopy()).json()) as OwnDeckSaved;
    const copyId = first.deck!.deckId;
    const second = await saveCopy();
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: "already_copied", message: "This deck is already in My Decks.", deckId: copyId });
    expect((await list(fay)).decks.filter((d) => d.copiedFrom === shareId).map((d) => d.deckId)).toEqual([copyId]);
    // Someone else's copy is theirs: it does not stop this person's.
    expect((await app.request(`/api/shared-decks/${shareId}/copy`, { method: "POST", headers: callers.as("gus") })).status).toBe(201);
    // The copy deleted, 'Save a copy' makes a new one.
    await remove(copyId, new Date().toISOString(), fay);
    expect((await saveCopy()).status).toBe(201);
  });
});
