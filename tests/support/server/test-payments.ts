// The payment emulator (scripts/payment-emulator.mjs) in a temp folder, in Stripe's place, with the
// app served on a real loopback port so that the emulator can deliver its signed events to it.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { startPaymentEmulator, type PaymentEmulator } from "../../../scripts/payment-emulator.mjs";
import { createBilling, readBillingSettings, type Billing } from "../../../server/billing";

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

function listen(fetch: FetchHandler): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({ server, url: `http://127.0.0.1:${info.port}` });
    });
  });
}

export async function startTestPayments(options: { priceTtlMs?: number } = {}): Promise<TestPayments> {
  let handler: FetchHandler = () => new Response("not ready", { status: 503 });
  const { server, url: appUrl } = await listen((request, env) => handler(request, env));
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
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
