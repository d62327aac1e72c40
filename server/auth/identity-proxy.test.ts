// The /identity/ proxy against a real cognito-local, with what a page would never send (what
// server/fuzz.test.ts found) and with the emulator down: JSON answers in Cognito's shape, no 5xx
// but a 502 for no answer at all, nothing of the emulator's internals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { accessTokenVerifierFor } from "./verify";
import { signUpAndSignIn, startTestIdentity, type TestIdentity } from "../../tests/support/server/test-identity";
import { memoryTarget } from "../../tests/support/server/test-databases";

let identity: TestIdentity;
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  identity = await startTestIdentity();
  handle = await openDatabase(memoryTarget());
  await migrate(handle.db);
  const { settings } = identity;
  app = createApp({ db: handle.db, auth: { settings, verifier: accessTokenVerifierFor(settings) } });
});

afterAll(async () => {
  await handle?.close();
  await identity?.stop();
});

describe("the /identity/ proxy with malformed input (the fuzz's 500s)", () => {
  const target = (operation: string) => `AWSCognitoIdentityProviderService.${operation}`;
  const post = (headers: Record<string, string>, body: string) => app.request("/identity/", { method: "POST", headers, body });
  const amz = (operation: string) => ({ "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": target(operation) });

  async function expectJsonError(res: Response, status: number, cognitoType?: string) {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const text = await res.text();
    expect(text).not.toMatch(/node_modules|\/work\/|\bat \S+ \(|Error:/);
    const body = JSON.parse(text) as { error?: string; message?: string; __type?: string };
    expect(body.message).toEqual(expect.any(String));
    if (cognitoType) expect(body.__type).toBe(cognitoType);
  }

  it("answers 400 JSON where the emulator answered 500 (a flow it does not support, a field of the wrong type)", async () => {
    const { clientId } = identity.settings;
    await expectJsonError(await post(amz("InitiateAuth"), JSON.stringify({ ClientId: clientId, AuthFlow: "CUSTOM_AUTH", AuthParameters: {} })), 400, "InvalidParameterException");
    await expectJsonError(await post(amz("GetTokensFromRefreshToken"), JSON.stringify({ ClientId: clientId, RefreshToken: "x" })), 400, "InvalidParameterException");
  });

  it("refuses what the emulator cannot parse before it gets there: no HTML error page, no stack trace", async () => {
    await expectJsonError(await post(amz("SignUp"), '{"ClientId": "x",'), 400, "SerializationException");
    await expectJsonError(await post(amz("SignUp"), "[1]"), 400, "SerializationException");
    await expectJsonError(await post({ ...amz("SignUp"), "Content-Type": "application/json" }, "{}"), 415);
    await expectJsonError(await post({ ...amz("SignUp"), "Content-Type": "application/x-amz-json-1.1; charset=utf-16" }, "{}"), 415);
    await expectJsonError(await post({ "Content-Type": "application/x-amz-json-1.1" }, "{}"), 400, "UnknownOperationException");
    // Admin and pool operations need AWS credentials at Cognito: the public proxy does not offer them.
    await expectJsonError(await post(amz("ListUsers"), JSON.stringify({ UserPoolId: identity.settings.userPoolId })), 400, "UnknownOperationException");
    await expectJsonError(await post(amz("__proto__"), "{}"), 400, "UnknownOperationException");
  });

  it("keeps the emulator's own Cognito errors as they are", async () => {
    const res = await post(amz("ConfirmSignUp"), JSON.stringify({ ClientId: identity.settings.clientId, Username: "nobody@example.com", ConfirmationCode: "123456" }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { __type: string; error?: string };
    expect(body.__type).toMatch(/^(NotAuthorized|UserNotFound)Exception$/);
    expect(body.error).toBeUndefined(); // the emulator's answer, not one of ours
  });

  it("answers a wrong password and an unknown address alike, as Cognito does with user existence errors prevented", async () => {
    const { clientId } = identity.settings;
    const email = `known-${Date.now()}@example.com`;
    await signUpAndSignIn((init) => app.request("/identity/", init), clientId, email);
    const signIn = (username: string) =>
      post(amz("InitiateAuth"), JSON.stringify({ ClientId: clientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: username, PASSWORD: "wrong password" } }));
    const wrongPassword = await signIn(email);
    const unknown = await signIn(`nobody-${Date.now()}@example.com`);
    expect([wrongPassword.status, unknown.status]).toEqual([400, 400]);
    const expected = { __type: "NotAuthorizedException", error: "not_authorized", message: "Incorrect username or password." };
    expect(await wrongPassword.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it("reads the whole body within the limit, whatever Content-Length says", async () => {
    const res = await app.request("/identity/", { method: "POST", headers: { ...amz("SignUp"), "Content-Length": "2" }, body: `{"a":"${"x".repeat(70_000)}"}` });
    await expectJsonError(res, 413);
  });

  it("answers the OAuth endpoints' malformed forms as JSON", async () => {
    const form = (path: string, type: string, body: string) => app.request(path, { method: "POST", headers: { "Content-Type": type }, body });
    await expectJsonError(await form("/identity/oauth2/authorize", "application/json", "{}"), 415);
    await expectJsonError(await form("/identity/oauth2/token", "text/plain", "grant_type=x"), 415);
    await expectJsonError(await form("/identity/oauth2/token", "application/x-www-form-urlencoded", "grant_type=a&grant_type=b"), 400);
    await expectJsonError(await app.request("/identity/oauth2/authorize", { method: "POST" }), 415);
  });

  it("keeps a decoded pool id from turning into another emulator path", async () => {
    const res = await app.request("/identity/oauth2%2Fauthorize%3Fstate%3D%3Cscript%3E%23/.well-known/jwks.json");
    await expectJsonError(res, 404);
    expect((await app.request(`/identity/${identity.settings.userPoolId}/.well-known/jwks.json`)).status).toBe(200);
  });
});

describe("the /identity/ proxy with the emulator down", () => {
  it("answers 502 JSON in Cognito's shape (ServiceUnavailableException), which the page's client reads as a service error", async () => {
    const settings = { ...identity.settings, localEndpoint: "http://127.0.0.1:1" };
    const down = createApp({ db: handle.db, auth: { settings, verifier: accessTokenVerifierFor(settings) } });
    const res = await down.request("/identity/", {
      method: "POST",
      headers: { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth" },
      body: JSON.stringify({ ClientId: settings.clientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: "a@example.com", PASSWORD: "x" } }),
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: "identity_unavailable", __type: "ServiceUnavailableException", message: expect.any(String) });
  });
});

