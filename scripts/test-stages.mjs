// The stages of the project's checks, shared by `npm run check` (the fast loop: type-check, lint,
// unit and API tests on PGlite) and `npm test` (all of it, then the build, Lighthouse and the
// end-to-end tests). Independent stages that leave a core idle run side by side: tsc, eslint and
// knip each use one core, so type-check and lint run at once (docs/testing.md, "How long it takes").
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, commandFailed, ensureDependencies, log, root } from "./lib.mjs";
import { postgresAvailable, startPostgres } from "./throwaway-postgres.mjs";

/** @type {string[]} */
export const timings = [];

/**
 * Installs the npm packages if they are missing, and empties the folder the JSON reports go to.
 * @param {string} reports
 */
export function prepare(reports) {
  ensureDependencies();
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
}

/**
 * Runs one stage and notes how long it took.
 * @template T
 * @param {string} name
 * @param {() => T | Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function stage(name, fn) {
  const started = Date.now();
  log(`${name}...`);
  const result = await fn();
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Runs a command to its end without blocking other lanes. Held back, its output is printed in one
 * piece at the end, so that two lanes side by side do not interleave their lines; else it shows as
 * it comes. Rejects with a CommandError when the command fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, heldBack?: boolean }} [options]
 * @returns {Promise<void>}
 */
function runChild(command, args, { env = process.env, heldBack = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: heldBack ? ["ignore", "pipe", "pipe"] : "inherit" });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const text = Buffer.concat(output).toString();
      if (text.trim()) process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
      if (code === 0) resolve();
      else reject(commandFailed(command, args, code, signal));
    });
  });
}

/**
 * Runs commands one after another with their output held back (runChild), stopping at the first
 * that fails.
 * @param {[string, string[]][]} commands
 */
export async function runHeldBack(commands) {
  for (const [command, args] of commands) await runChild(command, args, { heldBack: true });
}

/**
 * Runs a command with its output shown as it comes, without holding up other lanes.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runShown(command, args, env = process.env) {
  return runChild(command, args, { env });
}

/**
 * Waits for every lane, then fails with the first lane's error if any failed: a failing lint does
 * not cut the type-check's report short.
 * @param {Promise<unknown>[]} lanes
 */
export async function sideBySide(lanes) {
  const results = await Promise.allSettled(lanes);
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * tsc for one project, keeping what it learnt in .tmp/ so that the next run checks only what
 * changed (a clean clone checks everything).
 * @param {string} project
 * @returns {[string, string[]]}
 */
const typeCheck = (project) => [
  bin("tsc"),
  ["-p", project, "--noEmit", "--incremental", "--tsBuildInfoFile", path.join(root, ".tmp", "tsc", `${project}.tsbuildinfo`)],
];

/**
 * Type-check (the page, the worker, the scripts) and lint (eslint, then knip) side by side; eslint
 * and knip keep caches too (.tmp/eslint-cache, node_modules/.cache/knip).
 */
export function staticChecks() {
  return sideBySide([
    stage("Type-check", () => runHeldBack([typeCheck("tsconfig.json"), typeCheck("tsconfig.sw.json"), typeCheck("tsconfig.scripts.json")])),
    stage("Lint", () =>
      runHeldBack([
        [bin("eslint"), ["--max-warnings=0", "--cache", "--cache-location", path.join(root, ".tmp", "eslint-cache"), "."]],
        [bin("knip"), ["--cache"]], // unused files, exports and dependencies
        // Every message of the code in every catalog, translated, and none left over (docs/translating.md).
        [process.execPath, [path.join(root, "scripts", "i18n.mjs"), "check"]],
      ]),
    ),
  ]);
}

/**
 * The unit tests (the page's code, in jsdom).
 * @param {string} reports where the JSON report goes
 */
export function unitTests(reports) {
  return stage("Unit tests", () =>
    runShown(bin("vitest"), ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/unit.json`]),
  );
}

/**
 * The API tests, on PGlite and, with `postgres`, on a throw-away PostgreSQL too (required in CI).
 * @param {string} reports where the JSON report goes
 * @param {{ postgres: boolean }} options
 */
export function apiTests(reports, { postgres }) {
  return stage("API tests", async () => {
    const env = { ...process.env };
    let server = null;
    if (postgres && postgresAvailable()) {
      server = await startPostgres();
      env.TEST_DATABASE_URL = server.url;
      log(`Throw-away PostgreSQL at ${server.url}`);
    } else if (postgres && process.env.CI) {
      throw new Error("PostgreSQL is required in CI for the API tests (apt-get install -y postgresql).");
    } else if (postgres) {
      log("PostgreSQL is not installed: the API tests run on PGlite only.");
    } else {
      delete env.TEST_DATABASE_URL;
    }
    try {
      await runShown(bin("vitest"), ["run", "--project", "api", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/api.json`], env);
    } finally {
      server?.stop();
    }
  });
}

/**
 * @param {string} file a vitest JSON report
 * @returns {{ passed: number, failed: number }}
 */
export function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/**
 * @param {string} file a Playwright JSON report
 * @returns {{ passed: number, failed: number }}
 */
export function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
}

/**
 * Prints the stage times and the counts, and exits: 1 when a test failed.
 * @param {{ passed: number, failed: number }[]} counts
 */
export function finish(counts) {
  console.log(`\n${timings.join("\n")}`);
  const passed = counts.reduce((n, c) => n + c.passed, 0);
  const failed = counts.reduce((n, c) => n + c.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

/**
 * Prints why the run stopped and the stage times so far, and exits with the failed command's code.
 * @param {import("./lib.mjs").CommandError} error
 */
export function stopped(error) {
  console.error(`\n${error.message}`);
  console.log(timings.join("\n"));
  process.exit(error.exitCode ?? 1);
}
