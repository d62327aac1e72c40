// The local identity emulator: cognito-local on loopback, its state in DATA_DIR/identity/.cognito,
// with the app's user pool and app client created once and found again on every later start. It
// runs behind our guard (identity-emulator-process.mjs): its admin operations need the key in
// DATA_DIR/emulator-key, and web pages of other origins are refused.
// Used by `npm start` (scripts/start.mjs), the API tests and scripts/grant-entitlement.mjs.
// Node built-ins only, so it runs before anything is compiled.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EMULATOR_KEY_HEADER, emulatorKey } from "./emulator-guard.mjs";

const PROCESS_JS = fileURLToPath(new URL("./identity-emulator-process.mjs", import.meta.url));

export const POOL_NAME = "spark-decks";
export const CLIENT_NAME = "spark-decks-web";
export const DEFAULT_EMULATOR_PORT = 9229;
export const DEFAULT_CONFIRMATION_CODE = "123456";

/**
 * A running emulator, with the pool and app client the app signs in with.
 * @typedef {object} IdentityEmulator
 * @property {string} endpoint  the Cognito JSON API, e.g. http://127.0.0.1:9229
 * @property {number} port
 * @property {string} userPoolId
 * @property {string} clientId
 * @property {string} code      the fixed confirmation code every sign-up gets
 * @property {string} key       the emulator key its admin operations need (callIdentity's `key`)
 * @property {Record<string, string>} env  the server's settings for this pool and client
 * @property {() => Promise<void>} stop
 */

// The parts of Cognito's answers that are read here.
/** @typedef {{ Id: string, Name: string }} UserPool */
/** @typedef {{ ClientId: string, ClientName: string }} UserPoolClient */

/**
 * True when a TCP port on 127.0.0.1 can be listened on right now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * A port the kernel says is free (port 0 trick).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      // Listening on TCP: the address is an AddressInfo, not a pipe's name.
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Calls one operation of the emulator's Cognito JSON API. Throws with the service's message, and
 * its error type as `code`.
 * @template [T=Record<string, unknown>] the operation's answer, as the caller reads it
 * @param {string} endpoint
 * @param {string} operation e.g. "AdminGetUser"
 * @param {unknown} body
 * @param {string} [key] the emulator key: needed by the operations Cognito keeps for AWS credentials
 * @returns {Promise<T>}
 */
export async function callIdentity(endpoint, operation, body, key) {
  const res = await fetch(endpoint.replace(/\/?$/, "/"), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}`,
      ...(key ? { [EMULATOR_KEY_HEADER]: key } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : {};
  if (!res.ok) {
    throw Object.assign(new Error(`${operation}: ${json.__type ?? res.status} ${json.message ?? text}`), { code: json.__type });
  }
  return json;
}

/**
 * @param {string} endpoint
 * @param {import("node:child_process").ChildProcess} child the emulator: its exit ends the wait
 * @param {number} [timeoutMs]
 */
async function waitUntilAnswering(endpoint, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${endpoint}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`cognito-local did not answer on ${endpoint} within ${timeoutMs / 1000} s`);
}

/**
 * Throws unless the emulator refuses a web page of another origin: its guard is in front of it.
 * @param {string} endpoint
 */
async function checkGuarded(endpoint) {
  const res = await fetch(`${endpoint}/health`, { headers: { Origin: "http://guard-check.invalid" } });
  if (res.status !== 403) throw new Error(`cognito-local answered a page of another origin with ${res.status}: its guard is not in front of it`);
}

/**
 * The app client's settings; the callback and sign-out URLs follow the app's origins.
 * @param {string[]} appOrigins
 */
function clientSettings(appOrigins) {
  return {
    ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    AllowedOAuthFlows: ["code"],
    AllowedOAuthFlowsUserPoolClient: true,
    AllowedOAuthScopes: ["openid", "email", "profile", "aws.cognito.signin.user.admin"],
    // cognito-local stores this list without checking it; Google is what the page asks for.
    SupportedIdentityProviders: ["COGNITO", "Google"],
    CallbackURLs: appOrigins.map((origin) => `${origin}/auth-callback`),
    LogoutURLs: appOrigins.map((origin) => `${origin}/`),
    EnableTokenRevocation: true,
  };
}

/**
 * Finds the app's pool and client by name, or creates them; brings the client's URLs up to date
 * (the app's port may differ from the last start). Returns their ids.
 * @param {string} endpoint
 * @param {string[]} appOrigins
 * @param {string} key the emulator key
 * @returns {Promise<{ userPoolId: string, clientId: string }>}
 */
async function ensurePoolAndClient(endpoint, appOrigins, key) {
  /** @type {{ UserPools?: UserPool[] }} */
  const { UserPools = [] } = await callIdentity(endpoint, "ListUserPools", { MaxResults: 60 }, key);
  let pool = UserPools.find((p) => p.Name === POOL_NAME);
  if (!pool) {
    /** @type {{ UserPool: UserPool }} */
    const created = await callIdentity(endpoint, "CreateUserPool", {
      PoolName: POOL_NAME,
      // Sign-in is by e-mail: the username is the e-mail (Cognito keeps the sub as the username).
      UsernameAttributes: ["email"],
      AutoVerifiedAttributes: ["email"],
      Schema: [
        { Name: "email", AttributeDataType: "String", Required: true, Mutable: true },
        { Name: "name", AttributeDataType: "String", Required: false, Mutable: true },
      ],
    }, key);
    pool = created.UserPool;
  }
  /** @type {{ UserPoolClients?: UserPoolClient[] }} */
  const { UserPoolClients = [] } = await callIdentity(endpoint, "ListUserPoolClients", { UserPoolId: pool.Id, MaxResults: 60 }, key);
  let client = UserPoolClients.find((c) => c.ClientName === CLIENT_NAME);
  const settings = clientSettings(appOrigins);
  if (!client) {
    /** @type {{ UserPoolClient: UserPoolClient }} */
    const created = await callIdentity(endpoint, "CreateUserPoolClient", {
      UserPoolId: pool.Id,
      ClientName: CLIENT_NAME,
      GenerateSecret: false,
      ...settings,
    }, key);
    client = created.UserPoolClient;
  } else if (appOrigins.length > 0) {
    await callIdentity(endpoint, "UpdateUserPoolClient", { UserPoolId: pool.Id, ClientId: client.ClientId, ...settings }, key);
  }
  return { userPoolId: pool.Id, clientId: client.ClientId };
}

/**
 * Starts cognito-local and prepares the pool and client.
 * @param {object} options
 * @param {string} options.dataDir   the app's DATA_DIR; the emulator's state goes in dataDir/identity
 * @param {string[]} [options.appOrigins] e.g. ["http://localhost:8080", "http://127.0.0.1:8080"];
 *   none = leave the client's URLs as they are (a look-up, not the app's start)
 * @param {number} [options.port]    wanted port; a free one is picked when it is busy (0 = any)
 * @param {string} [options.code]    the fixed confirmation code
 * @param {boolean} [options.quiet]  drop the emulator's own log lines
 * @returns {Promise<IdentityEmulator>}
 */
export async function startIdentityEmulator({
  dataDir,
  appOrigins = [],
  port = Number(process.env.COGNITO_LOCAL_PORT ?? DEFAULT_EMULATOR_PORT),
  code = process.env.COGNITO_LOCAL_CODE ?? DEFAULT_CONFIRMATION_CODE,
  quiet = false,
}) {
  if (!dataDir) throw new Error("startIdentityEmulator needs a dataDir");
  const cwd = path.join(path.resolve(dataDir), "identity");
  mkdirSync(cwd, { recursive: true });
  const chosenPort = port && (await portIsFree(port)) ? port : await freePort();
  const endpoint = `http://127.0.0.1:${chosenPort}`;
  const key = emulatorKey(dataDir);

  // The emulator exits when our end of its stdin closes, so it cannot outlive this process even
  // when this process is killed without a chance to clean up.
  const child = spawn(process.execPath, [PROCESS_JS], {
    cwd,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(chosenPort), CODE: code, EMULATOR_KEY: key, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: "1" },
    stdio: ["pipe", quiet ? "ignore" : "pipe", quiet ? "ignore" : "pipe"],
  });
  if (!quiet) {
    /**
     * @param {import("node:stream").Readable | null} stream the child's stdout or stderr (piped: not quiet)
     * @param {NodeJS.WritableStream} out
     */
    const prefix = (stream, out) =>
      stream?.on("data", (chunk) => {
        for (const line of String(chunk).split("\n")) if (line.trim()) out.write(`[identity] ${line}\n`);
      });
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
  }

  let exited = false;
  /** @type {Promise<void>} */
  const exitedPromise = new Promise((resolve) => child.once("exit", () => ((exited = true), resolve())));
  const killNow = () => {
    if (!exited) child.kill("SIGTERM");
  };
  process.once("exit", killNow);
  const stop = async () => {
    process.removeListener("exit", killNow);
    if (exited) return;
    child.stdin?.end();
    child.kill("SIGTERM");
    await Promise.race([exitedPromise, new Promise((r) => setTimeout(r, 2000))]);
    if (!exited) child.kill("SIGKILL");
  };

  try {
    await waitUntilAnswering(endpoint, child);
    await checkGuarded(endpoint);
    const { userPoolId, clientId } = await ensurePoolAndClient(endpoint, appOrigins.map(String), key);
    return {
      endpoint,
      port: chosenPort,
      userPoolId,
      clientId,
      code,
      key,
      stop,
      env: {
        COGNITO_LOCAL_ENDPOINT: endpoint,
        COGNITO_LOCAL_KEY: key,
        COGNITO_USER_POOL_ID: userPoolId,
        COGNITO_CLIENT_ID: clientId,
        COGNITO_AUTH_FLOW: "USER_PASSWORD_AUTH",
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The app's own origins for a port: the emulator's callback URLs must name them exactly.
 * @param {number | string} port
 * @returns {string[]}
 */
export function appOriginsFor(port) {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
