// The payment emulator (scripts/payment-emulator.mjs) in a temp folder, in Stripe's place, with the
// app served on a real loopback port so that the emulator can deliver its signed events to it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startPaymentEmulator, type PaymentEmulator } from "../../../scripts/payment-emulator.mjs";
import { createBilling, readBillingSettings, type Billing } from "../../../server/billing";
import type { DeckContent } from "../../../server/content/deck-content";
import type { DatabaseTarget } from "../../../server/db/database";
import { listenOnLoopback, testAppsForFile, type TestApp, type TestAppOptions, type TestApps } from "./test-app";

/** The emulator's test cards: 4242… pays, 4000 0000 0000 0002 is declined. */
export { TEST_CARDS } from "../../../scripts/payment-emulator.mjs";

type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

export interface TestPayments {
  emulator: PaymentEmulator;
  /** Payments as the server builds them from the emulator's environment (STRIPE_API_BASE …). */
  billing: Billing;
  /** Where the app listens; the emulator posts its events to `${appUrl}/api/billing/webhook`. */
  appUrl: string;
  /** The app that answers on appUrl (set once it is built with `billing`). */
  serve(app: { fetch: FetchHandler }): void;
  /** A test-only control route of the emulator (its own port, never proxied). */
  control<T = unknown>(route: "advance" | "refund" | "reset" | "flush" | "state", body?: object): Promise<T>;
  stop(): Promise<void>;
}

export async function startTestPayments(options: { priceTtlMs?: number } = {}): Promise<TestPayments> {
  let handler: FetchHandler = () => new Response("not ready", { status: 503 });
  const listening = await listenOnLoopback((request, env) => handler(request, env));
  const appUrl = listening.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "spark-payments-"));
  const emulator = await startPaymentEmulator({ dataDir, port: 0, webhookUrl: `${appUrl}/api/billing/webhook`, quiet: true });
  const settings = readBillingSettings({ ...emulator.env, APP_ORIGIN: appUrl });
  const billing = createBilling(settings, options);
  if (!billing) throw new Error("The emulator's environment should turn payments on");

  return {
    emulator,
    billing,
    appUrl,
    serve(app) {
      handler = app.fetch;
    },
    async control<T>(route: string, body?: object) {
      const res = await fetch(`${emulator.endpoint}/_control/${route}`, {
        method: route === "state" ? "GET" : "POST",
        headers: { ...(body ? { "Content-Type": "application/json" } : {}), "X-Emulator-Key": emulator.key },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`The emulator's /_control/${route} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    },
    async stop() {
      await emulator.stop();
      await listening.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface PaymentsApp extends Pick<TestApps, "callers" | "db"> {
  payments(): TestPayments;
  /** The app that buys through the emulator. */
  app(): TestApp;
}

/**
 * For a test file (or a describe block): testAppsForFile's database and callers, the payment
 * emulator, and the app on them that buys through it (`options` added), served on appUrl for the
 * emulator's events; started before the tests, stopped after. `between` may stand between the
 * emulator and the app (event-order.test.ts holds events back). Call the accessors inside a test.
 */
export function paymentsAppForFile(
  target: DatabaseTarget,
  decks: DeckContent[],
  options: TestAppOptions = {},
  between: (app: TestApp) => { fetch: FetchHandler } = (app) => app,
): PaymentsApp {
  const { callers, db, appWith } = testAppsForFile(target, decks);
  let started: { payments: TestPayments; app: TestApp } | undefined;
  beforeAll(async () => {
    const payments = await startTestPayments();
    started = { payments, app: appWith({ ...options, billing: payments.billing }) };
    payments.serve(between(started.app));
  });
  afterAll(async () => {
    await started?.payments.stop();
  });
  const get = () => {
    if (!started) throw new Error("The payment emulator starts in beforeAll: ask for it inside a test.");
    return started;
  };
  return { callers, db, payments: () => get().payments, app: () => get().app };
}
