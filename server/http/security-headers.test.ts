// The headers on every answer: HSTS only when the public origin (APP_ORIGIN) is https, since a
// browser that saw it over plain http would refuse the site's http address for a year.
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { readConfig } from "../config";
import { loadDeckContent } from "../content/deck-content";
import { seededDatabaseForFile, testDatabases } from "../../tests/support/server/test-databases";

const HSTS = "max-age=31536000; includeSubDomains";

describe.each(testDatabases)("security headers on $name", ({ target }) => {
  const database = seededDatabaseForFile(target, loadDeckContent());

  const appFor = (env: NodeJS.ProcessEnv) => createApp({ db: database().db, publicOrigin: readConfig(env).publicOrigin });
  /** An API answer, an API 404, a 405, a 414, and the static files' 503 (no build here). */
  const answers = async (app: ReturnType<typeof createApp>) => [
    await app.request("/api/decks"),
    await app.request("/api/nothing-here"),
    await app.request("/api/pricing", { method: "DELETE" }),
    await app.request(`/${"x".repeat(2000)}`),
    await app.request("/"),
  ];

  it("sends Strict-Transport-Security on every answer when APP_ORIGIN is https", async () => {
    const all = await answers(appFor({ APP_ORIGIN: "https://sparkdecks.example" }));
    expect(all.map((res) => res.status)).toEqual([200, 404, 405, 414, 503]);
    for (const res of all) {
      expect(res.headers.get("Strict-Transport-Security")).toBe(HSTS);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("sends none when APP_ORIGIN is http or unset", async () => {
    for (const env of [{ APP_ORIGIN: "http://localhost:8080" }, {}]) {
      for (const res of await answers(appFor(env))) {
        expect(res.headers.get("Strict-Transport-Security")).toBeNull();
        expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
      }
    }
  });

  it("refuses an APP_ORIGIN that is not an http(s) origin", () => {
    expect(() => readConfig({ APP_ORIGIN: "sparkdecks.example" })).toThrow(/APP_ORIGIN/);
    expect(() => readConfig({ APP_ORIGIN: "https://sparkdecks.example/app" })).toThrow(/APP_ORIGIN/);
  });
});
