// Payments configuration: only the endpoint differs between Stripe and the local emulator.
import { describe, expect, it } from "vitest";
import { readBillingSettings } from "./settings";

const KEYS = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

describe("readBillingSettings", () => {
  it("turns payments off without a secret key", () => {
    expect(readBillingSettings({})).toBeNull();
    expect(readBillingSettings({ STRIPE_SECRET_KEY: "  ", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toBeNull();
  });

  it("talks to api.stripe.com unless STRIPE_API_BASE says otherwise", () => {
    expect(readBillingSettings(KEYS)).toEqual({
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      endpoint: null,
      localEndpoint: null,
      appOrigin: null,
    });
  });

  it("parses STRIPE_API_BASE into the SDK's host, port and protocol; a loopback http one is the local emulator", () => {
    expect(readBillingSettings({ ...KEYS, STRIPE_API_BASE: "http://127.0.0.1:12111/" })).toMatchObject({
      endpoint: { host: "127.0.0.1", port: 12111, protocol: "http" },
      localEndpoint: "http://127.0.0.1:12111",
    });
    expect(readBillingSettings({ ...KEYS, STRIPE_API_BASE: "http://[::1]:4000" })).toMatchObject({
      endpoint: { host: "::1", port: 4000, protocol: "http" },
      localEndpoint: "http://[::1]:4000",
    });
    expect(readBillingSettings({ ...KEYS, STRIPE_API_BASE: "https://stripe-proxy.internal" })).toMatchObject({
      endpoint: { host: "stripe-proxy.internal", port: 443, protocol: "https" },
      localEndpoint: null,
    });
  });

  it("refuses what it cannot use, at start", () => {
    expect(() => readBillingSettings({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readBillingSettings({ ...KEYS, STRIPE_API_BASE: "127.0.0.1:12111" })).toThrow(/STRIPE_API_BASE/);
    expect(() => readBillingSettings({ ...KEYS, STRIPE_API_BASE: "http://127.0.0.1:1/v1" })).toThrow(/without a path/);
    expect(() => readBillingSettings({ ...KEYS, APP_ORIGIN: "https://example.com/app" })).toThrow(/APP_ORIGIN/);
    expect(readBillingSettings({ ...KEYS, APP_ORIGIN: "https://sparkdecks.example/" })?.appOrigin).toBe("https://sparkdecks.example");
  });
});
