import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthConfig } from "./auth-config";
import { authorizeUrl, completeHostedSignIn, safeReturnPath } from "./oauth";

const config: AuthConfig = {
  region: "eu-central-1",
  userPoolId: "eu-central-1_test",
  clientId: "client-1",
  endpoint: null,
  hostedUiUrl: "https://auth.example.com",
  redirectSignIn: "https://app.example.com/auth-callback",
  redirectSignOut: "https://app.example.com/",
  authFlow: "USER_SRP_AUTH",
  scopes: ["openid", "email"],
  localMode: false,
  supportsGlobalSignOut: true,
};

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const token = (claims: object) => `${base64url({ alg: "none" })}.${base64url(claims)}.signature`;

/** The hosted UI's token endpoint (the one edge mocked here): it answers a signed-in person's tokens. */
function hostedTokenEndpoint() {
  const now = Math.floor(Date.now() / 1000);
  const idToken = token({ "cognito:username": "person-1", iat: now, exp: now + 3600 });
  const accessToken = token({ username: "person-1", iat: now, exp: now + 3600 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ id_token: idToken, access_token: accessToken, refresh_token: "r" }))),
  );
}

/** Starts the flow as the sign-up page does and answers the callback's query for it. */
async function callbackFor(returnTo?: string): Promise<string> {
  const authorize = new URL(await authorizeUrl(config, "Google", returnTo));
  return `?code=code-${Math.random()}&state=${authorize.searchParams.get("state")}`;
}

describe("the hosted sign-in's return path", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    hostedTokenEndpoint();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("brings a person back to where they were going: the checkout a sign-up was on the way to", async () => {
    const search = await callbackFor("/checkout?deck=team-builders");
    await expect(completeHostedSignIn(config, search)).resolves.toBe("/checkout?deck=team-builders");
  });

  it("answers none when no path was given, so the callback ends on /", async () => {
    await expect(completeHostedSignIn(config, await callbackFor())).resolves.toBeNull();
  });

  it("never sends anyone off the site", async () => {
    for (const outside of ["//evil.example.com/x", "https://evil.example.com/", "/\\evil.example.com", "checkout"]) {
      expect(safeReturnPath(outside)).toBeNull();
      await expect(completeHostedSignIn(config, await callbackFor(outside))).resolves.toBeNull();
    }
  });

  it("does not carry the path over to a reload of the callback", async () => {
    const search = await callbackFor("/profile");
    await expect(completeHostedSignIn(config, search)).resolves.toBe("/profile");
    // A reload runs the callback again with the same code: it is not exchanged twice.
    vi.resetModules();
    const fresh = await import("./oauth");
    await expect(fresh.completeHostedSignIn(config, search)).resolves.toBeNull();
  });
});
