// Signed-in people for the benchmarks that need them (bench:load, bench:rooms): a new account on
// the local identity emulator, through the server's /identity/ proxy, holding the All-Access Pass
// (granted with the server's local admin token). Imported only after ensureDependencies.
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * One call to the identity service's JSON API through the server's /identity/ proxy.
 * @param {string} url the server @param {string} operation @param {unknown} body
 */
async function identity(url, operation, body) {
  const res = await fetch(`${url}/identity/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${operation}: ${json.__type} ${json.message}`);
  return json;
}

/**
 * A new account with the pass; its access token.
 * @param {{ url: string, env: NodeJS.ProcessEnv, dataDir: string, name?: string }} options
 *   the server, the environment the emulators set (COGNITO_CLIENT_ID), and the server's DATA_DIR
 * @returns {Promise<string>}
 */
export async function newPassHolder({ url, env, dataDir, name = "Bench" }) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "bench password 1";
  const clientId = env.COGNITO_CLIENT_ID;
  await identity(url, "SignUp", { ClientId: clientId, Username: email, Password: password, UserAttributes: [{ Name: "name", Value: name }] });
  await identity(url, "ConfirmSignUp", { ClientId: clientId, Username: email, ConfirmationCode: env.COGNITO_LOCAL_CODE ?? "123456" });
  const { AuthenticationResult } = await identity(url, "InitiateAuth", { ClientId: clientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: password } });
  const adminToken = readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
  const granted = await fetch(`${url}/api/admin/entitlements`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Admin-Token": adminToken },
    body: JSON.stringify({ email, allAccess: true }),
  });
  if (!granted.ok) throw new Error(`Granting the pass failed: ${granted.status} ${await granted.text()}`);
  return AuthenticationResult.AccessToken;
}
