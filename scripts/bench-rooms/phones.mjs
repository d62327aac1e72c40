// The bench's phones and hosts: accounts, rooms, joins from addresses of their own, and the streams
// they follow (node:http, one connection each; or fetch).
import http from "node:http";
import { eachLimited } from "./machine.mjs";
import { newPassHolder } from "../bench-accounts.mjs";
import { createParser } from "eventsource-parser";

/** @typedef {import("./machine.mjs").Server} Server */

/** A host of their own per room: host actions are limited per host (120 a minute). @param {Server} server @param {number} count @param {NodeJS.ProcessEnv} env */
export async function newHosts(server, count, env) {
  /** @type {string[]} */
  const hosts = new Array(count);
  await eachLimited(hosts, 8, async (_, i) => {
    hosts[i] = `Bearer ${await newPassHolder({ url: server.url, env, dataDir: server.dataDir, name: `Host ${i + 1}` })}`;
  });
  return hosts;
}

/** @param {Server} server */
export async function largestFreeDeck(server) {
  /** @type {import("../../shared/api-types.ts").DeckSummary[]} */
  const decks = await (await fetch(`${server.url}/api/decks`)).json();
  return decks.filter((d) => !d.isPremium).sort((a, b) => b.cardCount - a.cardCount)[0].deckId;
}

/** @param {Server} server @param {string} auth @param {string} deckId @returns {Promise<string>} */
export async function startRoom(server, auth, deckId) {
  const res = await fetch(`${server.url}/api/rooms`, { method: "POST", headers: { Authorization: auth, "Content-Type": "application/json" }, body: JSON.stringify({ deckId, levels: [1, 2, 3], timerSeconds: 0 }) });
  if (res.status !== 201) throw new Error(`Starting a room: ${res.status} ${await res.text()}`);
  return (await res.json()).code;
}

// Each participant from an address of their own (through a trusted proxy), as phones are; never
// the same one twice in a bench, since the limits' counts outlive a run on PostgreSQL.
let address = 0;
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

/** Joins `name` to a room: their token. @param {Server} server @param {string} code @param {string} name */
export async function join(server, code, name) {
  const res = await fetch(`${server.url}/api/rooms/${code}/participants`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() }, body: JSON.stringify({ name }) });
  if (res.status !== 201) throw new Error(`Joining as ${name}: ${res.status} ${await res.text()}`);
  return /** @type {string} */ ((await res.json()).token);
}

/**
 * @typedef {{ versions: number[], times: number[], errors: number, ready: Promise<void>, close: () => void }} Follower
 * @typedef {{ code: string, auth: string, tokens: { server: Server, token: string }[], streams: Follower[], actions: { sent: number, version: number }[] }} BenchRoom
 */

/**
 * Reads a stream's text as it arrives: each event's id (the state's version) newer than the last is
 * kept, with when its chunk arrived.
 * @param {Follower} stream
 * @returns {(chunk: string, at: number) => void}
 */
function eventReader(stream) {
  let arrived = 0;
  // The page's own reader (src/features/rooms/room-stream.ts) is eventsource-parser too.
  const parser = createParser({
    onEvent: ({ id }) => {
      if (id && Number(id) > (stream.versions.at(-1) ?? -1)) {
        stream.versions.push(Number(id));
        stream.times.push(arrived);
      }
    },
  });
  return (chunk, at) => {
    arrived = at;
    parser.feed(chunk);
  };
}

/**
 * A participant's stream: every state's version, in the order they came, with when each arrived.
 * An end or error the bench did not ask for counts as an error.
 * @param {Server} server @param {string} code @param {string} token
 * @returns {Follower}
 */
export function follow(server, code, token) {
  let closing = false;
  /** @type {http.ClientRequest} */
  let request;
  /** @type {Follower} */
  const stream = { versions: [], times: [], errors: 0, ready: Promise.resolve(), close: () => ((closing = true), request.destroy()) };
  const failed = () => {
    if (!closing) stream.errors++;
    closing = true;
  };
  stream.ready = new Promise((resolve, reject) => {
    request = http.get(`${server.url}/api/rooms/${code}/events`, { agent: false, headers: { "X-Room-Token": token, Accept: "text/event-stream" } });
    request.on("error", (error) => (failed(), reject(error)));
    request.on("response", (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      resolve(undefined);
      res.setEncoding("utf8");
      const read = eventReader(stream);
      res.on("data", (/** @type {string} */ chunk) => read(chunk, performance.now()));
      res.on("end", failed);
      res.on("error", failed);
    });
  });
  return stream;
}

/**
 * The same with fetch and its web streams (`--client fetch`), as the bench was first written.
 * @param {Server} server @param {string} code @param {string} token
 * @returns {Follower}
 */
export function followWithFetch(server, code, token) {
  const controller = new AbortController();
  /** @type {Follower} */
  const stream = { versions: [], times: [], errors: 0, ready: Promise.resolve(), close: () => controller.abort() };
  stream.ready = (async () => {
    const res = await fetch(`${server.url}/api/rooms/${code}/events`, { headers: { "X-Room-Token": token }, signal: controller.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      const read = eventReader(stream);
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          read(value, performance.now());
        }
      } catch {
        // aborted, or cut: told apart below
      }
      if (!controller.signal.aborted) stream.errors++;
    })();
  })();
  return stream;
}
