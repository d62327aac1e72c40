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
  stop(): Promise<void>;
}

/** Starts a server on a free loopback port against `databaseUrl`, with sign-in not configured and no build. */
export function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "spark-server-"));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("COGNITO_")));
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
    cwd: root,
    env: { ...env, DATABASE_URL: databaseUrl, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, "no-build") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const port = /serving on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, output: () => output, stop });
    };
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);
    child.once("exit", (code) => reject(new Error(`The server exited with ${code} before serving:\n${output}`)));
  });
}
