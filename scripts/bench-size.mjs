// Prints the JS and CSS that a first visit to a page loads, in bytes raw, gzip and brotli.
// Usage: npm run bench:size [-- [--files] /path ...]   (builds if needed, starts its own server)
// --files also lists each file with its gzip size, largest first, to see what a change added.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromiumOptions, ensureBuild, ensureDependencies, root, startServer } from "./lib.mjs";

ensureDependencies();
ensureBuild();
const { chromium } = await import("@playwright/test");

const server = await startServer({ port: 4190 + Math.floor(Math.random() * 100), dataDir: path.join(root, ".tmp", "bench-data") });

const args = process.argv.slice(2);
const listFiles = args.includes("--files");
const paths = args.filter((arg) => arg !== "--files");
if (paths.length === 0) paths.push("/", "/decks");
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
    /** @type {Array<[string, number]>} */
    const perFile = [];
    for (const file of files) {
      if (file === "/sw.js") continue; // the worker installs after load; it is not page weight
      const body = readFileSync(path.join(root, "dist", file));
      const kind = file.endsWith(".css") ? "css" : "js";
      totals[kind][0] += body.length;
      totals[kind][1] += gzipSync(body, { level: 9 }).length;
      totals[kind][2] += brotliCompressSync(body).length;
      perFile.push([file, gzipSync(body, { level: 9 }).length]);
    }
    const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(`${pagePath}: ${files.size} files`);
    for (const kind of /** @type {const} */ (["js", "css"])) {
      const [raw, gz, br] = totals[kind];
      console.log(`  ${kind.padEnd(3)} raw ${kb(raw).padStart(10)}  gzip ${kb(gz).padStart(9)}  brotli ${kb(br).padStart(9)}`);
    }
    if (listFiles) {
      for (const [file, gz] of perFile.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(gz).padStart(9)} gzip  ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
