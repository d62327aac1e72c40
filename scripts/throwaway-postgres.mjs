// A throw-away PostgreSQL server on loopback for the API tests: initdb into a temp folder, start,
// and remove it all afterwards (pause() and resume() stop and start the same server in between,
// for the database-outage test). Runs the server as the `postgres` user when we are root.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

function findBinDir() {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(path.join(dir, "initdb"))) return dir;
  } catch {
    // no pg_config on PATH
  }
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(path.join(base, v, "bin", "initdb"))) return path.join(base, v, "bin");
  }
  return null;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      // Listening on TCP: the address is an AddressInfo, not a pipe's name.
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

export function postgresAvailable() {
  return findBinDir() !== null;
}

export async function startPostgres() {
  const binDir = findBinDir();
  if (!binDir) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql).");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "spark-pg-"));
  /**
   * @param {string} command
   * @param {string[]} args
   */
  const runAs = (command, args) => {
    const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    const result = spawnSync(cmd, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  runAs(path.join(binDir, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const start = () =>
    runAs(path.join(binDir, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
      "-w",
      "start",
    ]);
  /** @param {"smart" | "fast" | "immediate"} mode */
  const shutDown = (mode) => runAs(path.join(binDir, "pg_ctl"), ["-D", dataDir, "-m", mode, "-w", "stop"]);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /**
     * Stops the server but keeps its data, for tests of an outage: `fast` ends every session
     * (57P01), `immediate` kills the server without a clean shutdown, as a crash would.
     * @param {"fast" | "immediate"} [mode]
     */
    pause(mode = "fast") {
      shutDown(mode);
      running = false;
    },
    /** Starts the paused server again, on the same port with the same data. */
    resume() {
      start();
      running = true;
    },
    /** Stops the server (if running) and removes it with its data. */
    stop() {
      try {
        if (running) shutDown("fast");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
