// Local mode's proxies to the emulators take writes from this site's own pages only: a page of
// another site cannot make the person's browser sign in, pay or cancel through them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createBilling } from "../billing";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrate } from "../db/migrations";
import { memoryTarget } from "../../tests/support/server/test-databases";
import { localIdentitySettings } from "../../tests/support/server/test-identity";

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
/** Neither emulator is there: a request that gets past the check is answered 502. */
const NOWHERE = "http://127.0.0.1:9";

beforeAll(async () => {
  handle = await openDatabase(memoryTarget());
  await migrate(handle.db);
  const identity = localIdentitySettings(NOWHERE);
  const billing = createBilling({ secretKey: "sk_test_x", webhookSecret: "whsec_x", endpoint: { host: "127.0.0.1", port: 9, protocol: "http" }, localEndpoint: NOWHERE, appOrigin: null });
  app = createApp({ db: handle.db, auth: { settings: identity, verifier: null }, billing });
});

afterAll(async () => {
  await handle?.close();
});

const FORM = { "Content-Type": "application/x-www-form-urlencoded", Host: "localhost:8080" };
const WRITES = [
  ["/identity/oauth2/authorize", FORM, "username=a%40example.com&password=x"],
  ["/identity/oauth2/token", FORM, "grant_type=authorization_code&code=x"],
  ["/identity/", { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth", Host: "localhost:8080" }, "{}"],
  ["/payments/checkout/cs_test_x/pay", FORM, "card=4242424242424242"],
  ["/payments/portal/bps_x/cancel", FORM, ""],
] as const;

describe("the emulators' proxies", () => {
  it.each(WRITES)("refuse a write to %s from a page of another origin", async (path, headers, body) => {
    const pages: Record<string, string>[] = [{ Origin: "https://evil.example" }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "http://localhost:3000" }];
    for (const from of pages) {
      const res = await app.request(`http://localhost:8080${path}`, { method: "POST", headers: { ...headers, ...from }, body });
      expect(res.status, JSON.stringify(from)).toBe(403);
      expect(await res.json()).toEqual({ error: "cross_origin", message: expect.any(String) });
    }
  });

  it.each(WRITES)("pass on a write to %s from the site's own page, or from no page at all", async (path, headers, body) => {
    const own: Record<string, string>[] = [{ Origin: "http://localhost:8080", "Sec-Fetch-Site": "same-origin" }, {}];
    for (const from of own) {
      const res = await app.request(`http://localhost:8080${path}`, { method: "POST", headers: { ...headers, ...from }, body });
      expect(res.status, JSON.stringify(from)).not.toBe(403);
    }
  });

  it("let another site link to a page (a top-level GET)", async () => {
    const res = await app.request("http://localhost:8080/payments/checkout/cs_test_x", { headers: { Host: "localhost:8080", "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(502); // past the check, to the emulator that is not there
  });
});

describe("a local-mode server on loopback", () => {
  const local = () => createApp({ db: handle.db, loopbackOnly: true });

  it("refuses a request addressed to another name that resolves here (DNS rebinding)", async () => {
    for (const host of ["evil.example:8080", "evil.example", "127.0.0.1.nip.io:8080", "localhost.evil.example"]) {
      const res = await local().request("http://localhost:8080/api/health", { headers: { Host: host } });
      expect(res.status, host).toBe(403);
      expect(await res.json()).toEqual({ error: "wrong_host", message: "This local server answers http://localhost only." });
    }
  });

  it("answers localhost, 127.0.0.1 and [::1], on any port", async () => {
    for (const host of ["localhost:8080", "LOCALHOST:4180", "127.0.0.1:8080", "[::1]:8080", "localhost"]) {
      const res = await local().request("http://localhost:8080/api/health", { headers: { Host: host } });
      expect(res.status, host).toBe(200);
    }
  });
});
