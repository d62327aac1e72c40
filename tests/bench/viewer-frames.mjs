// Benchmark: 20 flips and 20 swipes on a phone viewport with the CPU throttled 4x, frame times
// from requestAnimationFrame. Prints figures; it is not a pass/fail test.
// Usage: npm run bench:viewer   (builds if needed and starts its own server)
import path from "node:path";
import { chromiumOptions, ensureBuild, ensureDependencies, root, startServer } from "../../scripts/lib.mjs";

ensureDependencies();
ensureBuild();
const { chromium } = await import("@playwright/test");

const FLIPS = 20;
const SWIPES = 20;
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);

/**
 * The page's window, with the frame times this benchmark collects in it.
 * @typedef {Window & typeof globalThis & { __frames: number[], __raf: number }} BenchWindow
 */

const server = await startServer({ port: 4300 + Math.floor(Math.random() * 100), dataDir: path.join(root, ".tmp", "bench-data") });
const browser = await chromium.launch(chromiumOptions());
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await context.addInitScript(() => {
    localStorage.setItem("cookieConsent", "true");
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {import("../../shared/api-types.ts").DeckSummary[]} */
  const decks = await (await fetch(`${server.url}/api/decks`)).json();
  const deck = decks.find((d) => !d.isPremium && d.cardCount > SWIPES + 1);
  if (!deck) throw new Error(`There is no free deck of more than ${SWIPES + 1} cards to measure.`);
  await page.goto(`${server.url}/deck/${deck.deckId}`);
  await page.getByText("Tap to hide").waitFor();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

  await page.evaluate(() => {
    const bench = /** @type {BenchWindow} */ (window);
    bench.__frames = [];
    /** @param {number} t */
    const tick = (t) => {
      bench.__frames.push(t);
      bench.__raf = requestAnimationFrame(tick);
    };
    bench.__raf = requestAnimationFrame(tick);
  });

  for (let i = 0; i < FLIPS; i++) {
    await page.keyboard.press(" ");
    await page.waitForTimeout(500);
  }
  const box = await page.locator(".card-shell").boundingBox();
  if (!box) throw new Error("The card is not on screen.");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  for (let i = 0; i < SWIPES; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x - step * 20, y }] });
      await page.waitForTimeout(16);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForTimeout(500);
  }

  const frames = await page.evaluate(() => {
    const bench = /** @type {BenchWindow} */ (window);
    cancelAnimationFrame(bench.__raf);
    return bench.__frames;
  });
  const reached = await page.getByText(/^\d+ of \d+$/).textContent();
  const deltas = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
  const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
  const p95 = deltas[Math.floor(deltas.length * 0.95)];
  const over20 = deltas.filter((d) => d > 20).length / deltas.length;
  console.log(`Deck viewer, ${FLIPS} flips + ${SWIPES} swipes, 390x844, CPU ${CPU_SLOWDOWN}x slower (ended on card ${reached})`);
  console.log(`  frames:            ${frames.length} over ${seconds.toFixed(1)} s`);
  console.log(`  frames per second: ${(frames.length / seconds).toFixed(1)}`);
  console.log(`  p95 frame time:    ${p95.toFixed(1)} ms`);
  console.log(`  frames over 20 ms: ${(over20 * 100).toFixed(1)} %`);
} finally {
  await browser.close();
  server.stop();
}
