// The deck search's words, kept for the step of history they were typed at. A search is not in the
// address (useDeckFilter.ts says why), so without this, Back from a deck found through a search would
// come back to the whole list. Only the last step is kept: Back returns to it, and any other arrival
// at /decks (a link, a new visit) starts with an empty field.

const KEY = "sparkDecks.deckSearch";

interface Remembered {
  /** The router's key for the history entry (location.key). */
  entry: string;
  words: string;
}

/** The words typed at this history entry, or "" (another entry, nothing kept, storage refused). */
export function rememberedSearch(entry: string): string {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as Partial<Remembered> | null;
    return kept?.entry === entry && typeof kept.words === "string" ? kept.words : "";
  } catch {
    return "";
  }
}

export function rememberSearch(entry: string, words: string) {
  try {
    if (words) window.sessionStorage.setItem(KEY, JSON.stringify({ entry, words } satisfies Remembered));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: the words are forgotten when the page is left, as without this
  }
}
