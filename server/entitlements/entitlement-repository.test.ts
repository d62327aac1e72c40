// Grants decide what a premium deck returns: only a live one (no expiry, or one still ahead) counts,
// both when a deck is read and when a grant is added.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import type { DatabaseHandle } from "../db/database";
import { getDeckForCaller as deckFor } from "../decks/deck-for-caller";
import {
  changeEntitlement,
  grantPurchase,
  hasAllAccess,
  hasEntitlement,
  listLiveEntitlements,
  syncSubscriptionEntitlement,
  UnknownDeckError,
} from "./entitlement-repository";
import { openSeededDatabase, testDatabases } from "../../tests/support/server/test-databases";

const content = loadDeckContent();
const [premium, otherPremium] = content.filter((d) => d.isPremium);
const A_MINUTE_AGO = new Date(Date.now() - 60_000);

describe.each(testDatabases)("entitlements on $name", ({ target }) => {
  let handle: DatabaseHandle;
  /** A deck as this caller reads it, entitled as this module says (as app.ts composes the two). */
  const getDeckForCaller = (db: DatabaseHandle["db"], deckId: string, userId: string | null) =>
    deckFor(db, deckId, userId, (user, deck) => hasEntitlement(db, user, deck));

  beforeAll(async () => {
    handle = await openSeededDatabase(target, content);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("lets a live entitlement, and only a live one, unlock a premium deck", async () => {
    const anonymous = await getDeckForCaller(handle.db, premium.deckId, null);
    expect(anonymous?.cards).toHaveLength(5);

    const stranger = await getDeckForCaller(handle.db, premium.deckId, "user-without-grants");
    expect(stranger?.preview).toBe(true);

    await handle.db
      .insertInto("entitlements")
      .values([
        { user_id: "deck-owner", kind: "deck", deck_id: premium.deckId, created_at: new Date() },
        { user_id: "subscriber", kind: "all-access", deck_id: null, created_at: new Date() },
        { user_id: "lapsed", kind: "all-access", deck_id: null, expires_at: A_MINUTE_AGO, created_at: new Date() },
      ])
      .execute();

    for (const user of ["deck-owner", "subscriber"]) {
      const deck = await getDeckForCaller(handle.db, premium.deckId, user);
      expect(deck?.preview).toBe(false);
      expect(deck?.cards.map((c) => c.question)).toEqual(premium.cards.map((c) => c.question));
    }
    const lapsed = await getDeckForCaller(handle.db, premium.deckId, "lapsed");
    expect(lapsed?.preview).toBe(true);
    const ownerElsewhere = await getDeckForCaller(handle.db, otherPremium.deckId, "deck-owner");
    expect(ownerElsewhere?.preview).toBe(true);
  });

  it("grants once, treats an expired grant as none, and revokes every matching grant", async () => {
    const grant = { userId: "returning", deckId: premium.deckId };
    await handle.db
      .insertInto("entitlements")
      .values({ user_id: "returning", kind: "deck", deck_id: premium.deckId, expires_at: A_MINUTE_AGO, created_at: new Date() })
      .execute();
    expect(await hasEntitlement(handle.db, "returning", premium.deckId)).toBe(false);

    expect(await changeEntitlement(handle.db, grant)).toMatchObject({ kind: "deck", changed: 1, revoked: false });
    expect(await changeEntitlement(handle.db, grant)).toMatchObject({ changed: 0 });
    expect(await hasEntitlement(handle.db, "returning", premium.deckId)).toBe(true);
    expect(await hasEntitlement(handle.db, "returning", otherPremium.deckId)).toBe(false);

    expect(await changeEntitlement(handle.db, { ...grant, revoke: true })).toMatchObject({ changed: 2, revoked: true });
    expect(await hasEntitlement(handle.db, "returning", premium.deckId)).toBe(false);
  });

  it("keeps a purchase revoked by hand revoked when its payment is applied again, and still lets support grant", async () => {
    const purchase = { userId: "refunded-by-hand", deckId: premium.deckId, paymentIntent: "pi_by_hand" };
    expect(await grantPurchase(handle.db, purchase)).toBe(true);
    expect(await grantPurchase(handle.db, purchase)).toBe(false);
    expect(await hasEntitlement(handle.db, purchase.userId, premium.deckId)).toBe(true);

    expect(await changeEntitlement(handle.db, { userId: purchase.userId, deckId: premium.deckId, revoke: true })).toMatchObject({ changed: 1 });
    expect(await grantPurchase(handle.db, purchase)).toBe(false);
    expect(await hasEntitlement(handle.db, purchase.userId, premium.deckId)).toBe(false);

    expect(await changeEntitlement(handle.db, { userId: purchase.userId, deckId: premium.deckId })).toMatchObject({ changed: 1 });
    expect((await listLiveEntitlements(handle.db, purchase.userId)).map((e) => [e.deckId, e.source])).toEqual([[premium.deckId, "grant"]]);
  });

  it("keeps the pass's row in step with its subscription", async () => {
    const pass = { userId: "pass-holder", subscriptionId: "sub_in_step", periodEnd: new Date(Date.now() + 86_400_000), givesAccess: true };
    await syncSubscriptionEntitlement(handle.db, pass);
    expect(await hasAllAccess(handle.db, pass.userId)).toBe(true);
    expect(await hasEntitlement(handle.db, pass.userId, otherPremium.deckId)).toBe(true);
    await syncSubscriptionEntitlement(handle.db, { ...pass, givesAccess: false });
    expect(await hasAllAccess(handle.db, pass.userId)).toBe(false);
    await syncSubscriptionEntitlement(handle.db, { ...pass, periodEnd: A_MINUTE_AGO });
    expect(await hasAllAccess(handle.db, pass.userId)).toBe(false);
    const rows = await handle.db.selectFrom("entitlements").select("id").where("user_id", "=", pass.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a grant for a deck that does not exist", async () => {
    await expect(changeEntitlement(handle.db, { userId: "returning", deckId: "no-such-deck" })).rejects.toBeInstanceOf(UnknownDeckError);
  });
});
