// `npm run check`: the fast loop before a commit. Type-check and lint side by side, the unit tests,
// and the API tests on PGlite; no build, no browser, no PostgreSQL (`npm test` runs all of that).
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureDependencies, root } from "./lib.mjs";
import { apiTests, finish, staticChecks, stopped, unitTests, vitestCounts } from "./test-stages.mjs";

const reports = path.join(root, ".tmp", "reports", "check");

async function main() {
  ensureDependencies();
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  await staticChecks();
  await unitTests(reports);
  await apiTests(reports, { postgres: false });
}

main()
  .then(() => finish([vitestCounts(`${reports}/unit.json`), vitestCounts(`${reports}/api.json`)]))
  .catch(stopped);
