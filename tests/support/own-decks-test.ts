// The own decks' component tests' set-up: an empty device (with a person signed in, unless the
// test signs in itself), and after each test the sync the page started ended on that test's
// server, not on the next one's.
import { afterEach, beforeEach, vi } from "vitest";
import { ownDeckSync } from "../../src/features/own-decks/own-deck-sync";
import { deviceDb } from "../../src/lib/device-db";
import { storeSignIn, TEST_USER } from "./signed-in";

export function ownDecksTestHooks({ signedIn }: { signedIn: boolean }) {
  beforeEach(async () => {
    await deviceDb.clearAll();
    if (signedIn) storeSignIn();
  });
  afterEach(async () => {
    if (localStorage.length > 0) await ownDeckSync.request(TEST_USER.id);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
