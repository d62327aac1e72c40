// Our pages beside the two peer builds in ../shared/peers/ (PEERS_DIR), in one run on one machine:
// Lighthouse (this project's version, mobile preset: simulated throttling, performance only), in
// interleaved rounds, so that a busy spell of the machine falls on every target alike. Prints every
// run's performance and blocking time, the median run's performance, TBT, LCP, FCP and script
// transfer per target, and whether each of our pages scores at least both peers with TBT at most
// 200 ms (and the deck page 0.95). Reporting only: it fails only when a target could not be measured.
// Usage: node scripts/bench-peers.mjs [--rounds N] [/route ...]   (npm run bench:peers -- …; builds if
// needed, starts our server and the peers' on free loopback ports). Each run's report: .tmp/bench-peers/.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./identity-emulator.mjs";
import { chromiumOptions, ensureBuild, ensureDependencies, log, root, startServer } from "./lib.mjs";

const DEFAULT_ROUNDS = 3;
/** The targets the issue sets our pages against, judged on the medians. */
const GOALS = { tbtMs: 200, deckPerformance: 0.95 };

const args = process.argv.slice(2);
const roundsAt = args.findIndex((arg) => arg === "--rounds" || arg.startsWith("--rounds="));
const roundsArg = roundsAt < 0 ? String(DEFAULT_ROUNDS) : args[roundsAt].includes("=") ? args[roundsAt].split("=")[1] : args[roundsAt + 1];
const ROUNDS = Number.parseInt(roundsArg ?? "", 10);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error(`--rounds wants a whole number of 1 or more (got ${roundsArg ?? "nothing"}).`);
  process.exit(1);
}
const asked = args.filter((arg) => arg.startsWith("/"));

const peersDir = path.resolve(root, process.env.PEERS_DIR ?? path.join("..", "shared", "peers"));
const serveStatic = path.join(peersDir, "serve-static.mjs");
/** The peers as their README says to serve them: folder, base path, and the page measured. */
const PEERS = [
  { name: "wnrs", folder: "wnrs", base: "/wnrs/" },
  { name: "cuecards", folder: "cuecards", base: "/" },
];
const missing = [serveStatic, ...PEERS.map((peer) => path.join(peersDir, peer.folder, "index.html"))].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `The peer builds are not there: missing ${missing.join(", ")}.\n` +
      `Put them in ../shared/peers/ beside the repository (serve-static.mjs, wnrs/, cuecards/), or set PEERS_DIR to their folder.`,
  );
  process.exit(1);
}

ensureDependencies();
ensureBuild();
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
/** @type {{ version: string }} */
const lighthousePackage = JSON.parse(readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8"));

const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")} (1, 5, 15 min) on ${os.cpus().length} cores`;

/**
 * Serves a peer's folder with the peers' own static server; resolves once it listens.
 * @param {{ name: string, folder: string, base: string }} peer
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
async function startPeer(peer) {
  const port = await freePort();
  const child = spawn(process.execPath, [serveStatic, path.join(peersDir, peer.folder), String(port), peer.base], {
    cwd: peersDir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => reject(new Error(`The ${peer.name} server exited with ${code ?? signal}`)));
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("serving")) resolve({ url: `http://127.0.0.1:${port}${peer.base}`, stop: () => child.kill() });
    });
  });
}

/**
 * Fetches a page and the files it names on its own origin (scripts, styles, icons), as a visit
 * would, so that the first measured run does not pay for a cold server or a cold disk cache.
 * @param {string} pageUrl
 */
async function warmPage(pageUrl) {
  const html = await (await fetch(pageUrl, { headers: { "Accept-Encoding": "br, gzip" } })).text();
  const origin = new URL(pageUrl).origin;
  const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((match) => new URL(match[1], pageUrl))
    .filter((url) => url.origin === origin);
  for (const url of files) await fetch(url, { headers: { "Accept-Encoding": "br, gzip" } }).then((res) => res.arrayBuffer());
}

/**
 * What one run is judged by, taken from its report at once (a run's whole result holds its traces).
 * @typedef {{ round: number, performance: number, tbtMs: number, lcpMs: number, fcpMs: number, scriptBytes: number, slow: boolean }} Run
 */

/**
 * The page's own script transfer: `network-requests` rows of type Script, the page's (a service
 * worker's precache fetches, which go on after the load, are left out).
 * @param {import("lighthouse").RunnerResult["lhr"]} lhr
 */
function scriptTransfer(lhr) {
  const details = /** @type {{ items?: Array<{ resourceType?: string, transferSize?: number, sessionTargetType?: string }> }} */ (
    lhr.audits["network-requests"]?.details ?? {}
  );
  return (details.items ?? [])
    .filter((item) => item.resourceType === "Script" && (item.sessionTargetType ?? "page") === "page")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * @param {import("lighthouse").RunnerResult["lhr"]} lhr
 * @param {string} id
 */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

const reports = path.join(root, ".tmp", "bench-peers");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

log(`Lighthouse ${lighthousePackage.version}, mobile preset (simulated throttling), performance only; ${ROUNDS} interleaved round(s)`);
log(`At the start: ${loadAverage()}`);

/** @type {{ url: string, stop: () => void }[]} */
const servers = [];
/** @type {Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined} */
let chrome;
/** @type {string[]} */
const problems = [];
try {
  const ours = await startServer({ port: await freePort(), dataDir: path.join(root, ".tmp", "bench-peers-data") });
  servers.push(ours);
  const peerServers = [];
  for (const peer of PEERS) {
    const server = await startPeer(peer);
    servers.push(server);
    peerServers.push({ name: peer.name, url: server.url });
  }

  /** @type {import("../shared/api-types.ts").DeckSummary[]} */
  const decks = await (await fetch(`${ours.url}/api/decks`)).json();
  const freeDeck = decks.find((d) => !d.isPremium);
  if (!freeDeck) throw new Error("There is no free deck to measure.");
  const deckRoute = `/deck/${freeDeck.deckId}`;
  // The same table address scripts/lighthouse.mjs measures.
  const table = `/play/${freeDeck.deckId}?seed=lighthouse&levels=light%2Cpersonal%2Cdeep&player=Ana&player=Ben`;
  const routes = asked.length > 0 ? asked : ["/", "/decks", deckRoute, "/pricing", table];

  // Warm our server as scripts/lighthouse.mjs does (Node's JIT, the database's first queries), and
  // the peers' with their pages and the files those name.
  const assets = readdirSync(path.join(root, "dist", "assets")).map((file) => `/assets/${file}`);
  for (const url of [...routes, ...assets, "/api/decks", `/api/decks/${freeDeck.deckId}/cards`]) {
    await fetch(`${ours.url}${url}`, { headers: { "Accept-Encoding": "br, gzip" } }).then((res) => res.arrayBuffer());
  }
  for (const peer of peerServers) await warmPage(peer.url);

  /** @type {{ name: string, url: string, ours: boolean, runs: Run[], failed: number }[]} */
  const targets = [
    ...routes.map((route) => ({ name: route.split("?")[0], url: `${ours.url}${route}`, ours: true, runs: [], failed: 0 })),
    ...peerServers.map((peer) => ({ name: peer.name, url: peer.url, ours: false, runs: [], failed: 0 })),
  ];

  const { executablePath, args: chromeArgs } = chromiumOptions();
  chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ["--headless=new", ...chromeArgs] });

  for (let round = 1; round <= ROUNDS; round++) {
    // Every target once a round; each round starts one target further along, so that no target is
    // always the one measured first (after the warm-up) or last.
    const start = (round - 1) % targets.length;
    const order = [...targets.slice(start), ...targets.slice(0, start)];
    log(`Round ${round} of ${ROUNDS} (${loadAverage()})`);
    for (const target of order) {
      // A run Lighthouse itself could not finish has no score: say why, and try again (twice).
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await lighthouse(target.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        const score = result?.lhr.categories.performance?.score;
        if (!result || score === null || score === undefined) {
          target.failed++;
          console.warn(`  ${target.name}: a Lighthouse run failed (${result?.lhr.runtimeError?.code ?? "no score"}); running it again`);
          continue;
        }
        const { lhr } = result;
        const file = target.ours ? (target.name === "/" ? "home" : target.name.slice(1).replace(/\//g, "-")) : `peer-${target.name}`;
        writeFileSync(path.join(reports, `${file}.round${round}.json`), JSON.stringify(lhr));
        /** @type {Run} */
        const run = {
          round,
          performance: score,
          tbtMs: numeric(lhr, "total-blocking-time"),
          lcpMs: numeric(lhr, "largest-contentful-paint"),
          fcpMs: numeric(lhr, "first-contentful-paint"),
          scriptBytes: scriptTransfer(lhr),
          slow: (lhr.runWarnings ?? []).some((warning) => /loaded too slowly/i.test(warning)),
        };
        target.runs.push(run);
        console.log(
          `  ${target.name.padEnd(22)} performance ${run.performance.toFixed(2)}  TBT ${String(Math.round(run.tbtMs)).padStart(5)} ms` +
            (run.slow ? "  (the page never went quiet: Lighthouse's load time-out)" : ""),
        );
        break;
      }
    }
  }

  log(`At the end: ${loadAverage()}`);

  // The median run, as scripts/lighthouse.mjs takes it: the middle one by performance score (the
  // upper middle of an even count), all of its figures from that one run.
  const medianOf = (/** @type {Run[]} */ runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString("en-US")} ms` : "–");
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = targets.map((target) => {
    const median = target.runs.length > 0 ? medianOf(target.runs) : undefined;
    const label = target.ours ? `ours ${target.name}` : `peer ${target.name}`;
    const spread = target.runs.map((run) => `${run.performance.toFixed(2)}/${Math.round(run.tbtMs)}`).join(" ");
    return median
      ? [label, median.performance.toFixed(2), ms(median.tbtMs), ms(median.lcpMs), ms(median.fcpMs), kb(median.scriptBytes), spread]
      : [label, "not measured", "", "", "", "", ""];
  });
  const header = ["page", "performance", "TBT", "LCP", "FCP", "JS transfer", "runs (performance/TBT ms)"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  console.log("");
  console.log(`Medians of ${ROUNDS} interleaved round(s); figures compare only within this run.`);
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log("");

  for (const target of targets) {
    if (target.runs.length < ROUNDS) problems.push(`${target.name}: ${target.runs.length} of ${ROUNDS} rounds measured`);
  }
  const peerMedians = targets.filter((target) => !target.ours && target.runs.length > 0).map((target) => ({ name: target.name, run: medianOf(target.runs) }));
  const bar = Math.max(...peerMedians.map((peer) => peer.run.performance));
  if (peerMedians.length === PEERS.length) {
    const peersSaid = peerMedians.map((peer) => `${peer.name} ${peer.run.performance.toFixed(2)}`).join(", ");
    console.log(`Our pages against both peers' medians (${peersSaid}) and TBT at most ${GOALS.tbtMs} ms:`);
    for (const target of targets.filter((t) => t.ours && t.runs.length > 0)) {
      const median = medianOf(target.runs);
      const beats = median.performance >= bar;
      const quick = median.tbtMs <= GOALS.tbtMs;
      const verdict = beats && quick ? "met" : "MISSED";
      const said = `${median.performance.toFixed(2)} ${beats ? "≥" : "<"} ${bar.toFixed(2)}, TBT ${ms(median.tbtMs)} ${quick ? "≤" : ">"} ${GOALS.tbtMs} ms`;
      let deck = "";
      if (target.name === deckRoute) {
        deck = `; deck page performance ${median.performance.toFixed(2)} ${median.performance >= GOALS.deckPerformance ? "≥" : "<"} ${GOALS.deckPerformance}: ${median.performance >= GOALS.deckPerformance ? "met" : "MISSED"}`;
      }
      console.log(`  ${target.name.padEnd(22)} ${verdict} (${said})${deck}`);
    }
  } else {
    problems.push("a peer has no measured run: nothing to compare our pages with");
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await chrome?.kill();
  for (const server of servers) server.stop();
}
console.log(`Each run's report (open it in the Lighthouse viewer): ${path.relative(root, reports)}/`);
if (problems.length > 0) {
  console.error(`Could not measure everything:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
