// Grants (or revokes) an entitlement by hand, for support: a goodwill grant, or a refund made by
// hand. --revoke also takes away a purchased deck or the pass's row (a pass that is still paid for
// comes back at its next renewal; cancel it in Stripe to end it).
//
//   node scripts/grant-entitlement.mjs --email ann@example.com --deck childhood
//   node scripts/grant-entitlement.mjs --email ann@example.com --all-access
//   node scripts/grant-entitlement.mjs --user <cognito sub> --deck childhood --revoke
//
// With the local server running on DATA_DIR (it writes DATA_DIR/admin.json and admin-token), the
// change goes through its loopback-only POST /api/admin/entitlements: PGlite is single-process,
// so the server's open database cannot be opened a second time. Otherwise the script opens the
// database itself (DATA_DIR/pglite, or DATABASE_URL) and, for --email, looks the user's sub up in
// the local identity emulator (started briefly on DATA_DIR/identity). Against a real Cognito pool,
// pass --user <sub>.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { askServer, runningServer } from "./local-admin.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/**
 * What a grant or revocation did: the repository's answer, which the server's admin route sends as it is.
 * @typedef {Awaited<ReturnType<typeof import("../server/entitlements/entitlement-repository.ts").changeEntitlement>>} EntitlementResult
 */

const USAGE = `Usage: node scripts/grant-entitlement.mjs (--email <e-mail> | --user <sub>) (--deck <deckId> | --all-access) [--revoke] [--data-dir <dir>]`;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values: args } = parseArgs({
  options: {
    email: { type: "string" },
    user: { type: "string" },
    deck: { type: "string" },
    "all-access": { type: "boolean", default: false },
    revoke: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.email === !args.user) fail("Give exactly one of --email and --user.");
if (!args.deck === !args["all-access"]) fail("Give exactly one of --deck and --all-access.");
const dataDir = path.resolve(root, args["data-dir"] ?? process.env.DATA_DIR ?? ".data");
/** @param {EntitlementResult} r */
const describe = (r) =>
  `${r.revoked ? "Revoked" : "Granted"} ${r.kind === "all-access" ? "all-access" : `deck "${r.deckId}"`} ` +
  `${r.revoked ? "from" : "to"} user ${r.userId} (${r.changed === 0 ? (r.revoked ? "there was none" : "already held") : `${r.changed} row(s)`}).`;

/**
 * @param {import("./local-admin.mjs").LocalServer} server
 * @returns {Promise<EntitlementResult>} the admin route answers with the repository's result
 */
async function throughServer(server) {
  return askServer(server, "/api/admin/entitlements", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: args.email,
      userId: args.user,
      deckId: args.deck,
      allAccess: args["all-access"] || undefined,
      revoke: args.revoke,
    }),
  });
}

/**
 * @param {string} email
 * @returns {Promise<string>}
 */
async function lookUpSub(email) {
  const { startIdentityEmulator, callIdentity, POOL_NAME } = await import("./identity-emulator.mjs");
  if (!existsSync(path.join(dataDir, "identity", ".cognito"))) throw new Error(`No local identity data in ${dataDir}/identity.`);
  const emulator = await startIdentityEmulator({ dataDir, port: 0, quiet: true });
  try {
    const user = /** @type {{ UserAttributes: { Name: string, Value: string }[] }} */ (
      await callIdentity(emulator.endpoint, "AdminGetUser", { UserPoolId: emulator.userPoolId, Username: email }, emulator.key).catch((error) => {
        if (error.code === "UserNotFoundException") throw new Error(`No user with the e-mail ${email} in the local pool "${POOL_NAME}".`);
        throw error;
      })
    );
    // Cognito gives every user a sub.
    return /** @type {{ Value: string }} */ (user.UserAttributes.find((a) => a.Name === "sub")).Value;
  } finally {
    await emulator.stop();
  }
}

/** @returns {Promise<EntitlementResult>} */
async function directly() {
  // One of the two was given (checked above).
  const userId = args.user ?? (await lookUpSub(/** @type {string} */ (args.email)));
  const { register } = await import("tsx/esm/api");
  register();
  const { openDatabase } = await import("../server/db/database.ts");
  const { migrate } = await import("../server/db/migrations.ts");
  const { changeEntitlement } = await import("../server/entitlements/entitlement-repository.ts");
  /** @type {import("../server/db/database.ts").DatabaseTarget} */
  const target = process.env.DATABASE_URL ? { kind: "postgres", url: process.env.DATABASE_URL } : { kind: "pglite", dataDir };
  const database = await openDatabase(target);
  try {
    await migrate(database.db);
    return await changeEntitlement(database.db, { userId, deckId: args.deck ?? null, revoke: args.revoke });
  } finally {
    await database.close();
  }
}

try {
  const server = process.env.DATABASE_URL ? null : await runningServer(dataDir);
  const result = server ? await throughServer(server) : await directly();
  console.log(describe(result) + (server ? ` Through the server at ${server.url}.` : ""));
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
