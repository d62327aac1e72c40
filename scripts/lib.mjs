// Helpers for the project's own commands. Node built-ins only: these run before `npm ci`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @param {string} message */
export function log(message) {
  console.log(`\x1b[36m›\x1b[0m ${message}`);
}

/**
 * What the project's commands throw: a failed command carries its exit code, for the caller to
 * exit with.
 * @typedef {Error & { exitCode?: number }} CommandError
 */

/**
 * Runs a command to completion with inherited output; throws a CommandError on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) throw commandFailed(command, args, result.status, result.signal);
}

/**
 * The error of a command that exited with a failure, carrying its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 * @returns {CommandError}
 */
export function commandFailed(command, args, code, signal) {
  return Object.assign(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`), { exitCode: code ?? 1 });
}

/** Installs the npm packages when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  log("Installing npm packages (npm ci)...");
  run("npm", existsSync(lock) ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"]);
}

/**
 * Where a finished build notes when it began (build/finish-build.ts writes it, dated then).
 * @param {string} [dir] the project's root
 */
export function buildStampFile(dir = root) {
  return path.join(dir, "node_modules", ".cache", "spark-decks-build-stamp");
}

/**
 * Whether dist/ holds a finished build begun after the last change to any file of the project:
 * the files git sees (tracked, and new ones it does not ignore), so that no list of the build's
 * inputs is kept by hand. A change the build does not read (a test, a doc) rebuilds too, and
 * outside a git checkout a build is never taken as current: the price of a rule that cannot miss one.
 * @param {string} [dir] the project's root
 */
export function buildIsCurrent(dir = root) {
  const stamp = buildStampFile(dir);
  if (!existsSync(path.join(dir, "dist", "index.html")) || !existsSync(stamp)) return false;
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: dir, encoding: "utf8" });
  if (listed.status !== 0) return false;
  const builtAt = statSync(stamp).mtimeMs;
  for (const file of listed.stdout.split("\0")) {
    // A tracked file deleted since has no date: deleting it changed the files that imported it.
    const stat = file ? statSync(path.join(dir, file), { throwIfNoEntry: false }) : undefined;
    if (stat && stat.mtimeMs > builtAt) return false;
  }
  return true;
}

/**
 * Builds the web app into dist/ (`npm run build`) unless the build there is current.
 * @param {{ force?: boolean }} [options] force: build even when the build is current
 */
export function ensureBuild({ force = false } = {}) {
  if (!force && buildIsCurrent()) {
    log("The web app build is up to date.");
    return;
  }
  log("Building the web app...");
  run("npm", ["run", "--silent", "build", "--", "--logLevel", "warn"]);
}

/** @param {string} name a package's command, run from node_modules/.bin */
export function bin(name) {
  return path.join(root, "node_modules", ".bin", name);
}

/**
 * Starts the production server on a loopback port; resolves once it serves.
 * @param {{ port: number, dataDir: string }} options
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export function startServer({ port, dataDir }) {
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    server.on("exit", (code) => reject(new Error(`The server exited with ${code}`)));
    server.stdout.on("data", (chunk) => {
      if (String(chunk).includes("serving on")) resolve({ url: `http://127.0.0.1:${port}`, stop: () => server.kill() });
    });
  });
}

/** Launch options for Debian's Chromium here, Playwright's own browser elsewhere. */
export function chromiumOptions() {
  const executablePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  return {
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  };
}
