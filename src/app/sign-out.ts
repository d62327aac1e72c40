import type { AuthUser } from "../features/auth";

/**
 * Sign-out takes the saved cards and the own decks off the device: the changes made here go to
 * the server first (at most 3 s each), and changes that cannot (offline) are not dropped without
 * the person's word. The two features' code is loaded only then; if one cannot load, sign-out
 * goes ahead.
 */
export async function sendChangesThenSignOut(user: AuthUser | null, signOut: () => Promise<void>): Promise<void> {
  if (user) {
    const ready = await import("../features/saved-cards").then((savedCards) => savedCards.readyToSignOut(user.id)).catch(() => true);
    if (!ready) return;
    const decksReady = await import("../features/own-decks").then((ownDecks) => ownDecks.readyToSignOut(user.id)).catch(() => true);
    if (!decksReady) return;
  }
  await signOut();
}
