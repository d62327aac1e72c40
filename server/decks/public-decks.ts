// The answers that are the same for every caller, kept in memory: GET /api/decks and each free
// deck's cards, in each language. Asking the database and compressing the answer again on every
// request held the deck list to a sixth of the rate the same server sends a static file at; here
// both are a buffer lookup. The bytes, their brotli and gzip copies and their ETags are made once
// per version of the decks and language (prepared-body.ts): a language is built when it is first
// asked for, so a server whose callers read only English holds only English.
//
// When the decks change: this process seeds before it serves (server/main.ts), so the first build
// already holds the content; another server seeding the same PostgreSQL (a deploy rolling over)
// changes the decks' content hashes, which a background check notices within RECHECK_MS and the
// answers are rebuilt, in every language built so far. A request never waits for that check; only
// the first in each language waits for that language's build. Premium decks and per-user answers
// are not here: they come from SQL per request.
// The answers are shaped by visitor-view.ts, as the build's prerendered pages are.
import type { Kysely } from "kysely";
import type { DeckWithCards } from "../../shared/api-types";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages";
import type { Database } from "../db/schema";
import { prepareJson, type PreparedBody } from "../http/prepared-body";
import { deckVersion, listDeckFacts, listFreeDecks } from "./deck-repository";
import { deckList, freeDeckWithCards } from "./visitor-view";

/** How often, at most, the decks' version is read again while requests come in. */
const RECHECK_MS = 2_000;

/** An answer ready to send, with the languages its words are in, for its Content-Language header. */
type PublicAnswer = PreparedBody & { contentLanguage: string };

/** The answers in one language. */
interface LanguageAnswers {
  list: PublicAnswer;
  /** Free decks by id. */
  free: Map<string, PublicAnswer>;
  /** The same free decks, as values (the first paint of a table link or a card, server/http/device-pages.ts). */
  freeData: Map<string, DeckWithCards>;
}

interface Snapshot {
  version: string;
  /** Each language asked for so far, built or being built. */
  languages: Map<Language, Promise<LanguageAnswers>>;
}

export interface PublicDecks {
  /** The deck list as every caller gets it in `language` (English by default). */
  list(language?: Language): Promise<PublicAnswer>;
  /** A free deck's full answer in `language`; null for a premium deck or one this version does not hold. */
  freeDeck(deckId: string, language?: Language): Promise<PublicAnswer | null>;
  /** The same deck as a value. */
  freeDeckData(deckId: string, language?: Language): Promise<DeckWithCards | null>;
}

/**
 * The Content-Language of an answer: `asked` when every deck in it is in that language; else each
 * language it holds, the one asked for first (a list where a deck not yet translated stays English
 * is "de, en").
 */
function contentLanguage(asked: Language, languages: readonly Language[]): string {
  const held = new Set(languages);
  return [...(held.has(asked) ? [asked] : []), ...[...held].filter((language) => language !== asked).sort()].join(", ") || asked;
}

async function build(db: Kysely<Database>, language: Language): Promise<LanguageAnswers> {
  const [decks, free] = await Promise.all([listDeckFacts(db, language), listFreeDecks(db, language)]);
  const freeData = new Map(free.map((deck) => [deck.deckId, freeDeckWithCards(deck)]));
  return {
    list: { ...prepareJson(deckList(decks, language)), contentLanguage: contentLanguage(language, decks.map((deck) => deck.language)) },
    free: new Map([...freeData].map(([deckId, deck]) => [deckId, { ...prepareJson(deck), contentLanguage: contentLanguage(language, [deck.language ?? "en"]) }])),
    freeData,
  };
}

export function publicDecks(db: Kysely<Database>, { recheckMs = RECHECK_MS } = {}): PublicDecks {
  let current: Promise<Snapshot> | null = null;
  let checkedAt = 0;
  let checking = false;

  /** A language's answers in this snapshot, built on first use; a failed build (the database down) is not kept. */
  function answersIn(snap: Snapshot, language: Language): Promise<LanguageAnswers> {
    let answers = snap.languages.get(language);
    if (!answers) {
      answers = build(db, language).catch((error: unknown) => {
        snap.languages.delete(language);
        throw error;
      });
      snap.languages.set(language, answers);
    }
    return answers;
  }

  /** The latest snapshot: made on first use, made again in the background when the decks changed. */
  function snapshot(): Promise<Snapshot> {
    const now = Date.now();
    if (!current) {
      checkedAt = now;
      // A failed first look (the database down) is not kept: the next request tries again.
      current = deckVersion(db)
        .then((version): Snapshot => ({ version, languages: new Map() }))
        .catch((error: unknown) => {
          current = null;
          throw error;
        });
      return current;
    }
    if (!checking && now - checkedAt >= recheckMs) {
      checking = true;
      checkedAt = now;
      const held = current;
      void (async () => {
        try {
          const [snap, version] = await Promise.all([held, deckVersion(db)]);
          if (version !== snap.version) {
            // Every language callers have asked for is built before the new version is sent.
            const next: Snapshot = { version, languages: new Map() };
            await Promise.all([...snap.languages.keys()].map((language) => answersIn(next, language)));
            if (current === held) current = Promise.resolve(next);
          }
        } catch {
          // The database is away: keep sending what we have, and look again on the next request.
        } finally {
          checking = false;
        }
      })();
    }
    return current;
  }

  const answers = async (language: Language) => answersIn(await snapshot(), language);

  return {
    list: async (language = DEFAULT_LANGUAGE) => (await answers(language)).list,
    freeDeck: async (deckId, language = DEFAULT_LANGUAGE) => (await answers(language)).free.get(deckId) ?? null,
    freeDeckData: async (deckId, language = DEFAULT_LANGUAGE) => (await answers(language)).freeData.get(deckId) ?? null,
  };
}
