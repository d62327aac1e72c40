// `npm start`: install what is missing, build the app if needed, and serve everything on one port.
// Without a configured Cognito pool (COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID), it also starts
// the local identity emulator and hands its pool and client to the server; without
// STRIPE_SECRET_KEY, the local payment emulator, which sends its webhooks to this server.
// (`npm run serve`, production, starts neither.)
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuild, ensureDependencies, log, root } from "./lib.mjs";

try {
  ensureDependencies();
  ensureBuild();
} catch (caught) {
  const error = /** @type {import("./lib.mjs").CommandError} */ (caught);
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

const env = { ...process.env };
/** @type {import("./identity-emulator.mjs").IdentityEmulator | null} */
let emulator = null;
if (!(env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID)) {
  // Imported only now: it is not needed (and node_modules may be new) before ensureDependencies.
  const { appOriginsFor, startIdentityEmulator } = await import("./identity-emulator.mjs");
  log("Starting the local identity emulator (cognito-local)...");
  try {
    emulator = await startIdentityEmulator({
      dataDir: path.resolve(root, env.DATA_DIR ?? ".data"),
      appOrigins: appOriginsFor(env.PORT ?? "8080"),
    });
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
    payments = await startPaymentEmulator({
      dataDir: path.resolve(root, env.DATA_DIR ?? ".data"),
      webhookUrl: webhookUrlFor(env.PORT ?? "8080", env.HOST),
    });
  } catch (error) {
    console.error(`The payment emulator did not start: ${/** @type {Error} */ (error).message}`);
    await emulator?.stop();
    process.exit(1);
  }
  Object.assign(env, payments.env);
  log(`Payment emulator at ${payments.endpoint}; test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined`);
}

log("Starting the server...");
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", async (code, signal) => {
  await Promise.all([emulator?.stop(), payments?.stop()]);
  process.exit(code ?? (signal ? 0 : 1));
});
