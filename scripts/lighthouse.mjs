// Lighthouse (mobile settings) on the main routes of the production build. Prints every run's
// performance score and blocking time, the median run's scores and LCP/TBT/CLS, keeps the median
// reports in .tmp/lighthouse/, and fails when a floor is missed.
// Usage: node scripts/lighthouse.mjs [--bench] [/route ...]   (part of npm test; builds if needed,
// starts its own server). With --bench (npm run bench) it also judges the performance targets,
// reporting only: it fails on no performance figure, only on the deterministic floors.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromiumOptions, ensureBuild, ensureDependencies, root, startServer } from "./lib.mjs";

ensureDependencies();
ensureBuild();
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");

const bench = process.argv.includes("--bench");

/**
 * Floors, judged on the median of LIGHTHOUSE_RUNS runs per route (Lighthouse's own advice on
 * variability). Accessibility, best practices and SEO do not depend on the machine's speed: they
 * are held at 1.0. Performance does: on a loaded 2-core machine one route's five runs were seen
 * spread from 0.80 to 0.94 (0.82 the lowest run since), so `npm test` holds a floor that catches a real regression (a page
 * that blocks for a second, a bundle twice the size) and never the machine's noise. The
 * performance targets the product aims for are judged by the benchmark (`npm run bench`).
 */
const FLOORS = {
  performance: bench ? 0 : Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 0.75),
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
};
/**
 * The benchmark's performance targets, judged on the median run: the deck page and a table, where
 * people spend their time, performance 0.97 and blocking time at most 100 ms; every other page 0.98
 * and 50 ms.
 * @param {string} route
 */
const targetFor = (route) => (/^\/(deck|play)\//.test(route) ? { performance: 0.97, tbtMs: 100 } : { performance: 0.98, tbtMs: 50 });
const reports = path.join(root, ".tmp", "lighthouse");
// Three runs' median holds the floor (no single run on this machine has come within 0.07 of it);
// the benchmark, which judges the targets, takes five.
const DEFAULT_RUNS = bench ? 5 : 3;
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? String(DEFAULT_RUNS), 10) || DEFAULT_RUNS);
mkdirSync(reports, { recursive: true });

/**
 * A category's score in a run; a category Lighthouse could not score (null) counts as 0, as it
 * does in a comparison.
 * @param {import("lighthouse").RunnerResult} run
 * @param {string} id
 */
const scoreOf = (run, id) => run.lhr.categories[id].score ?? 0;

const server = await startServer({ port: 4500 + Math.floor(Math.random() * 100), dataDir: path.join(root, ".tmp", "lighthouse-data") });
const { executablePath, args } = chromiumOptions();
const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ["--headless=new", ...args] });
/** @type {string[]} */
const failures = [];
try {
  /** @type {import("../shared/api-types.ts").DeckSummary[]} */
  const decks = await (await fetch(`${server.url}/api/decks`)).json();
  const freeDeck = decks.find((d) => !d.isPremium);
  if (!freeDeck) throw new Error("There is no free deck to measure.");
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  // A table (Play together) is judged as the deck page is: a whole table address, seed and levels.
  const table = `/play/${freeDeck.deckId}?seed=lighthouse&levels=light%2Cpersonal%2Cdeep&player=Ana&player=Ben`;
  const routes = asked.length > 0 ? asked : ["/", "/decks", `/deck/${freeDeck.deckId}`, "/pricing", table];
  // Warm the server (Node's JIT, the database's first queries) so the first run measures the page.
  const assets = readdirSync(path.join(root, "dist", "assets")).map((file) => `/assets/${file}`);
  for (const url of [...routes, ...assets, "/api/decks", `/api/decks/${freeDeck.deckId}/cards`]) {
    await fetch(`${server.url}${url}`, { headers: { "Accept-Encoding": "br, gzip" } }).then((res) => res.arrayBuffer());
  }
  for (const route of routes) {
    // The median of several runs is what is judged (Lighthouse's own advice on variability); its
    // report is the one kept.
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
      const run = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: ["html", "json"],
        logLevel: "error",
        onlyCategories: Object.keys(FLOORS),
      });
      // A run Lighthouse itself could not finish has no scores: say why, and run again.
      if (!run || run.lhr.categories.performance.score === null) {
        console.warn(`${route}: a Lighthouse run failed (${run?.lhr.runtimeError?.code ?? "no score"}); running it again`);
        continue;
      }
      runs.push(run);
      // A page that never goes quiet (a request left open, a timer that keeps the CPU busy) costs
      // every run Lighthouse's whole load time-out and hides what it measures: it fails here.
      const neverQuiet = (run.lhr.runWarnings ?? []).find((warning) => /loaded too slowly/i.test(warning));
      const failure = `${route}: ${neverQuiet} (the network or the main thread never went quiet)`;
      if (neverQuiet && !failures.includes(failure)) failures.push(failure);
    }
    if (runs.length === 0) throw new Error(`${route}: every Lighthouse run failed`);
    runs.sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"));
    const result = runs[Math.floor(runs.length / 2)];
    const name = route === "/" ? "home" : route.slice(1).split("?")[0].replace(/\//g, "-");
    const [html, json] = result.report;
    writeFileSync(path.join(reports, `${name}.html`), html);
    writeFileSync(path.join(reports, `${name}.json`), json);
    const { categories, audits } = result.lhr;
    const scores = Object.keys(FLOORS).map((id) => `${id} ${scoreOf(result, id).toFixed(2)}`).join("  ");
    const metrics = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
      .map((id) => `${audits[id].title.replace(/ /g, "").replace(/[a-z]/g, "")} ${audits[id].displayValue}`)
      .join("  ");
    const spread = runs
      .map((run) => `${scoreOf(run, "performance").toFixed(2)}/${Math.round(run.lhr.audits["total-blocking-time"].numericValue ?? NaN)} ms`)
      .join(" ");
    console.log(`${route.padEnd(24)} ${scores}   ${metrics}   (runs, performance/TBT: ${spread})`);
    if (bench) {
      const target = targetFor(route);
      const tbt = audits["total-blocking-time"].numericValue ?? Number.POSITIVE_INFINITY;
      const met = scoreOf(result, "performance") >= target.performance && tbt <= target.tbtMs;
      console.log(
        `${"".padEnd(24)} target: performance ${target.performance.toFixed(2)} and TBT at most ${target.tbtMs} ms on the median: ${met ? "met" : "MISSED"}`,
      );
    }
    for (const [id, floor] of Object.entries(FLOORS)) {
      if (scoreOf(result, id) < floor) {
        const missed = categories[id].auditRefs
          .filter((ref) => {
            const { score } = audits[ref.id];
            return ref.weight > 0 && score !== null && score < 1;
          })
          .map((ref) => ref.id);
        failures.push(`${route}: ${id} ${categories[id].score} < ${floor} (${missed.join(", ")})`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.log(`Reports: ${path.relative(root, reports)}/`);
if (failures.length > 0) {
  console.error(`Lighthouse floors missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
