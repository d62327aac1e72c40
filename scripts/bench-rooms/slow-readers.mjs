// The bench's non-reading streams: host streams of a room of 200 that never read (raw sockets,
// paused) while the host acts as fast as the limit allows; the server's memory before and after,
// and where the states went (the kernel's socket queues).
import net from "node:net";
import { execFileSync } from "node:child_process";
import { kb, loadAverage, mb, settled, sleep } from "./machine.mjs";
import { join, largestFreeDeck, newHosts, startRoom } from "./phones.mjs";
import { log } from "../lib.mjs";

/** @typedef {import("./machine.mjs").Server} Server @typedef {import("./machine.mjs").Memory} Memory */

/** Streams that never read, a host acting at its limit (120 a minute) for a minute. */
const SLOW = { streams: 3, participants: 200, actions: 120, intervalMs: 500 };

/**
 * The server's memory while host streams that never read are open and the host acts as fast as
 * allowed, in a room of 200 (the host's state carries 200 names of 40 characters).
 * @param {Server} server @param {NodeJS.ProcessEnv} env the environment hosts are made in
 * @returns {Promise<string>} the figures, in one line
 */
export async function slowReaders(server, env) {
  log(`Non-reading streams: ${SLOW.streams} host streams never read, a room of ${SLOW.participants}, ${SLOW.actions} host actions in ${(SLOW.actions * SLOW.intervalMs) / 1000} s (load average ${loadAverage()})...`);
  const [auth] = await newHosts(server, 1, env);
  const code = await startRoom(server, auth, await largestFreeDeck(server));
  for (let p = 0; p < SLOW.participants; p++) await join(server, code, `Participant ${String(p).padStart(3, "0")} `.padEnd(40, "abcdefghijklmnopqrstuvwxyz"));
  // The memory after a full collection each time: without the streams, with them, after the minute.
  const closed = await settled(server);
  /** @type {net.Socket[]} */
  const sockets = [];
  for (let i = 0; i < SLOW.streams; i++) {
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    socket.write(`GET /api/rooms/${code}/events HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAuthorization: ${auth}\r\nAccept: text/event-stream\r\n\r\n`);
    socket.pause();
    sockets.push(socket);
  }
  const before = await server.collect();
  let rssMost = server.rss();
  const sampler = setInterval(() => (rssMost = Math.max(rssMost, server.rss())), 250);
  const sequence = ["next", "reveal", "hide"];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  let stateBytes = 0;
  let present = 0;
  for (let a = 0; a < SLOW.actions; a++) {
    const due = performance.now() + SLOW.intervalMs;
    const res = await fetch(`${server.url}/api/rooms/${code}/actions`, { method: "POST", headers: { Authorization: auth, "Content-Type": "application/json" }, body: JSON.stringify({ action: sequence[a % sequence.length] }) });
    const text = await res.text();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status === 200) {
      stateBytes = Math.max(stateBytes, Buffer.byteLength(text));
      present = JSON.parse(text).participants?.length ?? 0;
    }
    await sleep(Math.max(0, due - performance.now()));
  }
  clearInterval(sampler);
  const after = await server.collect();
  // Where the states went: the kernel's queues of these connections (not the server's memory).
  const ports = new Set(sockets.map((s) => String(s.localPort)));
  let serverSendQ = 0;
  let clientRecvQ = 0;
  try {
    for (const line of execFileSync("ss", ["-tnH", "state", "established"], { encoding: "utf8" }).split("\n")) {
      const [recvQ, sendQ, local, peer] = line.trim().split(/\s+/);
      if (local?.endsWith(`:${server.port}`) && ports.has(peer?.split(":").at(-1) ?? "")) serverSendQ += Number(sendQ);
      if (peer?.endsWith(`:${server.port}`) && ports.has(local?.split(":").at(-1) ?? "")) clientRecvQ += Number(recvQ);
    }
  } catch {
    // no ss here: the queues go unreported
  }
  // Then the sockets read what waits for them: how many states, and whether the server had cut them.
  const delivered = await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          let text = "";
          let cut = false;
          socket.setEncoding("utf8");
          socket.on("data", (chunk) => (text += chunk));
          socket.on("error", () => (cut = true));
          const finish = () => resolve({ status: /^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? "none", states: text.split("event: state\n").length - 1, bytes: text.length, cut });
          socket.once("end", () => ((cut = true), finish()));
          setTimeout(() => (socket.destroy(), finish()), 3000);
          socket.resume();
        }),
    ),
  );
  await sleep(1000);
  const gone = await server.collect();
  const answered = [...statuses].map(([status, n]) => `${status} ×${n}`).join(", ");
  const js = (/** @type {Memory} */ m) => m.heapUsed + m.external;
  const summary =
    `Non-reading streams (${SLOW.streams}, host of a room of ${present}, state ${kb(stateBytes)}; actions ${answered}): server RSS before ${mb(before.rss)}, ` +
    `after the minute ${mb(after.rss)}, growth ${mb(after.rss - before.rss)} (at most ${mb(rssMost)} during it); its JS heap and buffers ${mb(js(before))} → ${mb(js(after))}, ` +
    `growth ${kb(js(after) - js(before))} (${kb((js(after) - js(before)) / SLOW.streams)} per stream; ${mb(stateBytes * SLOW.actions * SLOW.streams)} were every state kept); ` +
    `before the streams opened: RSS ${mb(closed.rss)}, JS ${mb(js(closed))}; after they closed: RSS ${mb(gone.rss)}, JS ${mb(js(gone))}`;
  console.log(summary);
  console.log(
    `Non-reading streams: in the kernel after the minute, ${kb(serverSendQ)} in the server's send queues and ${kb(clientRecvQ)} in the readers' receive queues; ` +
      `then read: ${delivered.map((d) => `${d.status}, ${d.states} states (${kb(d.bytes)})${d.cut ? ", then closed by the server" : ""}`).join("; ")}`,
  );
  return summary;
}
