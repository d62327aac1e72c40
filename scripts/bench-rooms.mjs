// Live rooms under load. Each run: R rooms of P participants, each participant's screen an open
// stream from an address of its own (through a trusted proxy, X-Forwarded-For), each room's host
// (one per room: host actions are limited per host) acting once a second for S seconds. Prints the
// time from a host's action to each participant's screen receiving it or a newer state (a stream
// sends the newest state only): p50, p99, max; the updates that never arrived (lost); errors
// (refused actions, streams cut); the server's memory per open stream (RSS after a full garbage
// collection, before and after opening them, and of that the JS heap and buffers); and the CPU the
// machine, this process (the 'phones') and the servers used meanwhile. The runs (`--runs`, all by default):
//   pglite    R × P (default 50 × 20 = 1,000 streams), one server on its embedded PGlite;
//   postgres  R × P, two servers on one throw-away PostgreSQL (hosts on the first, participants split);
//   big       25 × 200 = 5,000 streams (rooms of 200: hosts with the All-Access Pass), one server on PostgreSQL;
//   slow      three host streams that never read (raw sockets, paused) on a room of 200 while its
//             host acts as fast as the limit allows (2 a second for a minute, 120: the limit is a
//             minute's, not set by the environment): the server's memory before, at most and after.
// Figures, not pass/fail; targets: p99 <= 150 ms, 0 lost, <= 50 KB per connection.
// Usage: npm run bench:rooms [-- --rooms 50 --participants 20 --seconds 20 --runs pglite,postgres,big,slow]
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { ensureDependencies, log, root } from "./lib.mjs";

const RUNS = ["pglite", "postgres", "big", "slow"];
const { values: args } = parseArgs({
  options: {
    rooms: { type: "string", default: "50" },
    participants: { type: "string", default: "20" },
    seconds: { type: "string", default: "20" },
    runs: { type: "string", default: RUNS.join(",") },
    client: { type: "string", default: "http" },
  },
});
const ROOMS = Number(args.rooms);
const PARTICIPANTS = Number(args.participants);
const SECONDS = Number(args.seconds);
const runs = new Set(args.runs.split(",").map((name) => name.trim()));
for (const name of runs) if (!RUNS.includes(name)) throw new Error(`--runs takes ${RUNS.join(", ")}, not "${name}"`);
if (!["http", "fetch"].includes(args.client)) throw new Error(`--client takes http or fetch, not "${args.client}"`);
/** The big run: rooms of 200 (ROOM_CAPACITY.pass), 5,000 streams on one server. */
const BIG = { rooms: 25, participants: 200 };

// Every stream is a file descriptor here and one in the server (a child with the same limits).
const openFiles = Number(/^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"))?.[1] ?? Infinity);
const mostStreams = Math.max(runs.has("big") ? BIG.rooms * BIG.participants : 0, ROOMS * PARTICIPANTS);
if (openFiles < mostStreams + 1000) throw new Error(`ulimit -n is ${openFiles}: ${mostStreams} streams need at least ${mostStreams + 1000} (ulimit -n ${mostStreams * 2}).`);

ensureDependencies();
const { startLocalServices } = await import("./local-services.mjs");
const { webhookUrlFor } = await import("./payment-emulator.mjs");
const { startPostgres } = await import("./throwaway-postgres.mjs");
// The bench's parts (scripts/bench-rooms/): after the dependencies, which they use.
const { cpuSeconds, eachLimited, loadAverage, machineCpu, ms, kb, pct, percentile, settled, sleep, startServer: startServerWith } = await import("./bench-rooms/machine.mjs");
const { follow, followWithFetch, join, largestFreeDeck, newHosts: newHostsIn, startRoom } = await import("./bench-rooms/phones.mjs");
const { slowReaders: slowReadersIn } = await import("./bench-rooms/slow-readers.mjs");
/** @typedef {import("./bench-rooms/machine.mjs").Server} Server @typedef {import("./bench-rooms/phones.mjs").BenchRoom} BenchRoom */
// The streams are node:http requests with no agent, a connection each, as each phone has its own;
// not fetch (still there: `--client fetch`): with its web streams, at 5,000 streams this process's
// own event loop fell behind by a second or more, and the latency measured was the bench's.

const basePort = 4800 + Math.floor(Math.random() * 100);
const dataDir = path.join(root, ".tmp", "bench-rooms");
/** @type {NodeJS.ProcessEnv} */
const baseEnv = { ...process.env, HOST: "127.0.0.1", DATA_DIR: dataDir, TRUSTED_PROXY_HOPS: "1" };
for (const name of ["COGNITO_USER_POOL_ID", "COGNITO_CLIENT_ID", "STRIPE_SECRET_KEY", "DATABASE_URL"]) delete baseEnv[name];
for (const suffix of ["", "-2", "-3", "-4"]) rmSync(`${dataDir}${suffix}`, { recursive: true, force: true });
// Sign-in is on (hosts are signed in): the local emulators, as npm start runs them.
const services = await startLocalServices({ env: baseEnv, appPort: String(basePort), webhookUrl: webhookUrlFor(String(basePort), "127.0.0.1") });
/** A server of ours on `port`, its environment the bench's with `extra`. @param {number} port @param {NodeJS.ProcessEnv} extra */
const startServer = (port, extra = {}) => startServerWith(port, { ...baseEnv, ...extra });
/** @param {Server} server @param {number} count */
const newHosts = (server, count) => newHostsIn(server, count, baseEnv);
/** @param {Server} server */
const slowReaders = async (server) => (slowSummary = await slowReadersIn(server, baseEnv));






/** @type {{ label: string, streams: number, p50: number, p99: number, max: number, lost: number, errors: number, perStream: number[], jsPerStream: number[], cpu: string }[]} */
const results = [];

/**
 * One run: rooms hosted on `hostServer`, participants on `servers` in turn.
 * @param {string} label @param {Server} hostServer @param {Server[]} servers @param {{ rooms: number, participants: number }} size
 */
async function run(label, hostServer, servers, { rooms: roomCount, participants }) {
  const connections = roomCount * participants;
  log(`${label}: ${roomCount} rooms × ${participants} participants (${connections} streams), one action per room per second for ${SECONDS} s (load average ${loadAverage()})...`);
  const setupStarted = performance.now();
  const hosts = await newHosts(hostServer, roomCount);
  const deckId = await largestFreeDeck(hostServer);
  /** @type {BenchRoom[]} */
  const rooms = [];
  for (const auth of hosts) rooms.push({ code: await startRoom(hostServer, auth, deckId), auth, tokens: [], streams: [], actions: [] });
  // Rooms fill side by side, each room's participants one after another (P0, P1, ...: names differ).
  await eachLimited(rooms, 10, async (room, r) => {
    for (let p = 0; p < participants; p++) {
      const server = servers[(r * participants + p) % servers.length];
      room.tokens.push({ server, token: await join(server, room.code, `P${p}`) });
    }
  });
  // A room's streams at once, the rooms one after another (not 5,000 connections at one listen backlog).
  /** @param {BenchRoom} room */
  const open = async (room) => {
    room.streams = room.tokens.map(({ server, token }) => (args.client === "fetch" ? followWithFetch : follow)(server, room.code, token));
    await Promise.all(room.streams.map((s) => s.ready));
  };
  // The memory the streams take: the servers' resident memory before and after opening all but the
  // first room's (after a full collection: what they hold, not the garbage of opening them). The
  // first room's come before, so that what a server sets up once (its database connections, the
  // code compiled) is not counted as the streams'.
  const counted = rooms.length > 1 ? rooms.slice(1) : rooms;
  if (counted !== rooms) await open(rooms[0]);
  const memoryBefore = await Promise.all(servers.map(settled));
  for (const room of counted) await open(room);
  await sleep(2000);
  const memoryAfter = await Promise.all(servers.map((s) => s.collect()));
  const each = servers.map((server) => counted.reduce((sum, room) => sum + room.tokens.filter((t) => t.server === server).length, 0));
  const perStream = servers.map((_, i) => (memoryAfter[i].rss - memoryBefore[i].rss) / each[i]);
  // Of which the JS heap and buffers: what the streams' objects hold, not memory the process keeps.
  const jsPerStream = servers.map((_, i) => (memoryAfter[i].heapUsed + memoryAfter[i].external - memoryBefore[i].heapUsed - memoryBefore[i].external) / each[i]);
  log(`${label}: ${connections} streams open after ${((performance.now() - setupStarted) / 1000).toFixed(0)} s of setting up; ${SECONDS} s of actions...`);

  // Each room acts once a second, the rooms spread over the second.
  const sequence = ["next", "reveal", "hide"];
  /** @type {Map<string, number>} */
  const refused = new Map();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = { machine: machineCpu(), bench: process.cpuUsage(), servers: servers.map((s) => cpuSeconds(s.pid)), at: performance.now() };
  await Promise.all(
    rooms.map(async (room, r) => {
      await sleep((r * 1000) / roomCount);
      for (let s = 0; s < SECONDS; s++) {
        const due = performance.now() + 1000;
        const sent = performance.now();
        try {
          const res = await fetch(`${hostServer.url}/api/rooms/${room.code}/actions`, { method: "POST", headers: { Authorization: room.auth, "Content-Type": "application/json" }, body: JSON.stringify({ action: sequence[s % sequence.length] }) });
          if (res.status === 200) room.actions.push({ sent, version: (await res.json()).version });
          else refused.set(`action ${res.status}`, (refused.get(`action ${res.status}`) ?? 0) + 1);
        } catch {
          refused.set("action failed", (refused.get("action failed") ?? 0) + 1);
        }
        await sleep(Math.max(0, due - performance.now()));
      }
    }),
  );
  await sleep(2000);
  loopDelay.disable();
  const wall = (performance.now() - cpuBefore.at) / 1000;
  const machine = machineCpu();
  const cores = (machine.total - cpuBefore.machine.total) / wall;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const shares = {
    machine: (machine.busy - cpuBefore.machine.busy) / wall,
    bench: (benchCpu.user + benchCpu.system) / 1e6 / wall,
    servers: servers.map((s, i) => (cpuSeconds(s.pid) - cpuBefore.servers[i]) / wall),
  };
  const rest = shares.machine - shares.bench - shares.servers.reduce((sum, share) => sum + share, 0);

  // An update reached a screen when it or a newer state did (a stream sends the newest state only).
  /** @type {number[]} */
  const latencies = [];
  /** @type {number[][]} */
  const byServer = servers.map(() => []);
  let lost = 0;
  let streamErrors = 0;
  for (const room of rooms) {
    for (const [s, stream] of room.streams.entries()) {
      let i = 0;
      const on = servers.indexOf(room.tokens[s].server);
      for (const { sent, version } of room.actions) {
        while (i < stream.versions.length && stream.versions[i] < version) i++;
        if (i < stream.versions.length) {
          latencies.push(stream.times[i] - sent);
          byServer[on].push(stream.times[i] - sent);
        } else lost++;
      }
      streamErrors += stream.errors;
      stream.close();
    }
  }
  if (streamErrors) refused.set("streams cut", streamErrors);
  // The servers let the seats go (one write each) before they are stopped.
  await sleep(Math.min(5000, connections));
  const errors = [...refused.values()].reduce((sum, n) => sum + n, 0);
  latencies.sort((a, b) => a - b);
  for (const list of byServer) list.sort((a, b) => a - b);
  const [p50, p99, max] = [percentile(latencies, 50), percentile(latencies, 99), latencies.at(-1) ?? NaN];
  const cpu = `machine ${pct(shares.machine)} of ${cores.toFixed(0)} cores (${pct(shares.machine / cores)} busy), bench ${pct(shares.bench)}, server ${shares.servers.map(pct).join(" + ")}, rest ${pct(rest)}`;
  console.log(
    `${label}: ${connections} streams, ${latencies.length + lost} updates due: host action → participant p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}; ` +
      `lost ${lost}; errors ${errors}${errors ? ` (${[...refused].map(([what, n]) => `${what} ×${n}`).join(", ")})` : ""}; ` +
      `server memory per stream ${perStream.map(kb).join(" and ")} (JS heap and buffers ${jsPerStream.map(kb).join(" and ")}) (targets: p99 <= 150 ms, 0 lost, <= 50 KB)`,
  );
  console.log(
    `${label}: CPU during the actions (100% = one core): ${cpu} (PostgreSQL and anything else); ` +
      `the bench's event loop delay p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}`,
  );
  if (servers.length > 1) {
    const each = byServer.map((list, i) => `${i === 0 ? "the hosts' server" : `server ${i + 1}`} p50 ${ms(percentile(list, 50))}, p99 ${ms(percentile(list, 99))}, max ${ms(list.at(-1) ?? NaN)}`);
    console.log(`${label}: participants on ${each.join("; on ")}`);
  }
  results.push({ label, streams: connections, p50, p99, max, lost, errors, perStream, jsPerStream, cpu });
}

let slowSummary = "";

const began = performance.now();
log(`Load average ${loadAverage()}; ulimit -n ${openFiles}.`);
/** @type {{ stop: () => unknown }[]} */
const stopping = [];
/** @param {{ stop: () => unknown }} service */
const stopOne = async (service) => (await service.stop(), stopping.splice(stopping.indexOf(service), 1));
try {
  if (runs.has("pglite")) {
    const single = await startServer(basePort);
    stopping.push(single);
    await run("One server (PGlite)", single, [single], { rooms: ROOMS, participants: PARTICIPANTS });
    await stopOne(single);
  }
  if (runs.has("postgres") || runs.has("big") || runs.has("slow")) {
    const postgres = await startPostgres();
    stopping.push(postgres);
    if (runs.has("postgres")) {
      const first = await startServer(basePort + 1, { DATABASE_URL: postgres.url });
      stopping.push(first);
      // A DATA_DIR of its own: each server writes its own local admin token there.
      const second = await startServer(basePort + 2, { DATABASE_URL: postgres.url, DATA_DIR: `${dataDir}-2` });
      stopping.push(second);
      await run("Two servers (PostgreSQL)", first, [first, second], { rooms: ROOMS, participants: PARTICIPANTS });
      await stopOne(second);
      await stopOne(first);
    }
    // The slow run's server starts first and sits idle through the big run: its memory has
    // settled by the time it is measured (it would wait for that otherwise).
    const slow = runs.has("slow") ? await startServer(basePort + 4, { DATABASE_URL: postgres.url, DATA_DIR: `${dataDir}-4` }) : null;
    if (slow) stopping.push(slow);
    if (runs.has("big")) {
      const big = await startServer(basePort + 3, { DATABASE_URL: postgres.url, DATA_DIR: `${dataDir}-3` });
      stopping.push(big);
      await run("One server, 5,000 streams (PostgreSQL)", big, [big], BIG);
      await stopOne(big);
    }
    if (slow) {
      await slowReaders(slow);
      await stopOne(slow);
    }
  }
} finally {
  for (const service of [...stopping].reverse()) await service.stop();
  await services.stop();
}

console.log(`\nbench:rooms took ${((performance.now() - began) / 1000).toFixed(0)} s; load average now ${loadAverage()}.`);
console.log("| run | streams | p50 | p99 | max | lost | errors | server memory per stream | CPU during the actions |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const r of results) console.log(`| ${r.label} | ${r.streams} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.lost} | ${r.errors} | ${r.perStream.map(kb).join(" and ")} (JS ${r.jsPerStream.map(kb).join(" and ")}) | ${r.cpu} |`);
if (slowSummary) console.log(slowSummary);
console.log("Targets: p99 <= 150 ms, 0 lost, <= 50 KB per connection.");
