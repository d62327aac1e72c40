// Offline figures: the precache (entries, bytes) and the time to the first card on a cold start
// with no connection (an installed worker and a stored deck, a new browser process, offline from
// the first request). Prints figures; not a pass/fail test. Usage: npm run bench:offline
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
  await page.goto(`${server.url}/deck/${deck.deckId}`);
  await page.getByText("Tap to hide").waitFor();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await context.close();

  const runs = [];
  for (let i = 0; i < 3; i++) {
    context = await launch();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    const started = Date.now();
    await page.goto(`${server.url}/deck/${deck.deckId}`);
    await page.getByText("Tap to hide").waitFor();
    runs.push(Date.now() - started);
    await context.close();
  }
  runs.sort((a, b) => a - b);
  console.log(`Cold offline start to first card (new browser process, ${deck.deckId}): median ${runs[1]} ms (runs: ${runs.join(", ")} ms)`);
} finally {
  server.stop();
  rmSync(profile, { recursive: true, force: true });
}
