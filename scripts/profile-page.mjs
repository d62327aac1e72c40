// A Chrome trace of a page's first seconds with the CPU throttled 4x (CPU_SLOWDOWN), as for a
// mid-range phone: its first contentful and largest paints, and every main-thread task over 30 ms
// with what ran in it (layout, style, module evaluation, script calls by file). Twice: a first
// visit (the server's prerendered page, no worker) and a start with the worker in control.
// Prints figures; not a test. Usage: npm run profile:page [-- /route]   (default: the first free deck)
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumOptions, ensureBuild, ensureDependencies, root, startServer } from "./lib.mjs";

ensureDependencies();
ensureBuild();
const { chromium } = await import("@playwright/test");

const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 2500);
const INNER = new Set(["ParseHTML", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "v8.compileModule", "v8.evaluateModule", "EvaluateScript", "FunctionCall", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "EventDispatch", "ParseAuthorStyleSheet"]);

/** @param {any[]} events @param {string} url */
function summarise(events, url) {
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url);
  if (!nav) throw new Error(`The trace has no navigation to ${url}`);
  const ms = (/** @type {number} */ ts) => Math.round((ts - nav.ts) / 1000);
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts - nav.ts < WINDOW_MS * 1000);
  const paints = ["firstContentfulPaint", "largestContentfulPaint::Candidate"].flatMap((name) =>
    events.filter((e) => e.name === name && e.pid === nav.pid && e.ts >= nav.ts).map((e) => `${name.replace("::Candidate", "")} ${ms(e.ts)} ms`),
  );
  const lines = [paints.join(", ")];
  let busy = 0;
  for (const task of onMain.filter((e) => e.name === "RunTask" && e.dur > 30_000)) {
    busy += task.dur / 1000;
    const inside = onMain
      .filter((e) => INNER.has(e.name) && e.dur > 5_000 && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split("/").pop()}` : ""} ${Math.round(e.dur / 1000)}`);
    lines.push(`  ${String(ms(task.ts)).padStart(5)} ms  ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ${inside.join(" | ") || "(browser work: navigation, parsing setup)"}`);
  }
  lines.push(`  tasks over 30 ms in the first ${WINDOW_MS} ms: ${Math.round(busy)} ms in all`);
  return lines.join("\n");
}

const server = await startServer({ port: 4700 + Math.floor(Math.random() * 100), dataDir: path.join(root, ".tmp", "profile-data") });
const profile = mkdtempSync(path.join(os.tmpdir(), "spark-profile-"));
/** @type {import("@playwright/test").BrowserContext | undefined} */
let context;
try {
  /** @type {import("../shared/api-types.ts").DeckSummary[]} */
  const decks = await (await fetch(`${server.url}/api/decks`)).json();
  const route = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? `/deck/${decks.find((d) => !d.isPremium)?.deckId}`;
  const url = `${server.url}${route}`;
  context = await chromium.launchPersistentContext(profile, { ...chromiumOptions(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // As someone who has answered the cookie banner and seen the welcome tour; NEW_VISITOR=1 profiles
  // the page as Lighthouse loads it, with both still to come.
  if (!process.env.NEW_VISITOR) {
    await context.addInitScript(() => {
      localStorage.setItem("cookieConsent", "true");
      localStorage.setItem("sparkDecks.onboardingSeen", "true");
    });
  }
  for (const label of ["First visit (the server's prerendered page)", "Start with the worker in control"]) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // Playwright's tracing API belongs to a launched browser; a persistent context's is reached through CDP.
    await cdp.send("Tracing.start", { traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "v8.execute"] }, transferMode: "ReturnAsStream" });
    await page.goto(url);
    await page.waitForTimeout(WINDOW_MS);
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    const { stream } = /** @type {{ stream: string }} */ (await done);
    let json = "";
    for (;;) {
      const chunk = await cdp.send("IO.read", { handle: stream });
      json += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send("IO.close", { handle: stream });
    const events = JSON.parse(json).traceEvents ?? JSON.parse(json);
    console.log(`${label}, ${route}, CPU ${CPU_SLOWDOWN}x:\n${summarise(events, url)}`);
    if (label.startsWith("First")) await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await page.close();
  }
} finally {
  await context?.close();
  server.stop();
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
