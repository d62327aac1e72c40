// The local payment emulator's Stripe secrets are this data folder's own, never a published
// constant: a page that reaches the app cannot sign a webhook it would take.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPaymentEmulator } from "../payment-emulator.mjs";

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "payments-secrets-"));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the payment emulator's secrets", () => {
  it("are made per data folder, kept across starts, and are not the old published ones", async () => {
    const first = folder();
    const a = await startPaymentEmulator({ dataDir: first, port: 0, quiet: true });
    await a.stop();
    const again = await startPaymentEmulator({ dataDir: first, port: 0, quiet: true });
    await again.stop();
    const other = await startPaymentEmulator({ dataDir: folder(), port: 0, quiet: true });
    await other.stop();

    expect(a.env.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_local_[\w-]{32}$/);
    expect(a.env.STRIPE_SECRET_KEY).toMatch(/^sk_test_local_[\w-]{32}$/);
    expect([a.env.STRIPE_WEBHOOK_SECRET, a.env.STRIPE_SECRET_KEY]).not.toContain("whsec_local_emulator");
    expect(again.env).toMatchObject({ STRIPE_WEBHOOK_SECRET: a.env.STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY: a.env.STRIPE_SECRET_KEY });
    expect(other.env.STRIPE_WEBHOOK_SECRET).not.toBe(a.env.STRIPE_WEBHOOK_SECRET);
    expect(other.env.STRIPE_SECRET_KEY).not.toBe(a.env.STRIPE_SECRET_KEY);
  });
});
