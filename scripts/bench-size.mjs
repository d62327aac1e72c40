// Prints the JS and CSS that a first visit to a page loads, in bytes raw, gzip and brotli.
// Usage: npm run bench:size [-- /path ...]   (builds if needed, starts its own server)
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromiumOptions, ensureBuild, ensureDependencies, root, startServer } from "./lib.mjs";

ensureDependencies();
ensureBuild();
const { chromium } = await import("@playwright/test");

const server = await startServer({ port: 4190 + Math.floor(Math.random() * 100), dataDir: path.join(root, ".tmp", "bench-data") });

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/decks"];
const browser = await chromium.launch(chromiumOptions());
try {
  for (const pagePath of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const files = new Set();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
    const totals = { js: [0, 0, 0], css: [0, 0, 0] };
    for (const file of files) {
      if (file === "/sw.js") continue; // the worker installs after load; it is not page weight
      const body = readFileSync(path.join(root, "dist", file));
      const kind = file.endsWith(".css") ? "css" : "js";
      totals[kind][0] += body.length;
      totals[kind][1] += gzipSync(body, { level: 9 }).length;
      totals[kind][2] += brotliCompressSync(body).length;
    }
    const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(`${pagePath}: ${files.size} files`);
    for (const kind of /** @type {const} */ (["js", "css"])) {
      const [raw, gz, br] = totals[kind];
      console.log(`  ${kind.padEnd(3)} raw ${kb(raw).padStart(10)}  gzip ${kb(gz).padStart(9)}  brotli ${kb(br).padStart(9)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
