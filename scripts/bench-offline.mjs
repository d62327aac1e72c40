// Offline figures: the precache (entries, bytes) and the time to the first card, with the CPU
// throttled 4x (CPU_SLOWDOWN) as for a mid-range phone: on a cold start with no connection (an
// installed worker and a stored deck, a new browser process, offline from the first request;
// target 1.0 s) and on a warm start (the same, online; target 1.0 s), at the deck's address (a
// prerendered page) and, cold, at a card's and at a table link's (pages the worker draws from the
// build's templates, sw/device-page.ts). Prints figures; not a pass/fail test.
// Usage: npm run bench:offline   (LANGUAGE=de for the same addresses in German: /de/deck/…; a deck
// page of another language is kept by the worker once opened with it in control, so it is opened
// twice before the runs)
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumOptions, ensureBuild, ensureDependencies, root, startServer } from "./lib.mjs";

ensureDependencies();
ensureBuild();
const { chromium } = await import("@playwright/test");

const sw = readFileSync(path.join(root, "dist", "sw.js"), "utf8");
const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
const bytes = urls.reduce((sum, url) => sum + statSync(path.join(root, "dist", url.replace(/^\//, ""))).size, 0);
console.log(`Precache: ${urls.length} entries, ${(bytes / 1024).toFixed(1)} KiB`);

const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const LANGUAGE = process.env.LANGUAGE ?? "en";
if (!["en", "de", "fr", "es"].includes(LANGUAGE)) throw new Error(`LANGUAGE must be en, de, fr or es (got ${LANGUAGE})`);
/** The addresses' language prefix (shared/languages.ts): none for English. */
const prefix = LANGUAGE === "en" ? "" : `/${LANGUAGE}`;
const server = await startServer({ port: 4600 + Math.floor(Math.random() * 100), dataDir: path.join(root, ".tmp", "bench-data") });
const profile = mkdtempSync(path.join(os.tmpdir(), "spark-bench-profile-"));
try {
  /** @type {import("../shared/api-types.ts").DeckSummary[]} */
  const decks = await (await fetch(`${server.url}/api/decks`)).json();
  const deck = decks.find((d) => !d.isPremium);
  if (!deck) throw new Error("There is no free deck to measure.");
  const launch = () =>
    chromium.launchPersistentContext(profile, { ...chromiumOptions(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  let context = await launch();
  await context.addInitScript(() => {
    localStorage.setItem("cookieConsent", "true");
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
  });
  let page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}${prefix}/deck/${deck.deckId}`);
  await page.locator(".card-shell").waitFor();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  if (prefix) {
    // Opened again with the worker in control: it keeps the language's page and catalog.
    await page.goto(`${server.url}${prefix}/deck/${deck.deckId}`);
    await page.locator(".card-shell").waitFor();
    await page.waitForTimeout(2000);
  }
  await context.close();

  /**
   * A new browser process on the same profile, to the first card shown at `address`; milliseconds.
   * @param {boolean} offline
   * @param {string} address
   */
  const firstCard = async (offline, address) => {
    context = await launch();
    if (offline) await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${server.url}${address}`);
    await page.locator(".card-shell").waitFor();
    // When the card was painted, by the page's own clock from the navigation's start: the largest
    // contentful paint: the card (its question at the deck's address, its back at a card's).
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(Math.round(entries[entries.length - 1].startTime));
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    await context.close();
    return /** @type {number} */ (ms);
  };
  /** @param {string} label @param {boolean} offline @param {number} target @param {string} address */
  const measure = async (label, offline, target, address = `${prefix}/deck/${deck.deckId}`) => {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await firstCard(offline, address));
    runs.sort((a, b) => a - b);
    console.log(`${label} to the card painted (largest contentful paint from the navigation's start; new browser process, ${address}, CPU ${CPU_SLOWDOWN}x): median ${runs[2]} ms, target ${target} ms (runs: ${runs.join(", ")} ms)`);
  };
  // The deck's own address is prerendered: the worker answers it with that page. A card's address
  // is not: the worker draws it from the card template and the deck in IndexedDB.
  await measure("Cold offline start", true, 1000);
  await measure("Warm start", false, 1000);
  await measure("Cold offline start at a card's address (drawn by the worker)", true, 1000, `${prefix}/decks/${deck.deckId}/cards/1`);
  // A table link (Play together): the worker deals the order from the deck in IndexedDB and draws
  // the first card into the table's template.
  await measure("Cold offline start of a table link (drawn by the worker)", true, 1000, `${prefix}/play/${deck.deckId}?seed=bench123&levels=light%2Cpersonal&player=Ana&player=Ben`);
} finally {
  server.stop();
  rmSync(profile, { recursive: true, force: true });
}
