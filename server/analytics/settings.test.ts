// Analytics settings from the environment: GA4 forwarding only with both GA_* values, and the
// mistakes that stop the server at start rather than losing events later.
import { describe, expect, it } from "vitest";
import { readAnalyticsSettings } from "./settings";

describe("readAnalyticsSettings", () => {
  it("stores without forwarding when GA is not configured, trusting no proxy", () => {
    expect(readAnalyticsSettings({}, 8080)).toEqual({ ga: null, trustedProxyHops: 0 });
  });

  it("forwards to GA's collect URL with both values, page_location from APP_ORIGIN", () => {
    expect(readAnalyticsSettings({ GA_MEASUREMENT_ID: " G-ABC123 ", GA_API_SECRET: "secret", APP_ORIGIN: "https://sparkdecks.example" }, 8080)).toEqual({
      trustedProxyHops: 0,
      ga: { measurementId: "G-ABC123", apiSecret: "secret", endpoint: "https://www.google-analytics.com/mp/collect", appOrigin: "https://sparkdecks.example" },
    });
  });

  it("takes GA_ENDPOINT (a local recorder) and falls back to localhost for the origin", () => {
    const settings = readAnalyticsSettings({ GA_MEASUREMENT_ID: "G-1", GA_API_SECRET: "s", GA_ENDPOINT: "http://127.0.0.1:9999/mp/collect", TRUSTED_PROXY_HOPS: "1" }, 4180);
    expect(settings).toEqual({
      trustedProxyHops: 1,
      ga: { measurementId: "G-1", apiSecret: "s", endpoint: "http://127.0.0.1:9999/mp/collect", appOrigin: "http://localhost:4180" },
    });
  });

  it.each([
    [{ GA_MEASUREMENT_ID: "G-1" }, /GA_MEASUREMENT_ID and GA_API_SECRET go together/],
    [{ GA_API_SECRET: "s" }, /GA_MEASUREMENT_ID and GA_API_SECRET go together/],
    [{ GA_MEASUREMENT_ID: "G-1", GA_API_SECRET: "s", GA_ENDPOINT: "ftp://x/collect" }, /GA_ENDPOINT must be an http\(s\) URL/],
    [{ GA_MEASUREMENT_ID: "G-1", GA_API_SECRET: "s", APP_ORIGIN: "https://x.example/app" }, /APP_ORIGIN must be an http\(s\) origin without a path/],
    [{ TRUSTED_PROXY_HOPS: "yes" }, /TRUSTED_PROXY_HOPS must be a whole number/],
  ])("refuses %o", (env, message) => {
    expect(() => readAnalyticsSettings(env, 8080)).toThrow(message);
  });
});
