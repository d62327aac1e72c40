// Sign-in on the server against a real cognito-local: real tokens, the /identity/ proxy,
// /api/auth/config, and entitlements deciding what a premium deck returns.
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadDeckContent } from "../content/deck-content";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { seedDecks } from "../db/seed";
import type { AuthConfig, DeckWithCards } from "../../shared/api-types";
import { accessTokenVerifierFor, rsaAccessTokenVerifier } from "./verify";
import {
  decodePayload,
  emulatorPrivateKey,
  signJwt,
  signUpAndSignIn,
  startTestIdentity,
  type TestIdentity,
  type Tokens,
} from "../../tests/support/server/test-identity";
import { memoryTarget } from "../../tests/support/server/test-databases";

const content = loadDeckContent();
const premium = content.find((d) => d.isPremium)!;
const ADMIN_TOKEN = "test-admin-token";
const LOOPBACK_ENV = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

let identity: TestIdentity;
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let entitled: { sub: string; tokens: Tokens };
let stranger: { sub: string; tokens: Tokens };

const viaProxy = (init: RequestInit) => app.request("/identity/", init);
const cards = (token?: string, headers: Record<string, string> = {}) =>
  app.request(`/api/decks/${premium.deckId}/cards`, { headers: token ? { Authorization: `Bearer ${token}`, ...headers } : headers });

beforeAll(async () => {
  identity = await startTestIdentity();
  handle = await openDatabase(memoryTarget());
  await migrate(handle.db);
  await seedDecks(handle.db, content);
  const { settings } = identity;
  app = createApp({ db: handle.db, auth: { settings, verifier: accessTokenVerifierFor(settings), adminToken: ADMIN_TOKEN } });
  const stamp = Date.now();
  entitled = await signUpAndSignIn(viaProxy, settings.clientId, `owner-${stamp}@example.com`);
  stranger = await signUpAndSignIn(viaProxy, settings.clientId, `stranger-${stamp}@example.com`);
});

afterAll(async () => {
  await handle?.close();
  await identity?.stop();
});

async function expectInvalidToken(res: Response, message?: RegExp) {
  expect(res.status).toBe(401);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  const body = (await res.json()) as { error: string; message: string };
  expect(body.error).toBe("invalid_token");
  if (message) expect(body.message).toMatch(message);
}

describe("GET /api/auth/config", () => {
  it("tells the page how to reach the emulator on this origin", async () => {
    const res = await app.request("http://localhost:3999/api/auth/config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual<AuthConfig>({
      region: "eu-central-1",
      userPoolId: identity.settings.userPoolId,
      clientId: identity.settings.clientId,
      endpoint: "/identity/",
      hostedUiUrl: "http://localhost:3999/identity",
      redirectSignIn: "http://localhost:3999/auth-callback",
      redirectSignOut: "http://localhost:3999/",
      authFlow: "USER_PASSWORD_AUTH",
      scopes: ["openid", "email", "profile", "aws.cognito.signin.user.admin"],
      localMode: true,
      supportsGlobalSignOut: false,
    });
  });

  it("answers 503 JSON when no pool is configured", async () => {
    const bare = createApp({ db: handle.db });
    const res = await bare.request("/api/auth/config");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "identity_not_configured" });
  });
});

describe("the /identity/ proxy", () => {
  it("passed sign-up, confirmation and InitiateAuth through to the emulator", () => {
    const claims = decodePayload(entitled.tokens.AccessToken);
    expect(claims).toMatchObject({ token_use: "access", client_id: identity.settings.clientId, sub: entitled.sub });
    expect(claims.iss).toBe(`${identity.emulator.endpoint}/${identity.settings.userPoolId}`);
  });

  /** What the page sends to the hosted sign-in (RFC 7636's example challenge). */
  const authorizeParams = (state: string) => ({
    client_id: identity.settings.clientId,
    redirect_uri: "http://localhost:3999/auth-callback",
    response_type: "code",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    scope: "openid email profile",
    state,
  });

  it("serves the hosted login form with its action kept under /identity/, uncached", async () => {
    const query = new URLSearchParams({ ...authorizeParams("abcdefghijklmnopqrstuvwxyz012345"), identity_provider: "Google" });
    const res = await app.request(`/identity/oauth2/authorize?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self'");
    const html = await res.text();
    expect(html).toContain('action="/identity/oauth2/authorize"');
    expect(html).toContain('name="username"');
    const reflected = await app.request(`/identity/oauth2/authorize?${query}&state=%22%3E%3Cb%3Ex`);
    expect(reflected.status).toBe(400);
  });

  it("signs in through the hosted form and exchanges the code once", async () => {
    const form = new URLSearchParams({
      ...authorizeParams("s".repeat(32)),
      username: decodePayload(stranger.tokens.IdToken).email as string,
      password: "correct horse 1",
    });
    const post = await app.request("/identity/oauth2/authorize", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(post.status).toBe(302);
    const location = new URL(post.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3999/auth-callback");
    expect(location.searchParams.get("state")).toBe("s".repeat(32));
    const exchange = () =>
      app.request("/identity/oauth2/token", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: location.searchParams.get("code")!,
          client_id: identity.settings.clientId,
          redirect_uri: "http://localhost:3999/auth-callback",
          code_verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
        }).toString(),
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    const { access_token } = (await first.json()) as { access_token: string };
    expect((await cards(access_token)).status).toBe(200);
    expect((await exchange()).status).toBe(400);
  });
});

describe("access tokens that verify but name a user the database cannot store", () => {
  it("answers 401, not 500, for a sub with a NUL, an unpaired surrogate, or one far too long", async () => {
    const claims = decodePayload(entitled.tokens.AccessToken);
    const key = emulatorPrivateKey();
    for (const sub of ["a\u0000b", "\ud800", "x".repeat(5000), ""]) {
      await expectInvalidToken(await cards(signJwt({ ...claims, sub }, key)), /names no user/);
    }
  });
});

describe("bearer tokens on the cards endpoint", () => {
  it("accepts a real access token; without an entitlement a premium deck is the preview", async () => {
    const res = await cards(stranger.tokens.AccessToken);
    expect(res.status).toBe(200);
    const deck = (await res.json()) as DeckWithCards;
    expect(deck.preview).toBe(true);
    expect(deck.cards).toHaveLength(5);
  });

  /** The local admin route grants the premium deck to the entitled user (changed: 0 once it has). */
  const grantPremium = () =>
    app.request(
      "/api/admin/entitlements",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Admin-Token": ADMIN_TOKEN },
        body: JSON.stringify({ email: decodePayload(entitled.tokens.IdToken).email, deckId: premium.deckId }),
      },
      LOOPBACK_ENV,
    );

  it("gives an entitled user every card, and only that user", async () => {
    const grant = await grantPremium();
    expect(grant.status).toBe(200);
    expect(await grant.json()).toMatchObject({ userId: entitled.sub, kind: "deck", changed: expect.any(Number) });

    const full = await cards(entitled.tokens.AccessToken);
    // Paid text is never kept in the browser's HTTP cache.
    expect(full.headers.get("Cache-Control")).toBe("private, no-store");
    const deck = (await full.json()) as DeckWithCards;
    expect(deck.preview).toBe(false);
    expect(deck.cards.map((c) => c.question)).toEqual(premium.cards.map((c) => c.question));
    expect(((await (await cards(stranger.tokens.AccessToken)).json()) as DeckWithCards).cards).toHaveLength(5);
    expect(((await (await cards()).json()) as DeckWithCards).cards).toHaveLength(5);
  });

  it("answers 400, not 500, to an admin request whose ids hold a control character", async () => {
    for (const body of [{ userId: "a\u0000b", allAccess: true }, { userId: "ok", deckId: "a\u0000b" }]) {
      const res = await app.request(
        "/api/admin/entitlements",
        { method: "POST", headers: { "Content-Type": "application/json", "X-Admin-Token": ADMIN_TOKEN }, body: JSON.stringify(body) },
        LOOPBACK_ENV,
      );
      expect(res.status).toBe(400);
      // Refused by the API's first check (server/http/clean-input.ts), before the route reads it.
      expect(await res.json()).toMatchObject({ error: "validation_error" });
    }
  });

  it("refuses the admin route without the token or from off loopback", async () => {
    const body = JSON.stringify({ userId: stranger.sub, allAccess: true });
    const init = { method: "POST", headers: { "Content-Type": "application/json" }, body };
    expect((await app.request("/api/admin/entitlements", init, LOOPBACK_ENV)).status).toBe(401);
    const remote = { incoming: { socket: { remoteAddress: "10.0.0.7" } } };
    const withToken = { ...init, headers: { ...init.headers, "X-Admin-Token": ADMIN_TOKEN } };
    expect((await app.request("/api/admin/entitlements", withToken, remote)).status).toBe(403);
  });

  it("answers 401 JSON for a tampered signature", async () => {
    const [h, p, s] = stranger.tokens.AccessToken.split(".");
    const flipped = `${s.slice(0, 10)}${s[10] === "A" ? "B" : "A"}${s.slice(11)}`;
    await expectInvalidToken(await cards(`${h}.${p}.${flipped}`));
    const claims = { ...decodePayload(stranger.tokens.AccessToken), sub: entitled.sub };
    await expectInvalidToken(await cards(`${h}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${s}`));
  });

  it("answers 401 JSON for an id token where an access token is needed", async () => {
    await expectInvalidToken(await cards(entitled.tokens.IdToken), /access token is needed/);
  });

  it("answers 401 JSON for an expired token signed with the emulator's own key", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt({ ...decodePayload(entitled.tokens.AccessToken), iat: now - 7200, exp: now - 3600 }, emulatorPrivateKey());
    await expectInvalidToken(await cards(expired), /expired/);
  });

  it("answers 401 JSON for a wrong issuer, another key, or another app client", async () => {
    const claims = decodePayload(entitled.tokens.AccessToken);
    const key = emulatorPrivateKey();
    await expectInvalidToken(await cards(signJwt({ ...claims, iss: "http://127.0.0.1:1/local_other" }, key)), /not issued/);
    await expectInvalidToken(await cards(signJwt({ ...claims, client_id: "someoneelse" }, key)));
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const foreign = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    await expectInvalidToken(await cards(signJwt(claims, foreign)));
    await expectInvalidToken(await cards(signJwt(claims, foreign, "another-kid")));
  });

  it("answers 401 JSON for a malformed header or a non-JWT, and treats no header as anonymous", async () => {
    await expectInvalidToken(await cards(undefined, { Authorization: "Basic dXNlcjpwYXNz" }));
    await expectInvalidToken(await cards(undefined, { Authorization: "Bearer" }));
    await expectInvalidToken(await cards("not-a-jwt"));
    await expectInvalidToken(await cards("a.b.c"));
    expect((await cards()).status).toBe(200);
  });

  it("answers 503, not 500, when the signing keys cannot be fetched", async () => {
    const settings = { ...identity.settings, localEndpoint: "http://127.0.0.1:1" };
    const offline = createApp({ db: handle.db, auth: { settings, verifier: accessTokenVerifierFor(settings) } });
    const claims = { ...decodePayload(entitled.tokens.AccessToken), iss: `http://127.0.0.1:1/${settings.userPoolId}` };
    const res = await offline.request(`/api/decks/${premium.deckId}/cards`, {
      headers: { Authorization: `Bearer ${signJwt(claims, emulatorPrivateKey())}` },
    });
    expect(res.status).toBe(503);
  });

  it("trusts the emulator's tokens only in local mode: a production pool refuses them", async () => {
    const production = { ...identity.settings, userPoolId: "eu-central-1_AbCdEf123", localEndpoint: null };
    const productionApp = createApp({ db: handle.db, auth: { settings: production, verifier: accessTokenVerifierFor(production) } });
    const res = await productionApp.request(`/api/decks/${premium.deckId}/cards`, {
      headers: { Authorization: `Bearer ${entitled.tokens.AccessToken}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "invalid_token" });
  });

  it("verifies with an injected verifier built from a test key", async () => {
    expect((await grantPremium()).status).toBe(200);
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const { n, e } = publicKey.export({ format: "jwk" });
    const jwk = { kty: "RSA", n: n!, e: e!, kid: "test-key", alg: "RS256", use: "sig" };
    const verifier = rsaAccessTokenVerifier({ issuer: "https://issuer.test/pool", clientId: "test-client", jwks: { keys: [jwk] } });
    const testApp = createApp({ db: handle.db, auth: { settings: null, verifier } });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: entitled.sub, iss: "https://issuer.test/pool", token_use: "access", client_id: "test-client", iat: now, exp: now + 300 }, pem, "test-key");
    const res = await testApp.request(`/api/decks/${premium.deckId}/cards`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await res.json()) as DeckWithCards).preview).toBe(false);
  });
});
