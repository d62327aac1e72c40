// The payment emulator that `npm start` runs for the e2e server (port set in playwright.config.ts):
// its test-only control routes, on its own loopback port, move its clock and refund charges. They
// need the emulator key, which `npm start` keeps in the server's DATA_DIR.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const port = Number(process.env.E2E_PORT ?? 4180);
const PAYMENTS_ENDPOINT = `http://127.0.0.1:${Number(process.env.E2E_PAYMENTS_PORT ?? port + 1)}`;
/** playwright.config.ts's DATA_DIR for the server it starts (E2E_DATA_DIR for one started by hand). */
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`);

export async function emulatorControl(route: "advance" | "flush" | "refund" | "reset", body: object = {}): Promise<unknown> {
  const response = await fetch(`${PAYMENTS_ENDPOINT}/_control/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-emulator-key": readFileSync(path.join(DATA_DIR, "emulator-key"), "utf8").trim() },
    body: JSON.stringify(body),
  });
  expect(response.ok, `the payment emulator's ${route}: ${response.status}`).toBe(true);
  return response.json();
}

/** Buys the All-Access Pass (monthly) as the signed-in person, with the card that pays. */
export async function buyPass(page: Page) {
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Monthly" }).click();
  await page.getByRole("button", { name: "Get Unlimited Access" }).click();
  await expect(page).toHaveURL(/\/payments\/checkout\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();
}
