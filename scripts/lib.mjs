// Helpers for the project's own commands. Node built-ins only: these run before `npm ci`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
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
  if (result.status !== 0) {
    throw Object.assign(new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`), {
      exitCode: result.status ?? 1,
    });
  }
}

/**
 * @param {string} entry a file or folder
 * @returns {number} the newest modification time in it, 0 when it does not exist
 */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Installs the npm packages when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  log("Installing npm packages (npm ci)...");
  run("npm", existsSync(lock) ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"]);
}

const BUILD_INPUTS = ["src", "sw", "shared", "public", "index.html", "vite.config.ts", "package-lock.json", "server/content/decks", "server/decks/visitor-view.ts", "server/http/precompress.ts", "server/http/prepared-body.ts", "scripts/prerender.mjs"];
const BUILD_STAMP = path.join(root, "node_modules", ".cache", "spark-decks-build-stamp");

/**
 * Builds the web app into dist/ unless a build newer than every input is already there.
 * @param {{ force?: boolean }} [options] force: build even when the build is up to date
 */
export function ensureBuild({ force = false } = {}) {
  const built = existsSync(path.join(root, "dist", "index.html")) && existsSync(BUILD_STAMP);
  const stale = !built || BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > statSync(BUILD_STAMP).mtimeMs);
  if (!force && !stale) {
    log("The web app build is up to date.");
    return;
  }
  log("Building the web app...");
  run(process.execPath, [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"]);
  run(process.execPath, ["--import", "tsx", path.join(root, "scripts", "prerender.mjs")]);
  mkdirSync(path.dirname(BUILD_STAMP), { recursive: true });
  writeFileSync(BUILD_STAMP, new Date().toISOString());
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
