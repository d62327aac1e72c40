// `npm test`: install what is missing, then type-check, lint, unit tests, API tests (PGlite and a
// throw-away PostgreSQL), a production build, Lighthouse, and the end-to-end tests in Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, ensureBuild, ensureDependencies, log, root, run } from "./lib.mjs";
import { postgresAvailable, startPostgres } from "./throwaway-postgres.mjs";

const reports = path.join(root, ".tmp", "reports");
/** @type {string[]} */
const timings = [];

/**
 * Runs one stage of the suite and notes how long it took.
 * @param {string} name
 * @param {() => void | Promise<void>} fn
 */
function stage(name, fn) {
  const started = Date.now();
  log(`${name}...`);
  return Promise.resolve(fn()).then(() => timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`));
}

/**
 * @param {string} file a vitest JSON report
 * @returns {{ passed: number, failed: number }}
 */
function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/**
 * @param {string} file a Playwright JSON report
 * @returns {{ passed: number, failed: number }}
 */
function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
}

async function main() {
  ensureDependencies();
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  await stage("Type-check", () => {
    run(bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]);
    run(bin("tsc"), ["-p", "tsconfig.sw.json", "--noEmit"]);
    run(bin("tsc"), ["-p", "tsconfig.scripts.json", "--noEmit"]);
  });
  await stage("Lint", () => {
    run(bin("eslint"), ["--max-warnings=0", "."]);
    run(bin("knip"), []); // unused files, exports and dependencies
  });
  await stage("Unit tests", () =>
    run(bin("vitest"), ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/unit.json`]),
  );

  await stage("API tests", async () => {
    const env = { ...process.env };
    let postgres = null;
    if (postgresAvailable()) {
      postgres = await startPostgres();
      env.TEST_DATABASE_URL = postgres.url;
      log(`Throw-away PostgreSQL at ${postgres.url}`);
    } else if (process.env.CI) {
      throw new Error("PostgreSQL is required in CI for the API tests (apt-get install -y postgresql).");
    } else {
      log("PostgreSQL is not installed: the API tests run on PGlite only.");
    }
    try {
      run(bin("vitest"), ["run", "--project", "api", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/api.json`], { env });
    } finally {
      postgres?.stop();
    }
  });

  await stage("Build", () => ensureBuild({ force: true }));
  await stage("Lighthouse", () => run(process.execPath, [path.join(root, "scripts", "lighthouse.mjs")]));
  await stage("End-to-end tests", () => {
    rmSync(path.join(root, ".tmp", `e2e-data-${process.env.E2E_PORT ?? 4180}`), { recursive: true, force: true });
    run(bin("playwright"), ["test"], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` } });
  });
}

main()
  .then(() => {
    console.log(`\n${timings.join("\n")}`);
    const counts = [vitestCounts(`${reports}/unit.json`), vitestCounts(`${reports}/api.json`), playwrightCounts(`${reports}/e2e.json`)];
    const passed = counts.reduce((n, c) => n + c.passed, 0);
    const failed = counts.reduce((n, c) => n + c.failed, 0);
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed > 0 ? 1 : 0);
  })
  .catch((/** @type {import("./lib.mjs").CommandError} */ error) => {
    console.error(`\n${error.message}`);
    console.log(timings.join("\n"));
    process.exit(error.exitCode ?? 1);
  });
