// The spec's de-duplication windows, judged by the time each event happened (so events held
// before this code loaded are judged the same way): the same page path within 1000 ms is not
// tracked again, and a login within 1000 ms of the last one (session key lastLogin) is suppressed.
import type { TrackedEvent } from "../../lib/analytics";

const DUPLICATE_WINDOW_MS = 1000;
export const LAST_LOGIN_KEY = "lastLogin";

function lastLogin(): number | null {
  try {
    const value = Number(sessionStorage.getItem(LAST_LOGIN_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

function rememberLogin(time: number) {
  try {
    sessionStorage.setItem(LAST_LOGIN_KEY, String(time));
  } catch {
    // storage refused: only this page's memory suppresses
  }
}

/** A filter that says whether an event is new (true) or a duplicate to drop (false). */
export function createDeduplicator(): (event: TrackedEvent) => boolean {
  const lastViewOf = new Map<string, number>();
  let lastLoginInMemory: number | null = null;

  return (event) => {
    if (event.name === "page_view") {
      const path = (event as TrackedEvent<"page_view">).params.page_path;
      const last = lastViewOf.get(path);
      if (last !== undefined && event.time - last < DUPLICATE_WINDOW_MS) return false;
      if (lastViewOf.size >= 50) lastViewOf.clear(); // only the last second matters
      lastViewOf.set(path, event.time);
      return true;
    }
    if (event.name === "login") {
      const last = lastLogin() ?? lastLoginInMemory;
      if (last !== null && event.time - last < DUPLICATE_WINDOW_MS) return false;
      lastLoginInMemory = event.time;
      rememberLogin(event.time);
    }
    return true;
  };
}
