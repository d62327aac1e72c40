// A seeded fuzz of the whole server in process (app.request, no port): malformed requests over every
// route (the API, the /identity/ proxy to a real cognito-local, the billing webhook and the
// /payments/ proxy to the real payment emulator, analytics events, static files). Every answer must
// be below 500 (except a validly signed webhook whose processing failed: that 5xx makes Stripe
// retry), every error body JSON (or the route's own HTML page) with no stack trace or internal path,
// and the server healthy afterwards. The cases are made in tests/support/server/fuzz/ (rng, junk,
// cases per route, identity-cases, judge); this file sets up the app and runs them.
//
//   FUZZ_SEED=<n>      another run (the seed is printed; the default is fixed, so CI is repeatable)
//   FUZZ_REQUESTS=<n>  how many (default 10,000)
//   FUZZ_CASE=<i>      only case i of the seed, to reproduce one failure (with its request printed)
//   FUZZ_REPORT=<file> write every failure there, not only the first few
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { accessTokenVerifierFor } from "./auth/verify";
import type { DatabaseHandle } from "./db/database";
import { migrate } from "./db/migrations";
import { seedDecks } from "./db/seed";
import { makeBuiltApp } from "../tests/support/server/built-app";
import { memoryTarget, openEmptyDatabase } from "../tests/support/server/test-databases";
import { emulatorPrivateKey, signJwt, signUpAndSignIn, startTestIdentity, type TestIdentity } from "../tests/support/server/test-identity";
import { startTestPayments, type TestPayments } from "../tests/support/server/test-payments";
import { build, describeFailure, exchange, type Outcome } from "../tests/support/server/fuzz/judge";
import { content, makeCase, premiumDeck } from "../tests/support/server/fuzz/cases";
import { ADMIN_TOKEN } from "../tests/support/server/fuzz/junk";
import type { Fixtures } from "../tests/support/server/fuzz/types";

const SEED = Number(process.env.FUZZ_SEED ?? 0x15f0221) >>> 0;
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const ONLY_CASE = process.env.FUZZ_CASE === undefined ? null : Number(process.env.FUZZ_CASE);
/** In-process requests wait mostly on PGlite and the two emulators: a few at once keeps them busy. */
const CONCURRENCY = 8;

// ---------------------------------------------------------------------------------------------

describe(`fuzz: ${REQUESTS} seeded malformed requests (seed ${SEED})`, () => {
  let handle: DatabaseHandle;
  let identity: TestIdentity;
  let payments: TestPayments;
  let app: ReturnType<typeof createApp>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    [identity, payments, handle] = await Promise.all([startTestIdentity(), startTestPayments(), openEmptyDatabase(memoryTarget())]);
    await migrate(handle.db);
    await seedDecks(handle.db, content);
    const { settings } = identity;
    app = createApp({
      db: handle.db,
      staticDir: makeBuiltApp(),
      auth: { settings, verifier: accessTokenVerifierFor(settings), adminToken: ADMIN_TOKEN },
      billing: payments.billing,
    });
    payments.serve(app);

    const viaProxy = (init: RequestInit) => app.request("/identity/", init);
    const stamp = Date.now();
    const [owner, plain, victim] = [
      await signUpAndSignIn(viaProxy, settings.clientId, `fuzz-owner-${stamp}@example.com`),
      await signUpAndSignIn(viaProxy, settings.clientId, `fuzz-plain-${stamp}@example.com`),
      await signUpAndSignIn(viaProxy, settings.clientId, `fuzz-victim-${stamp}@example.com`),
    ];
    const grant = await app.request(
      "/api/admin/entitlements",
      { method: "POST", headers: { "Content-Type": "application/json", "X-Admin-Token": ADMIN_TOKEN }, body: JSON.stringify({ userId: owner.sub, allAccess: true }) },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
    expect(grant.status).toBe(200);

    // Tokens signed with the emulator's key (trusted in local mode): valid ones for more people (the
    // per-person limits), and valid signatures around odd claims.
    const key = emulatorPrivateKey();
    const now = Math.floor(Date.now() / 1000);
    const issuer = `${settings.localEndpoint}/${settings.userPoolId}`;
    const claims = (more: Record<string, unknown>) => ({ iss: issuer, client_id: settings.clientId, token_use: "access", iat: now, exp: now + 3600, ...more });
    const forged = (more: Record<string, unknown>) => signJwt(claims(more), key);
    const goodTokens = [
      owner.tokens.AccessToken,
      plain.tokens.AccessToken,
      ...Array.from({ length: 40 }, (_, i) => forged({ sub: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, username: `fuzz-${i}` })),
    ];
    const oddTokens = [
      forged({ sub: "" }),
      forged({ sub: 42 }),
      forged({ sub: null }),
      forged({ sub: ["a"] }),
      forged({ sub: "a\u0000b" }),
      forged({ sub: "\ud800" }),
      forged({ sub: "x".repeat(5000) }),
      forged({ sub: "😀 ünïcödé" }),
      forged({ sub: "' OR 1=1 --" }),
      forged({ sub: "ok", username: { nested: true } }),
      forged({ sub: "ok", exp: now - 60 }),
      forged({ sub: "ok", exp: "tomorrow" }),
      forged({ sub: "ok", nbf: now + 3600 }),
      forged({ sub: "ok", token_use: "id" }),
      forged({ sub: "ok", client_id: "someone-else" }),
      forged({ sub: "ok", iss: "https://evil.example" }),
      signJwt(claims({ sub: "ok" }), key, "unknown-kid"),
      signJwt(claims({ sub: "ok" }), key, "x".repeat(3000)),
      owner.tokens.IdToken,
      owner.tokens.RefreshToken,
    ];
    fixtures = {
      identity,
      webhookSecret: payments.billing.settings.webhookSecret,
      goodTokens,
      oddTokens,
      victimAccessToken: victim.tokens.AccessToken,
      victimRefreshToken: victim.tokens.RefreshToken,
    };
  });

  afterAll(async () => {
    await payments?.stop();
    await identity?.stop();
    await handle?.close();
  });

  it(
    "answers every one below 500 (but a signed webhook that failed), errors as JSON without internals, and stays healthy",
    async () => {
      const outcomes: Outcome[] = [];
      let refused = 0;
      // The server's own logs of what it refused or failed: counted, not printed per request.
      const logged: string[] = [];
      const keep = (...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(" ").slice(0, 300));
      };
      const errorSpy = vi.spyOn(console, "error").mockImplementation(keep);
      const warnSpy = vi.spyOn(console, "warn").mockImplementation(keep);
      const started = performance.now();
      try {
        // Cases in index order until REQUESTS have been sent (a case fetch refuses to build is skipped).
        let nextIndex = ONLY_CASE ?? 0;
        let claimed = 0;
        const total = ONLY_CASE === null ? REQUESTS : 1;
        const worker = async () => {
          while (claimed < total) {
            const c = makeCase(SEED, nextIndex++, fixtures);
            const request = build(c);
            if (!request) {
              refused += 1;
              if (ONLY_CASE !== null) break;
              continue;
            }
            claimed += 1;
            outcomes.push(await exchange(app, c, request));
          }
        };
        await Promise.all(Array.from({ length: ONLY_CASE === null ? CONCURRENCY : 1 }, worker));
      } finally {
        errorSpy.mockRestore();
        warnSpy.mockRestore();
      }
      const seconds = (performance.now() - started) / 1000;
      outcomes.sort((a, b) => a.case.index - b.case.index);

      const histogram: Record<string, number> = {};
      for (const o of outcomes) histogram[o.status] = (histogram[o.status] ?? 0) + 1;
      const byFamily: Record<string, Record<string, number>> = {};
      for (const o of outcomes) {
        const row = (byFamily[o.case.family] ??= {});
        row[o.status] = (row[o.status] ?? 0) + 1;
      }
      const failures = outcomes.filter((o) => o.problems.length > 0);
      const failuresByFamily: Record<string, Record<string, number>> = {};
      for (const o of failures) {
        const row = (failuresByFamily[o.case.family] ??= {});
        row[o.status] = (row[o.status] ?? 0) + 1;
      }
      const lines = [
        `fuzz seed ${SEED}: ${outcomes.length} requests sent (${refused} cases skipped: fetch's Request refused them) in ${seconds.toFixed(1)} s, concurrency ${CONCURRENCY}`,
        `statuses: ${JSON.stringify(histogram)}`,
        ...Object.entries(byFamily)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([family, row]) => `  ${family}: ${JSON.stringify(row)}`),
        `server log lines (console.error/warn): ${logged.length}, most frequent:`,
        ...Object.entries(
          logged.reduce<Record<string, number>>((counts, line) => {
            // Alike lines counted together: ids, numbers and quoted values left out.
            const key = line.replace(/"[^"]*"|\b\w*\d\w*\b/g, "…").slice(0, 120);
            counts[key] = (counts[key] ?? 0) + 1;
            return counts;
          }, {}),
        )
          .sort(([, a], [, b]) => b - a)
          .slice(0, 8)
          .map(([line, count]) => `  ${count} × ${line}`),
      ];
      if (failures.length > 0) {
        lines.push(`${failures.length} failing answers by route and status: ${JSON.stringify(failuresByFamily)}`);
        lines.push(...failures.slice(0, 8).map(describeFailure));
        lines.push(`(reproduce one: FUZZ_SEED=${SEED} FUZZ_CASE=<#> npx vitest run --project api server/fuzz.test.ts)`);
      }
      console.log(lines.join("\n"));
      if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, `${lines.join("\n")}\n\n${failures.map(describeFailure).join("\n")}\n`);

      expect(outcomes.length).toBe(ONLY_CASE === null ? REQUESTS : 1);
      expect(failures.map(describeFailure).slice(0, 8)).toEqual([]);

      // Still healthy: the API, the database behind it, the identity emulator behind the proxy.
      const health = await app.request("/api/health");
      expect(health.status).toBe(200);
      const decks = await app.request("/api/decks");
      expect(decks.status).toBe(200);
      expect(((await decks.json()) as unknown[]).length).toBe(content.length);
      const premium = await app.request(`/api/decks/${premiumDeck.deckId}/cards`, { headers: { Authorization: `Bearer ${fixtures.goodTokens[0]}` } });
      expect(premium.status).toBe(200);
      expect(((await premium.json()) as { preview: boolean }).preview).toBe(false);
      const jwks = await app.request(`/identity/${identity.settings.userPoolId}/.well-known/jwks.json`);
      expect(jwks.status).toBe(200);
    },
    240_000,
  );
});
