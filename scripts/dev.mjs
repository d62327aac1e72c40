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

/** @type {import("./identity-emulator.mjs").IdentityEmulator | null} */
let emulator = null;
if (!(env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID)) {
  // Imported only now: it is not needed (and node_modules may be new) before ensureDependencies.
  const { appOriginsFor, startIdentityEmulator } = await import("./identity-emulator.mjs");
  log("Starting the local identity emulator (cognito-local)...");
  try {
    // The page runs on Vite's origin: the hosted sign-in returns there.
    emulator = await startIdentityEmulator({ dataDir: path.resolve(root, env.DATA_DIR ?? ".data"), appOrigins: appOriginsFor(vitePort) });
  } catch (error) {
    console.error(`The identity emulator did not start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  Object.assign(env, emulator.env);
  log(`Identity emulator at ${emulator.endpoint} (pool ${emulator.userPoolId}); confirmation code ${emulator.code}`);
}

/** @type {import("./payment-emulator.mjs").PaymentEmulator | null} */
let payments = null;
if (!env.STRIPE_SECRET_KEY) {
  const { startPaymentEmulator, webhookUrlFor } = await import("./payment-emulator.mjs");
  log("Starting the local payment emulator...");
  try {
    // Webhooks go straight to the API (a delivery during one of its restarts is retried).
    payments = await startPaymentEmulator({ dataDir: path.resolve(root, env.DATA_DIR ?? ".data"), webhookUrl: webhookUrlFor(apiPort, "127.0.0.1") });
  } catch (error) {
    console.error(`The payment emulator did not start: ${/** @type {Error} */ (error).message}`);
    await emulator?.stop();
    process.exit(1);
  }
  Object.assign(env, payments.env);
  log(`Payment emulator at ${payments.endpoint}; test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined`);
}

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
  await Promise.all([emulator?.stop(), payments?.stop()]);
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
