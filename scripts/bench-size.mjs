// Prints the JS and CSS that a first visit to a page loads, in bytes raw, gzip and brotli.
// Usage: npm run bench:size [-- /path ...]   (builds if needed, starts its own server)
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { ensureBuild, ensureDependencies, root } from "./lib.mjs";

ensureDependencies();
ensureBuild();
const { chromium } = await import("@playwright/test");

const port = 4190 + Math.floor(Math.random() * 100);
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(root, ".tmp", "bench-data") },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.on("data", (chunk) => String(chunk).includes("serving on") && resolve()));

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/decks"];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const pagePath of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const files = new Set();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: "networkidle" });
    const totals = { js: [0, 0, 0], css: [0, 0, 0] };
    for (const file of files) {
      if (file === "/sw.js") continue; // the worker installs after load; it is not page weight
      const body = readFileSync(path.join(root, "dist", file));
      const kind = file.endsWith(".css") ? "css" : "js";
      totals[kind][0] += body.length;
      totals[kind][1] += gzipSync(body, { level: 9 }).length;
      totals[kind][2] += brotliCompressSync(body).length;
    }
    const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(`${pagePath}: ${files.size} files`);
    for (const kind of ["js", "css"]) {
      const [raw, gz, br] = totals[kind];
      console.log(`  ${kind.padEnd(3)} raw ${kb(raw).padStart(10)}  gzip ${kb(gz).padStart(9)}  brotli ${kb(br).padStart(9)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
