// Every route that reads a body, on a real socket: a chunked body with no Content-Length that
// passes the route's limit is answered 413 JSON while the client is still sending it, so no
// request can make the server hold more than the limit (a 600 MB body once took it to 1.6 GB).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createBilling } from "../billing";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { accessTokenVerifierFor } from "../auth/verify";
import { signUpAndSignIn, startTestIdentity, type TestIdentity } from "../../tests/support/server/test-identity";
import { sendEndlessBody } from "../../tests/support/server/endless-body";
import { memoryTarget } from "../../tests/support/server/test-databases";
import { listenOnLoopback, type Listening } from "../../tests/support/server/test-app";

const ADMIN_TOKEN = "body-limit-admin-token";
/** What the client would send in all: far past every limit (the largest, the webhook's, is 512 KiB). */
const MAX_SENT = 64 * 1024 * 1024;

let identity: TestIdentity;
let handle: DatabaseHandle;
let server: Listening | undefined;
let base: string;
let bearer: Record<string, string>;

beforeAll(async () => {
  identity = await startTestIdentity();
  handle = await openDatabase(memoryTarget());
  await migrate(handle.db);
  const { settings } = identity;
  // Payments with a Stripe API and payment pages that are not there: the limits come first.
  const billing = createBilling({
    secretKey: "sk_test_body_limit",
    webhookSecret: "whsec_body_limit",
    endpoint: { host: "127.0.0.1", port: 9, protocol: "http" },
    localEndpoint: "http://127.0.0.1:9",
    appOrigin: null,
  });
  const app = createApp({ db: handle.db, auth: { settings, verifier: accessTokenVerifierFor(settings), adminToken: ADMIN_TOKEN }, billing });
  const { tokens } = await signUpAndSignIn((init) => app.request("/identity/", init), settings.clientId, `limits-${Date.now()}@example.com`);
  bearer = { Authorization: `Bearer ${tokens.AccessToken}` };
  server = await listenOnLoopback(app.fetch);
  base = server.url;
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
  await identity?.stop();
});

const amz = (operation: string) => ({ "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}` });
const json = { "Content-Type": "application/json" };
const form = { "Content-Type": "application/x-www-form-urlencoded" };

const routes: { name: string; method?: string; path: string; headers: () => Record<string, string> }[] = [
  { name: "the identity proxy's ResendConfirmationCode", path: "/identity/", headers: () => amz("ResendConfirmationCode") },
  { name: "the identity proxy's other operations", path: "/identity/", headers: () => amz("SignUp") },
  { name: "the hosted sign-in form", path: "/identity/oauth2/authorize", headers: () => form },
  { name: "the token exchange", path: "/identity/oauth2/token", headers: () => form },
  { name: "feedback", path: "/api/feedback", headers: () => json },
  { name: "analytics events", path: "/api/events", headers: () => json },
  { name: "saving a card", method: "PUT", path: "/api/me/saved-cards/some-card-1", headers: () => ({ ...json, ...bearer }) },
  { name: "removing a saved card", method: "DELETE", path: "/api/me/saved-cards/some-card-1", headers: () => ({ ...json, ...bearer }) },
  { name: "checkout", path: "/api/billing/checkout", headers: () => ({ ...json, ...bearer }) },
  { name: "the billing portal", path: "/api/billing/portal", headers: () => ({ ...json, ...bearer }) },
  { name: "the Stripe webhook", path: "/api/billing/webhook", headers: () => ({ ...json, "Stripe-Signature": "t=1,v1=00" }) },
  { name: "the admin grants", path: "/api/admin/entitlements", headers: () => ({ ...json, "X-Admin-Token": ADMIN_TOKEN }) },
  { name: "saving an own deck", method: "PUT", path: "/api/me/decks/my-body-limit-1", headers: () => ({ ...json, ...bearer }) },
  { name: "saving a copy of a shared deck (no body wanted)", path: "/api/shared-decks/AAAAAAAAAAAAAAAA/copy", headers: () => ({ ...json, ...bearer }) },
  { name: "a route that takes no body", method: "DELETE", path: "/api/me/decks/my-body-limit-1/share", headers: () => ({ ...json, ...bearer }) },
  { name: "no route at all", method: "PATCH", path: "/api/no-such-route", headers: () => json },
  { name: "the payment pages' forms", path: "/payments/checkout/cs_test_x/pay", headers: () => form },
];

describe("a chunked body past a route's limit", () => {
  it.each(routes)("is answered 413 JSON while it is still being sent: $name", async ({ method, path, headers }) => {
    const answer = await sendEndlessBody(`${base}${path}`, { method, headers: headers(), maxBytes: MAX_SENT });
    expect(answer.status, answer.body).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: "payload_too_large", message: expect.stringMatching(/\S/) });
    // Answered long before the body could have ended: nothing waited for the rest of it.
    expect(answer.sentBytes).toBeLessThan(MAX_SENT / 4);
  });
});
