import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
await ctx.addInitScript(() => { localStorage.setItem("cookieConsent","true"); });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
await page.goto(process.argv[2]);
await page.waitForTimeout(3000);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(), total = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0; let id = profile.samples[i]; const seen = new Set(); let first = true;
  while (id) { const n = byId.get(id); const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; if (first) { self.set(key, (self.get(key) ?? 0) + dt); first = false; } if (!seen.has(key)) { total.set(key, (total.get(key) ?? 0) + dt); seen.add(key); } id = parent.get(id); }
}
const top = (m) => [...m.entries()].filter(([k]) => !k.startsWith("(idle)") && !k.startsWith("(program)") && !k.startsWith("(root)")).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join("\n");
console.log("SELF\n" + top(self));
console.log("TOTAL\n" + top(total));
await browser.close();
