// `npm run dev`: the API with reload on change (tsx watch) plus Vite's dev server with hot reload.
import { spawn } from "node:child_process";
import path from "node:path";
import { bin, ensureDependencies, log, root } from "./lib.mjs";

ensureDependencies();
const apiPort = process.env.API_PORT ?? "8787";
const env = { ...process.env, API_PORT: apiPort };

log(`API on http://localhost:${apiPort}, app on http://localhost:${process.env.VITE_PORT ?? "5173"}`);
const children = [
  spawn(bin("tsx"), ["watch", path.join(root, "server", "main.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: apiPort, HOST: "127.0.0.1", STATIC_DIR: path.join(root, ".tmp", "no-static") },
  }),
  spawn(bin("vite"), ["--port", process.env.VITE_PORT ?? "5173"], { cwd: root, stdio: "inherit", env }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", () => {
  stop();
  process.exitCode = child.exitCode ?? 0;
});
