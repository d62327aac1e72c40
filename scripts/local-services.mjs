// The local stand-ins for outside services, for `npm start` and `npm run dev`: the identity
// emulator (cognito-local) unless a Cognito pool is configured, and the payment emulator unless
// STRIPE_SECRET_KEY is set. Each one adds the settings the server needs to `env`. Imported only
// after ensureDependencies: the emulators need node_modules.
import path from "node:path";
import { appOriginsFor, startIdentityEmulator } from "./identity-emulator.mjs";
import { log, root } from "./lib.mjs";
import { startPaymentEmulator } from "./payment-emulator.mjs";

/**
 * @param {object} options
 * @param {NodeJS.ProcessEnv} options.env  the server's environment; the emulators' settings are added to it
 * @param {string} options.appPort  the port the page is served on: the hosted sign-in returns there
 * @param {string} options.webhookUrl  where the payment emulator sends its events
 * @returns {Promise<{ stop: () => Promise<void> }>}  exits the process if an emulator does not start
 */
export async function startLocalServices({ env, appPort, webhookUrl }) {
  const dataDir = path.resolve(root, env.DATA_DIR ?? ".data");
  /** @type {Array<{ stop: () => Promise<void> | void }>} */
  const running = [];
  const stop = async () => {
    await Promise.all(running.map((service) => service.stop()));
  };
  /** @param {string} name @param {unknown} error @returns {Promise<never>} */
  const fail = async (name, error) => {
    console.error(`The ${name} did not start: ${/** @type {Error} */ (error).message}`);
    await stop();
    process.exit(1);
  };

  if (!(env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID)) {
    log("Starting the local identity emulator (cognito-local)...");
    const identity = await startIdentityEmulator({ dataDir, appOrigins: appOriginsFor(appPort) }).catch((error) =>
      fail("identity emulator", error),
    );
    running.push(identity);
    Object.assign(env, identity.env);
    log(`Identity emulator at ${identity.endpoint} (pool ${identity.userPoolId}); confirmation code ${identity.code}`);
  }

  if (!env.STRIPE_SECRET_KEY) {
    log("Starting the local payment emulator...");
    const payments = await startPaymentEmulator({ dataDir, webhookUrl }).catch((error) => fail("payment emulator", error));
    running.push(payments);
    Object.assign(env, payments.env);
    log(`Payment emulator at ${payments.endpoint}; test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined`);
  }

  return { stop };
}
