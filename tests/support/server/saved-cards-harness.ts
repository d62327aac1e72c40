// What the saved-cards API tests share: an app on a fresh database per file, signed-in callers,
// and the calls and checks each test makes.
import { expect } from "vitest";
import { createApp } from "../../../server/app";
import { loadDeckContent, type DeckContent } from "../../../server/content/deck-content";
import type { DatabaseTarget } from "../../../server/db/database";
import { changeEntitlement } from "../../../server/entitlements/entitlement-repository";
import { FREE_PREVIEW_CARDS, type SavedCardState, type SavedCardsList } from "../../../shared/api-types";
import { seededDatabaseForFile } from "./test-databases";
import { newId, testCallers } from "./test-billing";

export const content = loadDeckContent();
export const [premium, otherPremium] = content.filter((d) => d.isPremium);
export const free = content.find((d) => !d.isPremium)!;
/** A card past the free preview: locked without an entitlement. */
export const late = (deck: DeckContent, n = 0) => deck.cards[FREE_PREVIEW_CARDS + n];

export const MINUTE = 60_000;
/** A time `minutes` from a fixed point an hour ago (the past, so never capped): tests choose the order of changes. */
const base = Date.now() - 60 * MINUTE;
export const at = (minutes: number) => new Date(base + minutes * MINUTE).toISOString();

type Auth = Record<string, string>;

/** Opens the app on an empty, seeded database of `target` before the file's tests, closes it after. */
export function savedCardsApi(target: DatabaseTarget) {
  const database = seededDatabaseForFile(target, content);
  const callers = testCallers();
  let app: ReturnType<typeof createApp> | undefined;

  const db = () => database().db;
  const request = async (url: string, init?: RequestInit) => {
    app ??= createApp({ db: db(), auth: { settings: null, verifier: callers.verifier } });
    return app.request(url, init);
  };
  const change = async (method: "PUT" | "DELETE", cardId: string, auth: Auth, body?: unknown) =>
    request(`/api/me/saved-cards/${cardId}`, {
      method,
      headers: body === undefined ? auth : { ...auth, "Content-Type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });

  return {
    db,
    request,
    callers,
    change,
    /** A signed-in user holding the All-Access Pass (granted by hand). */
    async passHolder() {
      const sub = newId("holder");
      await changeEntitlement(db(), { userId: sub, deckId: null });
      return { sub, auth: callers.as(sub) };
    },
    save: (cardId: string, auth: Auth, changedAt?: string) => change("PUT", cardId, auth, changedAt === undefined ? undefined : { changedAt }),
    remove: (cardId: string, auth: Auth, changedAt?: string) =>
      change("DELETE", cardId, auth, changedAt === undefined ? undefined : { changedAt }),
    /** The answer of a PUT or DELETE that must have succeeded. */
    async state(res: Response) {
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as SavedCardState;
    },
    /** The list, in `lang` when given (`?lang=`). */
    async list(auth: Auth, lang?: string) {
      const res = await request(`/api/me/saved-cards${lang ? `?lang=${lang}` : ""}`, { headers: auth });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      return (await res.json()) as SavedCardsList;
    },
    async expectError(res: Response, status: number, error: string, message?: string) {
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error, message: message ?? expect.any(String) });
    },
  };
}
