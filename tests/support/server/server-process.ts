// The production server as its own process (`node --import tsx server/main.ts`), for tests of
// what happens between processes: several servers sharing one database.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));

export interface ServerProcess {
  url: string;
  /** Everything it has printed so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal it did not handle) once the process has ended. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/**
 * Starts a server on a free loopback port against `databaseUrl` (without one, PGlite in a
 * temporary DATA_DIR), with sign-in and payments not configured and no build. `overrides` changes
 * the environment after that; a variable given as undefined is left out (HOST: undefined = unset).
 */
export function startServerProcess(databaseUrl?: string, overrides: Record<string, string | undefined> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "spark-server-"));
  const inherited = Object.entries(process.env).filter(([name]) => !/^(COGNITO_|STRIPE_)/.test(name) && name !== "DATABASE_URL");
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(inherited),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, "no-build"),
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const port = /serving on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, output: () => output, exited, kill: (signal) => child.kill(signal), stop });
    };
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);
    child.once("exit", (code) => reject(new Error(`The server exited with ${code} before serving:\n${output}`)));
  });
}
