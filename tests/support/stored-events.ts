// What the server stored of the analytics events a browser sent, for the e2e tests: the local
// server's loopback-only, token-guarded admin route GET /api/admin/events?clientId=… (the token is
// in DATA_DIR/admin-token), and the client id the page sends under, read from its storage.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";

export interface StoredAnalyticsEvent {
  name: string;
  params: Record<string, unknown>;
  /** Epoch ms when it happened on the device. */
  time: number;
}

/** The events stored for one client id, oldest first. */
export async function storedEvents(request: APIRequestContext, dataDir: string, clientId: string): Promise<StoredAnalyticsEvent[]> {
  const token = readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
  const response = await request.get(`/api/admin/events?clientId=${encodeURIComponent(clientId)}`, {
    headers: { "X-Admin-Token": token },
  });
  if (!response.ok()) throw new Error(`GET /api/admin/events answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { events: StoredAnalyticsEvent[] }).events;
}

/** The id the page sends events under: kept in localStorage after a consent decision, else per tab. */
export function analyticsClientId(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("analyticsClientId") ?? sessionStorage.getItem("analyticsClientId"));
}

/**
 * The analytics events waiting in the page's IndexedDB queue (the device database's `events` store).
 * Only once the page has opened its database: opening a missing one here would create it empty.
 */
export function queuedEvents(page: Page): Promise<StoredAnalyticsEvent[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("spark-decks");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains("events")) return [];
      return await new Promise<StoredAnalyticsEvent[]>((resolve, reject) => {
        const all = db.transaction("events").objectStore("events").getAll();
        all.onsuccess = () => resolve(all.result as StoredAnalyticsEvent[]);
        all.onerror = () => reject(all.error);
      });
    } finally {
      db.close();
    }
  });
}
