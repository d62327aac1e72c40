// Live rooms under load: R rooms of P participants (default 50 × 20 = 1,000 open streams), each
// room's host acting once a second for S seconds. Prints the time from a host's action to each
// participant's screen receiving it (p50, p99, max), the updates lost, errors, and the server's
// memory per open stream; first with one server on its embedded PGlite, then with two servers on
// one PostgreSQL (hosts on the first, participants split between both). Figures, not pass/fail;
// targets: p99 <= 150 ms, 0 lost, <= 50 KB per connection.
// Usage: npm run bench:rooms [-- --rooms 50 --participants 20 --seconds 20]
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureDependencies, log, root } from "./lib.mjs";

const { values: args } = parseArgs({
  options: { rooms: { type: "string", default: "50" }, participants: { type: "string", default: "20" }, seconds: { type: "string", default: "20" } },
});
const ROOMS = Number(args.rooms);
const PARTICIPANTS = Number(args.participants);
const SECONDS = Number(args.seconds);

ensureDependencies();
const { startLocalServices } = await import("./local-services.mjs");
const { webhookUrlFor } = await import("./payment-emulator.mjs");
const { startPostgres } = await import("./throwaway-postgres.mjs");
const { newPassHolder } = await import("./bench-accounts.mjs");
// Node's fetch opens a connection per stream (no limit per origin), as each phone has its own.

const basePort = 4800 + Math.floor(Math.random() * 100);
const dataDir = path.join(root, ".tmp", "bench-rooms");
rmSync(dataDir, { recursive: true, force: true });
/** @type {NodeJS.ProcessEnv} */
const baseEnv = { ...process.env, HOST: "127.0.0.1", DATA_DIR: dataDir, TRUSTED_PROXY_HOPS: "1" };
for (const name of ["COGNITO_USER_POOL_ID", "COGNITO_CLIENT_ID", "STRIPE_SECRET_KEY", "DATABASE_URL"]) delete baseEnv[name];
// Sign-in is on (hosts are signed in): the local emulators, as npm start runs them.
const services = await startLocalServices({ env: baseEnv, appPort: String(basePort), webhookUrl: webhookUrlFor(String(basePort), "127.0.0.1") });

/** @param {number} port @param {NodeJS.ProcessEnv} extra */
async function startServer(port, extra = {}) {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.join(root, ".tmp", "bench-rooms-prof")}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", path.join(root, "server", "main.ts")], {
    cwd: root,
    env: { ...baseEnv, ...extra, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The server exited with ${code}`)));
    child.stdout.on("data", (chunk) => String(chunk).includes("serving on") && resolve(undefined));
  });
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  return { url: `http://127.0.0.1:${port}`, rss, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
}

/**
 * @typedef {{ arrived: Map<number, number>, errors: number, ready: Promise<void>, close: () => void }} Follower
 * @typedef {{ code: string, auth: string, tokens: { server: string, token: string }[], streams: Follower[], actions: { sent: number, version: number }[] }} BenchRoom
 */

/**
 * A participant's stream: every state's version, with when it arrived.
 * @param {string} url @param {string} code @param {string} token
 * @returns {Follower}
 */
function follow(url, code, token) {
  const arrived = new Map();
  const controller = new AbortController();
  /** @type {Follower} */
  const stream = { arrived, errors: 0, ready: Promise.resolve(), close: () => controller.abort() };
  stream.ready = (async () => {
    const res = await fetch(`${url}/api/rooms/${code}/events`, { headers: { "X-Room-Token": token }, signal: controller.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: ?(\d+)$/m.exec(message)?.[1];
            if (id && !arrived.has(Number(id))) arrived.set(Number(id), performance.now());
          }
        }
      } catch {
        if (!controller.signal.aborted) stream.errors++;
      }
    })();
  })();
  return stream;
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * One run: rooms hosted on `hostServer`, participants on `servers` in turn.
 * @param {string} label @param {{ url: string, rss: () => number }} hostServer @param {{ url: string, rss: () => number }[]} servers
 */
async function run(label, hostServer, servers) {
  log(`${label}: ${ROOMS} rooms × ${PARTICIPANTS} participants, one action per room per second for ${SECONDS} s...`);
  const hosts = [];
  // Rooms started are limited per person (30 per 10 minutes): a host per 25 rooms.
  for (let i = 0; i < Math.ceil(ROOMS / 25); i++) hosts.push(`Bearer ${await newPassHolder({ url: hostServer.url, env: baseEnv, dataDir, name: "Host" })}`);
  /** @type {import("../shared/api-types.ts").DeckSummary[]} */
  const decks = await (await fetch(`${hostServer.url}/api/decks`)).json();
  const deck = decks.filter((d) => !d.isPremium).sort((a, b) => b.cardCount - a.cardCount)[0];
  /** @type {BenchRoom[]} */
  const rooms = [];
  let errors = 0;
  let address = 0;
  for (let r = 0; r < ROOMS; r++) {
    const auth = hosts[Math.floor(r / 25)];
    const res = await fetch(`${hostServer.url}/api/rooms`, { method: "POST", headers: { Authorization: auth, "Content-Type": "application/json" }, body: JSON.stringify({ deckId: deck.deckId, levels: [1, 2, 3], timerSeconds: 0 }) });
    if (res.status !== 201) throw new Error(`Starting a room: ${res.status} ${await res.text()}`);
    const { code } = await res.json();
    /** @type {BenchRoom} */
    const room = { code, auth, tokens: [], streams: [], actions: [] };
    for (let p = 0; p < PARTICIPANTS; p++) {
      const server = servers[(r * PARTICIPANTS + p) % servers.length];
      // Each participant from an address of their own (through a trusted proxy), as phones are.
      const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;
      const joined = await fetch(`${server.url}/api/rooms/${code}/participants`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": forwarded }, body: JSON.stringify({ name: `P${p}` }) });
      if (joined.status !== 201) throw new Error(`Joining: ${joined.status} ${await joined.text()}`);
      room.tokens.push({ server: server.url, token: (await joined.json()).token });
    }
    rooms.push(room);
  }
  // The memory the streams take: the servers' resident memory before and after opening them all.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = servers.map((s) => s.rss());
  for (const room of rooms) room.streams = room.tokens.map(({ server, token }) => follow(server, room.code, token));
  await Promise.all(rooms.flatMap((room) => room.streams.map((s) => s.ready)));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const connections = ROOMS * PARTICIPANTS;
  const perConnection = servers.map((s, i) => (s.rss() - rssBefore[i]) / (connections / servers.length));

  // Each room acts once a second, the rooms spread over the second.
  const sequence = ["next", "reveal", "hide"];
  await Promise.all(
    rooms.map(async (room, r) => {
      await new Promise((resolve) => setTimeout(resolve, (r * 1000) / ROOMS));
      for (let s = 0; s < SECONDS; s++) {
        const due = performance.now() + 1000;
        const sent = performance.now();
        try {
          const res = await fetch(`${hostServer.url}/api/rooms/${room.code}/actions`, { method: "POST", headers: { Authorization: room.auth, "Content-Type": "application/json" }, body: JSON.stringify({ action: sequence[s % sequence.length] }) });
          if (res.status === 200) room.actions.push({ sent, version: (await res.json()).version });
          else errors++;
        } catch {
          errors++;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const latencies = [];
  let lost = 0;
  for (const room of rooms) {
    for (const { sent, version } of room.actions) {
      for (const stream of room.streams) {
        const at = stream.arrived.get(version);
        if (at === undefined) lost++;
        else latencies.push(at - sent);
      }
    }
    for (const stream of room.streams) {
      errors += stream.errors;
      stream.close();
    }
  }
  latencies.sort((a, b) => a - b);
  const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
  console.log(
    `${label}: ${connections} streams, ${latencies.length + lost} updates due: host action → participant p50 ${ms(percentile(latencies, 50))}, ` +
      `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}; lost ${lost}; errors ${errors}; ` +
      `server memory per stream ${perConnection.map((bytes) => `${(bytes / 1024).toFixed(1)} KB`).join(" and ")} (targets: p99 <= 150 ms, 0 lost, <= 50 KB)`,
  );
}

const stopping = [];
try {
  const single = await startServer(basePort);
  stopping.push(single);
  await run("One server (PGlite)", single, [single]);
  await single.stop();
  stopping.pop();

  const postgres = await startPostgres();
  stopping.push(postgres);
  const first = await startServer(basePort + 1, { DATABASE_URL: postgres.url });
  stopping.push(first);
  // A DATA_DIR of its own: each server writes its own local admin token there.
  const second = await startServer(basePort + 2, { DATABASE_URL: postgres.url, DATA_DIR: `${dataDir}-2` });
  stopping.push(second);
  await run("Two servers (PostgreSQL)", first, [first, second]);
} finally {
  for (const service of stopping.reverse()) await service.stop();
  await services.stop();
}
