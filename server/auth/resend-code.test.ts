// ResendConfirmationCode through the /identity/ proxy in local mode: cognito-local lacks it, so the
// server answers it as Cognito would (the user must exist and be unconfirmed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { signUpAndSignIn, startTestIdentity, type TestIdentity } from "../../tests/support/server/test-identity";
import { accessTokenVerifierFor } from "./verify";
import { memoryTarget } from "../../tests/support/server/test-databases";

let identity: TestIdentity;
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

const call = (operation: string, body: unknown) =>
  app.request("/identity/", {
    method: "POST",
    headers: { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  identity = await startTestIdentity();
  handle = await openDatabase(memoryTarget());
  await migrate(handle.db);
  app = createApp({ db: handle.db, auth: { settings: identity.settings, verifier: accessTokenVerifierFor(identity.settings) } });
});

afterAll(async () => {
  await handle?.close();
  await identity?.stop();
});

describe("ResendConfirmationCode in local mode", () => {
  it("answers an unconfirmed user with Cognito's delivery details, and the fixed code still confirms", async () => {
    const email = `resend-${Date.now()}@example.com`;
    const { clientId } = identity.settings;
    const signUp = await call("SignUp", { ClientId: clientId, Username: email, Password: "correct horse 1", UserAttributes: [] });
    expect(signUp.status).toBe(200);
    const res = await call("ResendConfirmationCode", { ClientId: clientId, Username: email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ CodeDeliveryDetails: { AttributeName: "email", DeliveryMedium: "EMAIL", Destination: "r***@e***" } });
    const confirm = await call("ConfirmSignUp", { ClientId: clientId, Username: email, ConfirmationCode: "123456" });
    expect(confirm.status).toBe(200);
  });

  it("refuses an unknown user, a confirmed one and another app client, as Cognito does", async () => {
    const { clientId } = identity.settings;
    const unknown = await call("ResendConfirmationCode", { ClientId: clientId, Username: `nobody-${Date.now()}@example.com` });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ __type: "UserNotFoundException" });

    const email = `confirmed-${Date.now()}@example.com`;
    await signUpAndSignIn((init) => app.request("/identity/", init), clientId, email);
    const confirmed = await call("ResendConfirmationCode", { ClientId: clientId, Username: email });
    expect(confirmed.status).toBe(400);
    expect(await confirmed.json()).toMatchObject({ __type: "InvalidParameterException", message: "User is already confirmed." });

    const otherClient = await call("ResendConfirmationCode", { ClientId: "not-this-app", Username: email });
    expect(await otherClient.json()).toMatchObject({ __type: "ResourceNotFoundException" });
  });

  it("leaves every other operation to the emulator", async () => {
    const res = await call("InitiateAuth", {
      ClientId: identity.settings.clientId,
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: `nobody-${Date.now()}@example.com`, PASSWORD: "x" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { __type: string }).__type).toMatch(/NotAuthorized|UserNotFound/);
  });
});
