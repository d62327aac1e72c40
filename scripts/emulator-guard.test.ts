// The local emulators answer our server, scripts and tests, and nobody's web page: a request from
// a page of another origin (or to another host name: DNS rebinding) is refused, no answer carries
// a CORS header, and cognito-local's admin operations and the payment emulator's control routes
// need the key in DATA_DIR/emulator-key. What the app does through them still works.
import { statSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_OPERATIONS as PROXY_OPERATIONS } from "../server/auth/identity-input";
import { PUBLIC_OPERATIONS as EMULATOR_OPERATIONS } from "./identity-emulator-process.mjs";
import { signUpAndSignIn, startTestIdentity, type TestIdentity } from "../tests/support/server/test-identity";
import { startHarness, type Harness } from "./payment-emulator/test-harness";

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers (fetch would not send Host or Sec-Fetch-Site as given). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

const corsHeaders = (answer: RawAnswer) => Object.keys(answer.headers).filter((name) => name.startsWith("access-control-"));
const EVIL = "https://evil.example";

let identity: TestIdentity;
let payments: Harness;

beforeAll(async () => {
  [identity, payments] = await Promise.all([startTestIdentity(), startHarness()]);
});

afterAll(async () => {
  await Promise.all([identity?.stop(), payments?.stop()]);
});

describe("the identity emulator", () => {
  const amz = (operation: string, extra: Record<string, string> = {}) => ({
    "Content-Type": "application/x-amz-json-1.1",
    "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}`,
    ...extra,
  });
  const listUsers = (headers: Record<string, string>) =>
    send(`${identity.emulator.endpoint}/`, { method: "POST", headers: amz("ListUsers", headers), body: JSON.stringify({ UserPoolId: identity.settings.userPoolId }) });

  it("lists users only for the key's holder", async () => {
    const without = await listUsers({});
    expect(without.status).toBe(403);
    expect(JSON.parse(without.body)).toMatchObject({ __type: "AccessDeniedException", message: expect.stringContaining("X-Emulator-Key") });
    const wrong = await listUsers({ "X-Emulator-Key": "x".repeat(43) });
    expect(wrong.status).toBe(403);
    const withKey = await listUsers({ "X-Emulator-Key": identity.emulator.key });
    expect(withKey.status, withKey.body).toBe(200);
    expect(JSON.parse(withKey.body)).toHaveProperty("Users");
  });

  it("refuses web pages of other origins, before and after a preflight, and never sends CORS headers", async () => {
    const { endpoint } = identity.emulator;
    const preflight = await send(`${endpoint}/`, {
      method: "OPTIONS",
      headers: { Origin: EVIL, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,x-amz-target" },
    });
    expect(preflight.status).toBe(403);
    expect(corsHeaders(preflight)).toEqual([]);
    const body = JSON.stringify({ UserPoolId: identity.settings.userPoolId });
    const pages: Record<string, string>[] = [{ Origin: EVIL }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }, { Host: `evil.example:${identity.emulator.port}` }];
    for (const headers of pages) {
      const answer = await send(`${endpoint}/`, { method: "POST", headers: amz("ListUsers", { ...headers, "X-Emulator-Key": identity.emulator.key }), body });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(corsHeaders(answer)).toEqual([]);
    }
    // A page's form to the sign-in stand-in, straight to the emulator's port.
    const form = await send(`${endpoint}/oauth2/authorize`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: EVIL, "Sec-Fetch-Site": "cross-site" },
      body: "username=a&password=b",
    });
    expect(form.status).toBe(403);
  });

  it("still answers the calls a page makes through the server, without CORS headers", async () => {
    const health = await send(`${identity.emulator.endpoint}/health`);
    expect(health.status).toBe(200);
    expect(corsHeaders(health)).toEqual([]);
    const email = `guarded-${Date.now()}@example.com`;
    const { tokens } = await signUpAndSignIn((init) => fetch(`${identity.emulator.endpoint}/`, init), identity.settings.clientId, email);
    expect(tokens.AccessToken).toEqual(expect.any(String));
  });

  it("takes without the key exactly the operations the app's /identity/ proxy offers", () => {
    expect([...EMULATOR_OPERATIONS].sort()).toEqual([...PROXY_OPERATIONS].sort());
    expect(EMULATOR_OPERATIONS).toContain("InitiateAuth");
  });
});

describe("the payment emulator", () => {
  const control = (route: string, headers: Record<string, string> = {}, method = "POST") =>
    send(`${payments.emulator.endpoint}/_control/${route}`, { method, headers, body: method === "POST" ? '{"seconds": 86400}' : undefined });

  it("takes control calls only with the key, whatever their content type", async () => {
    for (const type of ["text/plain", "application/json"]) {
      const answer = await control("advance", { "Content-Type": type });
      expect(answer.status, type).toBe(401);
      expect(JSON.parse(answer.body).error.message).toContain("X-Emulator-Key");
    }
    expect((await control("state", {}, "GET")).status).toBe(401);
    const before = JSON.parse((await control("state", { "X-Emulator-Key": payments.emulator.key }, "GET")).body).now;
    const advanced = await control("advance", { "Content-Type": "application/json", "X-Emulator-Key": payments.emulator.key });
    expect(advanced.status, advanced.body).toBe(200);
    expect(JSON.parse(advanced.body).now).toBeGreaterThanOrEqual(before + 86400);
  });

  it("refuses web pages of other origins and other host names, on every route, and never sends CORS headers", async () => {
    const { endpoint, port, key } = payments.emulator;
    const auth = { Authorization: `Bearer ${payments.emulator.env.STRIPE_SECRET_KEY}`, "X-Emulator-Key": key };
    const pages: Record<string, string>[] = [{ Origin: EVIL }, { "Sec-Fetch-Site": "cross-site" }, { Host: `evil.example:${port}` }];
    for (const headers of pages) {
      for (const [method, route] of [["POST", "/_control/reset"], ["GET", "/v1/prices"], ["POST", "/payments/checkout/cs_test_x/pay"]]) {
        const answer = await send(`${endpoint}${route}`, { method, headers: { ...auth, ...headers, "Content-Type": "text/plain" }, body: method === "POST" ? "x" : undefined });
        expect(answer.status, `${method} ${route} ${JSON.stringify(headers)}`).toBe(403);
        expect(corsHeaders(answer)).toEqual([]);
      }
    }
    const prices = await send(`${endpoint}/v1/prices`, { headers: { Authorization: auth.Authorization } });
    expect(prices.status).toBe(200);
    expect(corsHeaders(prices)).toEqual([]);
  });
});

describe("the emulator key", () => {
  it("is one per data folder, readable by its owner only", () => {
    const file = path.join(payments.dataDir, "emulator-key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
