// Draws the app icons from public/favicon.svg and takes the manifest screenshots from a running
// app, with Chromium. Run once after changing the logo or the landing page, then commit the PNGs:
//   node scripts/make-images.mjs            (builds, starts its own server)
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromiumOptions, ensureBuild, ensureDependencies, root, startServer } from "./lib.mjs";

ensureDependencies();
ensureBuild();
const { chromium } = await import("@playwright/test");
const svg = readFileSync(path.join(root, "public", "favicon.svg"), "utf8");

const ICONS = [
  { file: "icons/icon-192.png", size: 192, maskable: false },
  { file: "icons/icon-512.png", size: 512, maskable: false },
  { file: "icons/maskable-512.png", size: 512, maskable: true },
  { file: "icons/apple-touch-icon.png", size: 180, maskable: true },
];

const browser = await chromium.launch(chromiumOptions());
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    // A maskable icon keeps the logo inside the central 80% safe zone on a full-bleed background.
    const inner = icon.maskable ? Math.round(icon.size * 0.72) : icon.size;
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.maskable ? "#14213D" : "transparent"}">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(root, "public", icon.file), omitBackground: !icon.maskable });
    await page.close();
  }

  const server = await startServer({ port: 4400 + Math.floor(Math.random() * 100), dataDir: path.join(root, ".tmp", "images-data") });
  try {
    const shots = [
      { file: "screenshots/narrow.png", width: 390, height: 844, path: "/deck/couples" },
      { file: "screenshots/wide.png", width: 1280, height: 800, path: "/decks" },
    ];
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height } });
      await context.addInitScript(() => {
        localStorage.setItem("cookieConsent", "true");
        localStorage.setItem("sparkDecks.onboardingSeen", "true");
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${shot.path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(root, "public", shot.file) });
      await context.close();
    }
  } finally {
    server.stop();
  }
} finally {
  await browser.close();
}
console.log("Icons and screenshots written to public/.");
