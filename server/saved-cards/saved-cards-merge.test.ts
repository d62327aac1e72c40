// How the saved-cards API merges changes of one card made on several devices: the later change
// stands, a removal wins a tie, a clock running ahead is capped, and changes arriving at once are
// weighed one after the other.
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/server/test-databases";
import { free, MINUTE, at, savedCardsApi } from "../../tests/support/server/saved-cards-harness";

describe.each(testDatabases)("merging saved-card changes on $name", ({ target }) => {
  const { db, passHolder, save, remove, state, list } = savedCardsApi(target);

  it("keeps the later change: a stale save arriving after a newer removal leaves the card removed", async () => {
    const { auth } = await passHolder();
    const card = free.cards[2].id;
    await state(await save(card, auth, at(10)));
    expect(await state(await remove(card, auth, at(20)))).toEqual({ cardId: card, saved: false, changedAt: at(20) });
    // Made offline on another device before the removal, synced after it.
    expect(await state(await save(card, auth, at(15)))).toEqual({ cardId: card, saved: false, changedAt: at(20) });
    // And an older removal does not undo a newer save.
    expect(await state(await save(card, auth, at(30)))).toEqual({ cardId: card, saved: true, changedAt: at(30) });
    expect(await state(await remove(card, auth, at(25)))).toEqual({ cardId: card, saved: true, changedAt: at(30) });
    const saved = await list(auth);
    expect(saved.cards.map((c) => [c.cardId, c.savedAt])).toEqual([[card, at(30)]]);
    expect(saved.removed).toEqual([]);
  });

  it("caps a change time ahead of the server's clock at now", async () => {
    const { auth } = await passHolder();
    const card = free.cards[3].id;
    const before = Date.now();
    const saved = await state(await save(card, auth, new Date(Date.now() + 24 * 60 * MINUTE).toISOString()));
    expect(saved.saved).toBe(true);
    expect(Date.parse(saved.changedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(saved.changedAt)).toBeLessThanOrEqual(Date.now());
    // Had the day-ahead time been kept, this later removal (also ahead, so capped too) would lose.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const removed = await state(await remove(card, auth, new Date(Date.now() + 60 * MINUTE).toISOString()));
    expect(removed.saved).toBe(false);
    expect(Date.parse(removed.changedAt)).toBeGreaterThan(Date.parse(saved.changedAt));
  });

  it("lets a removal win over a save made at the same instant, whichever arrives first", async () => {
    const { auth } = await passHolder();
    const [one, two] = [free.cards[4].id, free.cards[5].id];
    await state(await save(one, auth, at(40)));
    expect(await state(await remove(one, auth, at(40)))).toEqual({ cardId: one, saved: false, changedAt: at(40) });
    expect(await state(await remove(two, auth, at(40)))).toEqual({ cardId: two, saved: false, changedAt: at(40) });
    expect(await state(await save(two, auth, at(40)))).toEqual({ cardId: two, saved: false, changedAt: at(40) });
    expect((await list(auth)).cards).toEqual([]);
  });

  it("settles a burst of changes of one card, in any order, on the latest", async () => {
    const { auth } = await passHolder();
    const card = free.cards[6].id;
    const changes = Array.from({ length: 12 }, (_, i) => ({ saved: i % 2 === 1, changedAt: at(30 + i) }));
    // The latest is a save, sent in the middle of the burst.
    const order = [3, 8, 0, 11, 5, 1, 10, 7, 2, 9, 4, 6];
    const answers = await Promise.all(
      order.map((i) => (changes[i].saved ? save(card, auth, changes[i].changedAt) : remove(card, auth, changes[i].changedAt)).then(state)),
    );
    for (const a of answers) expect(Date.parse(a.changedAt)).toBeLessThanOrEqual(Date.parse(at(41)));
    expect((await list(auth)).cards.map((c) => [c.cardId, c.savedAt])).toEqual([[card, at(41)]]);
  });

  it("weighs a change against one still being written for the same card, not against the row before it", async () => {
    const { sub, auth } = await passHolder();
    const [held, fresh] = [free.cards[11].id, free.cards[12].id];
    await state(await save(held, auth, at(1)));
    const pending: Promise<Response>[] = [];
    // Other changes in progress, each a removal at 20: one of a stored row (held until it commits),
    // one the card's first change (inserted, not yet committed).
    await db().transaction().execute(async (trx) => {
      await trx.selectFrom("saved_cards").select("saved").where("user_id", "=", sub).where("card_id", "=", held).forUpdate().execute();
      await trx.insertInto("saved_cards").values({ user_id: sub, card_id: fresh, saved: false, changed_at: new Date(at(20)) }).execute();
      pending.push(save(held, auth, at(10)), save(fresh, auth, at(10)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await trx
        .updateTable("saved_cards")
        .set({ saved: false, changed_at: new Date(at(20)) })
        .where("user_id", "=", sub)
        .where("card_id", "=", held)
        .execute();
    });
    // The saves made at 10 are older than those removals: they must lose, not overwrite them.
    const [first, second] = await Promise.all(pending.map((p) => p.then(state)));
    expect(first).toEqual({ cardId: held, saved: false, changedAt: at(20) });
    expect(second).toEqual({ cardId: fresh, saved: false, changedAt: at(20) });
    expect((await list(auth)).cards).toEqual([]);
  });
});
