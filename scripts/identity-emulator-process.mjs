// The identity emulator's own process (started by identity-emulator.mjs): cognito-local as its
// start script runs it, with every request meeting our guard first (emulator-guard.mjs): no web
// page of another origin, no CORS header on any answer, and the operations Cognito keeps for AWS
// credentials (Admin*, ListUsers, CreateUserPool…) only with the emulator key. cognito-local by
// itself answers with `cors({ origin: "*" })` and takes every operation from anyone. (A front of
// ours, not a change to the package in node_modules.)
// Environment: HOST and PORT (also read by cognito-local for its tokens' issuer), CODE, and
// EMULATOR_KEY. It exits when its stdin closes, so it cannot outlive the process that started it.
import { readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { browserRefusal, EMULATOR_KEY_HEADER, hasEmulatorKey, refuse, withoutCors } from "./emulator-guard.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const START_JS = path.join(root, "node_modules", "cognito-local", "lib", "bin", "start.js");
const require = createRequire(import.meta.url);

/**
 * The operations Cognito answers without AWS credentials: what a page's client calls, the same
 * list the app's /identity/ proxy offers (shared/cognito-public-operations.json).
 * @type {string[]}
 */
export const PUBLIC_OPERATIONS = JSON.parse(readFileSync(path.join(root, "shared", "cognito-public-operations.json"), "utf8"));

/**
 * Whether the request is a call of the JSON API that needs credentials at Cognito.
 * @param {http.IncomingMessage} req
 */
function needsCredentials(req) {
  if (req.method !== "POST" || new URL(req.url ?? "/", "http://x").pathname !== "/") return false;
  const target = req.headers["x-amz-target"];
  const operation = typeof target === "string" ? target.split(".")[1] : undefined;
  // No or several targets: cognito-local refuses them itself.
  return operation !== undefined && !PUBLIC_OPERATIONS.includes(operation);
}

/**
 * The request listener cognito-local hands to http.createServer, with the guard in front.
 * @param {http.RequestListener} application
 * @param {number} port
 * @param {string} key
 * @returns {http.RequestListener}
 */
function guarded(application, port, key) {
  return (req, res) => {
    const refusal = browserRefusal(req, port);
    if (refusal) return refuse(res, 403, { __type: "AccessDeniedException", message: refusal });
    if (needsCredentials(req) && !hasEmulatorKey(req, key)) {
      return refuse(res, 403, {
        __type: "AccessDeniedException",
        message: `This operation needs the emulator key (DATA_DIR/emulator-key) in ${EMULATOR_KEY_HEADER}, as Cognito needs AWS credentials for it.`,
      });
    }
    application(req, withoutCors(res));
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdin.on("end", () => process.exit(0));
  process.stdin.on("data", () => {});
  const key = process.env.EMULATOR_KEY ?? "";
  if (key.length < 32) {
    console.error("EMULATOR_KEY is missing: the identity emulator does not start without its key.");
    process.exit(1);
  }
  const port = Number(process.env.PORT);
  // cognito-local's start script, as it is, but the server it makes (http.createServer(app), its
  // only one) answers through the guard. identity-emulator.mjs checks at every start that a
  // foreign origin is refused, so a cognito-local that made its server otherwise would not run.
  const createServer = http.createServer;
  Object.assign(http, {
    /** @param {http.RequestListener} application */
    createServer: (application) => createServer(guarded(application, port, key)),
  });
  require(START_JS);
}
