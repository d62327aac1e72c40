import type { AuthUser } from "../features/auth";

/**
 * Sign-out takes the saved cards off the device: the changes made here go to the server first (at
 * most 3 s), and changes that cannot (offline) are not dropped without the person's word. The
 * saved-cards code is loaded only then; if it cannot load, sign-out goes ahead.
 */
export async function syncSavedCardsThen(user: AuthUser | null, signOut: () => Promise<void>): Promise<void> {
  if (user) {
    const ready = await import("../features/saved-cards").then((savedCards) => savedCards.readyToSignOut(user.id)).catch(() => true);
    if (!ready) return;
  }
  await signOut();
}
