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
// Imported only now: the emulators need node_modules, which may have just been installed.
const { startLocalServices } = await import("./local-services.mjs");
const { webhookUrlFor } = await import("./payment-emulator.mjs");
const services = await startLocalServices({
  env,
  appPort: env.PORT ?? "8080",
  webhookUrl: webhookUrlFor(env.PORT ?? "8080", env.HOST),
});

log("Starting the server...");
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", async (code, signal) => {
  await services.stop();
  process.exit(code ?? (signal ? 0 : 1));
});
