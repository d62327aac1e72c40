// `npm run bench`: builds, then prints every figure the offline/performance targets are judged by:
// initial JS and CSS per route (bench-size), Lighthouse mobile LCP/TBT/CLS and scores per route
// (lighthouse, reporting only), and the precache size with the time to the first card on a cold
// offline start (bench-offline).
import path from "node:path";
import { ensureBuild, ensureDependencies, log, root, run } from "./lib.mjs";

ensureDependencies();
ensureBuild({ force: true });
const script = (/** @type {string} */ name) => path.join(root, "scripts", name);
log("Initial JS and CSS per route (targets: / at most 90 KiB gzip)");
run(process.execPath, [script("bench-size.mjs"), "/", "/decks", "/deck/family", "/pricing"]);
log("Lighthouse, mobile (targets on the median: the deck page performance 0.97 and TBT at most 100 ms, the others 0.98 and 50 ms)");
run(process.execPath, [script("lighthouse.mjs"), "--bench"]);
log("Precache, and the first card at 4x CPU on a cold offline and a warm start (target 1.0 s each)");
run(process.execPath, [script("bench-offline.mjs")]);
