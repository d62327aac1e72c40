// The signed-in person's own decks for React: the list (useOwnDecks) and one deck by its id
// (useOwnDeck, what the play page reads), from the device at once and synced with the server.
import { t } from "@lingui/core/macro";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { OWN_DECK_LIMITS, type OwnDeck } from "../../../shared/own-decks";
import { useOnlineStatus } from "../../lib/useOnlineStatus";
import { useAuth } from "../auth";
import { useEntitlements } from "../entitlements";
import type { DeckNotice, OwnDeckRecord } from "./own-deck-store";
import { ownDecksState, type OwnDecksSnapshot } from "./own-decks-state";

/** One of the person's decks as this device holds it: `pending` until the server has its last change. */
export type OwnDeckOnDevice = OwnDeck & {
  pending: boolean;
  /** The server's message when it refused the last change (the deck is kept here all the same). */
  refusal: string | null;
  /** What to tell the person about the deck (a version of theirs kept, the deck back), until they have seen it. */
  notice: DeckNotice | null;
};

export type OwnDecksView =
  | { status: "loading" }
  | { status: "error"; message: string; retry: () => void }
  | { status: "ready"; decks: OwnDeckOnDevice[]; limits: OwnDecksSnapshot["limits"]; syncMessage: string | null; retry: () => void };

export type OwnDeckView = { status: "loading" } | { status: "missing" } | { status: "ready"; deck: OwnDeckOnDevice };

const onDevice = (record: OwnDeckRecord & { deck: NonNullable<OwnDeckRecord["deck"]> }): OwnDeckOnDevice => ({
  deckId: record.deckId,
  ...record.deck,
  copiedFrom: record.copiedFrom ?? null,
  changedAt: record.changedAt,
  pending: record.pending,
  refusal: record.refusal,
  notice: record.notice ?? null,
});

/** The decks the account holds (or will, once synced): a deck the server refused is not one of them. */
export const countedDecks = (decks: OwnDeckOnDevice[]) => decks.filter((deck) => deck.refusal === null).length;

/** The live decks (not the deletions waiting to be sent), oldest change first. */
const liveDecks = (records: OwnDeckRecord[]) =>
  records
    .flatMap((record) => (record.deck ? [onDevice({ ...record, deck: record.deck })] : []))
    .sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || a.deckId.localeCompare(b.deckId));

/**
 * This person's snapshot once the store has switched to them and read the device (until then
 * null); "visitor" when nobody is signed in.
 */
function useSnapshot(): OwnDecksSnapshot | null | "visitor" {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const snapshot = useSyncExternalStore(ownDecksState.subscribe, ownDecksState.getSnapshot, ownDecksState.getServerSnapshot);
  useEffect(() => ownDecksState.attach(userId), [userId]);
  if (userId === null) return loading ? null : "visitor";
  return snapshot.userId === userId && snapshot.loaded ? snapshot : null;
}

/** Whether the device's decks can be shown yet: read, and (with nothing on the device) the server asked. */
const settled = (snapshot: OwnDecksSnapshot, online: boolean, holds: boolean) => holds || !online || snapshot.lastSync !== null;

/** The signed-in person's decks (for pages behind RequireAuth: a visitor has none). */
export function useOwnDecks(): OwnDecksView {
  const snapshot = useSnapshot();
  const online = useOnlineStatus();
  return useMemo((): OwnDecksView => {
    if (snapshot === "visitor") return { status: "ready", decks: [], limits: null, syncMessage: null, retry: ownDecksState.retry };
    if (!snapshot) return { status: "loading" };
    const decks = liveDecks(snapshot.records);
    if (!settled(snapshot, online, snapshot.records.length > 0)) return { status: "loading" };
    if (decks.length === 0 && snapshot.records.length === 0 && snapshot.lastSync === "failed") {
      return { status: "error", message: snapshot.syncMessage ?? t`Your decks could not be loaded.`, retry: ownDecksState.retry };
    }
    return { status: "ready", decks, limits: snapshot.limits, syncMessage: snapshot.lastSync === "failed" ? snapshot.syncMessage : null, retry: ownDecksState.retry };
  }, [snapshot, online]);
}

/**
 * One of the signed-in person's decks by its id: "loading" until the device has been read (and,
 * when the deck is not on it, until the server has been asked), "missing" when neither holds it
 * (or nobody is signed in).
 */
export function useOwnDeck(deckId: string | undefined): OwnDeckView {
  const snapshot = useSnapshot();
  const online = useOnlineStatus();
  return useMemo((): OwnDeckView => {
    if (snapshot === "visitor") return { status: "missing" };
    if (!snapshot) return { status: "loading" };
    const record = snapshot.records.find((r) => r.deckId === deckId);
    if (record?.deck) return { status: "ready", deck: onDevice({ ...record, deck: record.deck }) };
    if (record || settled(snapshot, online, false)) return { status: "missing" };
    return { status: "loading" };
  }, [snapshot, online, deckId]);
}

/**
 * The person's limits (how many decks, of how many cards): as the server last said, else as their
 * entitlements on the device say (the pass's or a free account's), else the pass's, not `known`
 * (the server still judges, and the deck stays on the device if it refuses).
 */
export function useOwnDeckLimits(): { decks: number; cards: number; known: boolean } {
  // Attaches the decks too: the editor of a new deck saves through them.
  const snapshot = useSnapshot();
  const entitlements = useEntitlements();
  if (snapshot && snapshot !== "visitor" && snapshot.limits) return { ...snapshot.limits, known: true };
  if (entitlements.status === "ready") return { ...(entitlements.entitlements.pass ? OWN_DECK_LIMITS.pass : OWN_DECK_LIMITS.free), known: true };
  return { ...OWN_DECK_LIMITS.pass, known: false };
}

/**
 * The signed-in person's deck saved from this shared deck ('Save a copy'), as this device knows it:
 * its id, or null (none, or a visitor); undefined until the device has been read.
 */
export function useSavedCopyOf(shareId: string): string | null | undefined {
  const snapshot = useSnapshot();
  if (snapshot === "visitor") return null;
  if (!snapshot) return undefined;
  return snapshot.records.find((record) => record.deck && record.copiedFrom === shareId)?.deckId ?? null;
}
