// `npm test`: install what is missing, then everything: type-check and lint side by side, unit
// tests, API tests (PGlite and a throw-away PostgreSQL) while the production build runs, Lighthouse
// on an otherwise quiet machine, and the end-to-end tests in Chromium. `npm run check` is the
// first three alone.
import { rmSync } from "node:fs";
import path from "node:path";
import { bin, root } from "./lib.mjs";
import {
  apiTests,
  finish,
  playwrightCounts,
  prepare,
  runHeldBack,
  runShown,
  sideBySide,
  stage,
  staticChecks,
  stopped,
  unitTests,
  vitestCounts,
} from "./test-stages.mjs";

const reports = path.join(root, ".tmp", "reports");

async function main() {
  prepare(reports);

  await staticChecks();
  await unitTests(reports);
  // The build is mostly one core's work, and the API tests wait on their databases: side by side.
  await sideBySide([apiTests(reports, { postgres: true }), stage("Build", () => runHeldBack([["npm", ["run", "--silent", "build", "--", "--logLevel", "warn"]]]))]);
  // Alone: its scores are timings, and its floor must hold on this 2-core machine.
  await stage("Lighthouse", () => runShown(process.execPath, [path.join(root, "scripts", "lighthouse.mjs")]));
  await stage("End-to-end tests", () => {
    rmSync(path.join(root, ".tmp", `e2e-data-${process.env.E2E_PORT ?? 4180}`), { recursive: true, force: true });
    return runShown(bin("playwright"), ["test"], { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` });
  });
}

main()
  .then(() => finish([vitestCounts(`${reports}/unit.json`), vitestCounts(`${reports}/api.json`), playwrightCounts(`${reports}/e2e.json`)]))
  .catch(stopped);
