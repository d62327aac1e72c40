import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const port = 4200 + Math.floor(Math.random() * 300);
const origin = `http://127.0.0.1:${port}`;

/** Our own server on its own copy of the build, so that a "deploy" can change sw.js under it. */
function startServer(staticDir: string, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", STATIC_DIR: staticDir, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
    server.stdout!.on("data", (chunk) => String(chunk).includes("serving on") && resolve(server));
  });
}

async function stop(server: ChildProcess) {
  server.removeAllListeners("exit");
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

test("a new worker waits; 'A new version is available' → 'Update' activates it and reloads", async ({ page }) => {
  test.setTimeout(90_000);
  const work = mkdtempSync(path.join(os.tmpdir(), "spark-update-"));
  const staticDir = path.join(work, "dist");
  const dataDir = path.join(work, "data");
  cpSync(path.join(root, "dist"), staticDir, { recursive: true });
  let server = await startServer(staticDir, dataDir);
  try {
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "true"));
    await page.goto(`${origin}/about`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    await expect(page.getByText("A new version is available")).toHaveCount(0);

    // The deploy: a changed worker script.
    await stop(server);
    appendFileSync(path.join(staticDir, "sw.js"), "\n// a new revision\n");
    server = await startServer(staticDir, dataDir);

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText("A new version is available");
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Later" }).click();
    await expect(prompt).toHaveCount(0);

    // The next check finds the same waiting worker and offers it again.
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    await page.getByRole("button", { name: "Update" }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, undefined, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "About Spark Decks" })).toBeVisible();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
    await expect(prompt).toHaveCount(0);
  } finally {
    await stop(server);
    rmSync(work, { recursive: true, force: true });
  }
});
