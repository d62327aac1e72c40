// The machine and the servers a bench run measures: CPU used, the load, a server of our own started
// with a full garbage collection on a signal (so that its memory figures are not the garbage of the
// moment), and the figures' formats.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib.mjs";

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
/** CPU seconds a process has used (user and system). @param {number | string} pid */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
/** The whole machine's busy and total CPU seconds, over every core. */
export function machineCpu() {
  const [, ...times] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const total = times.reduce((sum, t) => sum + t, 0) / ticksPerSecond;
  const idle = (times[3] + times[4]) / ticksPerSecond;
  return { busy: total - idle, total };
}
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

// On SIGUSR2 the server collects its garbage in full and prints its memory: figures that are not the
// garbage of the moment. (Its RSS alone also falls in steps of tens of MB, now and then, for a
// minute or two after a start, whatever it does: the allocator handing memory back.)
const MEMORY_ON_SIGNAL = `process.on("SIGUSR2", () => { globalThis.gc(); process.stdout.write("bench-memory " + JSON.stringify(process.memoryUsage()) + "\\n"); });`;
const GC_ON_SIGNAL = ["--expose-gc", "--import", `data:text/javascript,${encodeURIComponent(MEMORY_ON_SIGNAL)}`];

/**
 * @typedef {{ rss: number, heapUsed: number, external: number }} Memory
 * @typedef {{ url: string, port: number, pid: number, dataDir: string, rss: () => number, collect: () => Promise<Memory>, stop: () => Promise<unknown> }} Server
 * @param {number} port @param {NodeJS.ProcessEnv} env the server's environment (its DATA_DIR included)
 * @returns {Promise<Server>}
 */
export async function startServer(port, env) {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.join(root, ".tmp", "bench-rooms-prof")}`] : [];
  const child = spawn(process.execPath, [...profile, ...GC_ON_SIGNAL, "--import", "tsx", path.join(root, "server", "main.ts")], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The server exited with ${code}`)));
    child.stdout.on("data", (chunk) => String(chunk).includes("serving on") && resolve(undefined));
  });
  const pid = /** @type {number} */ (child.pid);
  /** @type {((memory: Memory) => void)[]} */
  const collecting = [];
  child.stdout.on("data", (chunk) => {
    for (const [, json] of String(chunk).matchAll(/^bench-memory (.*)$/gm)) collecting.shift()?.(JSON.parse(json));
  });
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid,
    dataDir: /** @type {string} */ (env.DATA_DIR),
    rss,
    /** Its memory after a full collection. */
    collect: () => new Promise((resolve) => (collecting.push(resolve), process.kill(pid, "SIGUSR2"))),
    stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))),
  };
}

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs `task` on each item, at most `limit` at once. @template T @param {T[]} items @param {number} limit @param {(item: T, index: number) => Promise<void>} task */
export async function eachLimited(items, limit, task) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  }));
}
/**
 * The server's memory once its RSS has stayed put (within 2 MB) for 15 s, after a full collection
 * each time: a server's RSS falls by tens of MB by itself in its first minute or two
 * (MEMORY_ON_SIGNAL), more than 1,000 streams take.
 * @param {Server} server
 */
export async function settled(server) {
  const since = performance.now();
  let memory = await server.collect();
  for (let still = 0; still < 3 && performance.now() - since < 180_000; ) {
    await sleep(5000);
    const now = await server.collect();
    still = Math.abs(now.rss - memory.rss) < 2 * 1024 * 1024 ? still + 1 : 0;
    memory = now;
  }
  return memory;
}

/** @param {number[]} sorted @param {number} p */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
export const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const pct = (/** @type {number} */ share) => `${(share * 100).toFixed(0)}%`;
