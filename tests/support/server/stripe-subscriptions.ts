// A stand-in for the one Stripe call the webhook makes about a subscription, GET
// /v1/subscriptions/:id, answering the state a test says Stripe holds now (Stripe's JSON and its
// resource_missing error). For webhook tests of states the payment emulator does not reach: a
// renewal left unpaid, a subscription whose metadata names no one, an answer that comes late.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Billing } from "../../../server/billing";
import { billingWithStripeAt } from "./test-billing";

export interface SubscriptionsApi {
  /** Payments whose Stripe API is this stand-in. */
  billing: Billing;
  /** Stripe holds this subscription now (by its id). */
  set(subscription: { id: string }): void;
  /**
   * The next read of this subscription takes its state when it arrives but answers only once the
   * returned function is called (a slow answer from Stripe).
   */
  holdNextRead(id: string): () => void;
  /** How many reads of this subscription came. */
  reads(id: string): number;
  stop(): Promise<void>;
}

export async function startSubscriptionsApi(): Promise<SubscriptionsApi> {
  const held = new Map<string, Promise<void>>();
  const states = new Map<string, object>();
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const match = /^\/v1\/subscriptions\/([^/?]+)$/.exec(req.url ?? "");
    const id = match ? decodeURIComponent(match[1]) : "";
    const state = states.get(id);
    counts.set(id, (counts.get(id) ?? 0) + 1);
    const answer = (status: number, body: object) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (req.method !== "GET" || !match) return answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.url}).` } });
    if (!state) return answer(404, { error: { type: "invalid_request_error", code: "resource_missing", param: "id", message: `No such subscription: '${id}'` } });
    const gate = held.get(id);
    held.delete(id);
    void (gate ?? Promise.resolve()).then(() => answer(200, state));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    billing: billingWithStripeAt((server.address() as AddressInfo).port),
    set(subscription) {
      states.set(subscription.id, structuredClone(subscription));
    },
    holdNextRead(id) {
      let release = () => {};
      held.set(id, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    reads: (id) => counts.get(id) ?? 0,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
