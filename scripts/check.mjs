// `npm run check`: the fast loop before a commit. Type-check and lint side by side, the unit tests,
// and the API tests on PGlite; no build, no browser, no PostgreSQL (`npm test` runs all of that).
import path from "node:path";
import { root } from "./lib.mjs";
import { apiTests, finish, prepare, staticChecks, stopped, unitTests, vitestCounts } from "./test-stages.mjs";

const reports = path.join(root, ".tmp", "reports", "check");

async function main() {
  prepare(reports);
  await staticChecks();
  await unitTests(reports);
  await apiTests(reports, { postgres: false });
}

main()
  .then(() => finish([vitestCounts(`${reports}/unit.json`), vitestCounts(`${reports}/api.json`)]))
  .catch(stopped);
