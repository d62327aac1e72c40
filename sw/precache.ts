/// <reference lib="webworker" />
import { precacheAndRoute, type PrecacheEntry } from "workbox-precaching";

/**
 * The app shell: every hashed chunk (all routes) but those fetched on first use (build/on-demand.ts,
 * runtime-caching.ts), index.html, the font files and the icons, listed at build time. A precache
 * install is all or nothing, so every entry must exist on the server.
 */
export function precacheAppShell(entries: (string | PrecacheEntry)[]) {
  precacheAndRoute(entries);
}
