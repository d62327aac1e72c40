import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
/** The payment emulator `npm start` runs; the purchase specs drive its clock (tests/e2e/payments.ts). */
const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? port + 1);

// Debian's Chromium here (browsers cannot be downloaded); elsewhere Playwright's own browser. Its
// headless shell first, as Playwright itself uses for headless runs: the whole browser in headless
// mode cost about twice the CPU per page, and the stage took 518 s instead of about 340 s.
const DEBIAN_CHROMIUMS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];
const chromePath = process.env.CHROME_PATH ?? DEBIAN_CHROMIUMS.find((file) => existsSync(file));

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".tmp/reports/e2e.json" }]],
  outputDir: ".tmp/test-results",
  use: {
    baseURL,
    // Recording a trace of every test cost a tenth of the run's CPU; a failure's retry records one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "node scripts/start.mjs",
        url: `${baseURL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: { PORT: String(port), DATA_DIR: `.tmp/e2e-data-${port}`, HOST: "127.0.0.1", PAYMENT_EMULATOR_PORT: String(paymentsPort) },
        stdout: "pipe",
      },
});
