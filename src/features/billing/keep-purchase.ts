import type { Purchase } from "../../../shared/api-types";
import { offlineShellReady } from "../../lib/sw-updates";
import { loadDecks, saveDeckForOffline } from "../decks";
import { refreshEntitlements } from "../entitlements";

/**
 * Right after a purchase is confirmed: its cards are fetched and kept for offline play (a deck;
 * for the pass, every premium deck), and the entitlements are refreshed, which also replaces any
 * other stored preview they now unlock. Resolves once the app itself is ready offline too (the
 * service worker active), so "will play offline" is true when the page says it. Rejects when the
 * cards could not be kept.
 */
export async function keepPurchaseOnDevice(userId: string, purchase: Purchase): Promise<void> {
  const deckIds =
    purchase.kind === "deck" ? [purchase.deckId] : (await loadDecks()).filter((deck) => deck.isPremium).map((deck) => deck.deckId);
  const saved = await Promise.allSettled(deckIds.map((deckId) => saveDeckForOffline(deckId)));
  await refreshEntitlements(userId, { fresh: true }).catch((error: unknown) => console.warn("Refreshing your purchases failed", error));
  const failed = saved.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  await offlineShellReady();
}
