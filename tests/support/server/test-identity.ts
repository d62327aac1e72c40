// Helpers for the API tests: a real cognito-local in a temp folder, real users, hand-made JWTs.
import { createSign } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startIdentityEmulator, type IdentityEmulator } from "../../../scripts/identity-emulator.mjs";
import type { IdentitySettings } from "../../../server/auth/settings";

const TEST_APP_ORIGIN = "http://localhost:3999";

export interface TestIdentity {
  emulator: IdentityEmulator;
  settings: IdentitySettings;
  stop(): Promise<void>;
}

/** Local mode's settings: the identity emulator at `localEndpoint`, with a pool of the names given. */
export function localIdentitySettings(localEndpoint: string, pool = { userPoolId: "local_pool", clientId: "local-client" }): IdentitySettings {
  return {
    region: "eu-central-1",
    ...pool,
    domain: null,
    redirectSignIn: null,
    redirectSignOut: null,
    localEndpoint,
    authFlow: "USER_PASSWORD_AUTH",
  };
}

export async function startTestIdentity(): Promise<TestIdentity> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "spark-identity-"));
  const emulator = await startIdentityEmulator({ dataDir, port: 0, quiet: true, code: "123456", appOrigins: [TEST_APP_ORIGIN] });
  const settings: IdentitySettings = {
    ...localIdentitySettings(emulator.endpoint, { userPoolId: emulator.userPoolId, clientId: emulator.clientId }),
    localKey: emulator.key,
  };
  return {
    emulator,
    settings,
    async stop() {
      await emulator.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

/** Calls the Cognito JSON API through `send` (the emulator itself, or the app's /identity/ proxy). */
async function identityCall<T>(send: (init: RequestInit) => Response | Promise<Response>, operation: string, body: unknown): Promise<T> {
  const res = await send({
    method: "POST",
    headers: { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { __type?: string; message?: string };
  if (!res.ok) throw new Error(`${operation}: ${json.__type} ${json.message}`);
  return json;
}

/** Sign-up, confirmation with the fixed code, then USER_PASSWORD_AUTH: the tokens and the sub. */
export async function signUpAndSignIn(
  send: (init: RequestInit) => Response | Promise<Response>,
  clientId: string,
  email: string,
  password = "correct horse 1",
): Promise<{ sub: string; tokens: Tokens }> {
  const { UserSub } = await identityCall<{ UserSub: string }>(send, "SignUp", {
    ClientId: clientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: "name", Value: "Test User" }],
  });
  await identityCall(send, "ConfirmSignUp", { ClientId: clientId, Username: email, ConfirmationCode: "123456" });
  const { AuthenticationResult } = await identityCall<{ AuthenticationResult: Tokens }>(send, "InitiateAuth", {
    ClientId: clientId,
    AuthFlow: "USER_PASSWORD_AUTH",
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return { sub: UserSub, tokens: AuthenticationResult };
}

/** cognito-local's signing key: it ships inside the npm package (hence: trusted in local mode only). */
export function emulatorPrivateKey(): string {
  const file = fileURLToPath(new URL("../../../node_modules/cognito-local/lib/keys/cognitoLocal.private.json", import.meta.url));
  return (JSON.parse(readFileSync(file, "utf8")) as { pem: string }).pem;
}

/** An RS256 JWT signed with `privateKeyPem`. */
export function signJwt(payload: Record<string, unknown>, privateKeyPem: string, kid = "CognitoLocal"): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${part({ alg: "RS256", typ: "JWT", kid })}.${part(payload)}`;
  const signature = createSign("RSA-SHA256").update(unsigned).sign(privateKeyPem, "base64url");
  return `${unsigned}.${signature}`;
}

export function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
}
