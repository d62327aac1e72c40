// `npm run dev`: the API with reload on change (tsx watch) plus Vite's dev server with hot reload.
// Without a configured Cognito pool it also starts the local identity emulator, and without
// STRIPE_SECRET_KEY the local payment emulator, here rather than in the API, so they live through
// the API's restarts; Vite proxies /api, /identity/ and /payments/ to the API.
import { spawn } from "node:child_process";
import path from "node:path";
import { bin, ensureDependencies, log, root } from "./lib.mjs";

ensureDependencies();
const apiPort = process.env.API_PORT ?? "8787";
const vitePort = process.env.VITE_PORT ?? "5173";
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, API_PORT: apiPort };

// Imported only now: the emulators need node_modules, which may have just been installed.
const { startLocalServices } = await import("./local-services.mjs");
const { webhookUrlFor } = await import("./payment-emulator.mjs");
// The page runs on Vite's origin, so the hosted sign-in returns there; webhooks go straight to the
// API (a delivery during one of its restarts is retried).
const services = await startLocalServices({ env, appPort: vitePort, webhookUrl: webhookUrlFor(apiPort, "127.0.0.1") });

log(`API on http://localhost:${apiPort}, app on http://localhost:${vitePort}`);
const children = [
  spawn(bin("tsx"), ["watch", path.join(root, "server", "main.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: apiPort, HOST: "127.0.0.1", STATIC_DIR: path.join(root, ".tmp", "no-static") },
  }),
  // Strict: the emulator only sends people back to the port it was told.
  spawn(bin("vite"), ["--port", vitePort, "--strictPort"], { cwd: root, stdio: "inherit", env }),
];
let stopping = false;
/** @param {number} exitCode */
const stop = async (exitCode) => {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  children.forEach((child) => child.kill("SIGTERM"));
  await services.stop();
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
