import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await browser.startTracing(page, { path: "/tmp/trace.json", categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink"] });
await page.goto(process.argv[2]);
await page.waitForTimeout(4000);
await browser.stopTracing();
const events = JSON.parse(readFileSync("/tmp/trace.json", "utf8")).traceEvents;
const agg = new Map();
for (const e of events) if (e.ph === "X" && e.dur && ["UpdateLayoutTree","Layout","Paint","EvaluateScript","FunctionCall","ParseHTML","RunTask","v8.compile","ScheduleStyleRecalculation","Decode Image","RasterTask","ParseAuthorStyleSheet","CompositeLayers","PrePaint","Layerize","TimerFire","FireAnimationFrame","EventDispatch","v8.run","HitTest","MajorGC","MinorGC","ResourceReceivedData"].includes(e.name)) { const k=e.name; const a=agg.get(k)??{n:0,t:0,max:0}; a.n++; a.t+=e.dur/1000; a.max=Math.max(a.max,e.dur/1000); agg.set(k,a); }
console.log([...agg.entries()].sort((a,b)=>b[1].t-a[1].t).map(([k,a])=>`${k}: n=${a.n} total=${a.t.toFixed(0)}ms max=${a.max.toFixed(0)}ms`).join("\n"));
// Long RunTasks
const long = events.filter(e => e.name === "RunTask" && e.dur > 50000).map(e => Math.round(e.dur/1000));
console.log("long RunTasks", long);
await browser.close();
