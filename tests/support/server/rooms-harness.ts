// What the rooms' API tests share: signed-in hosts, calls, and a reader of a room's event stream
// that waits for the state a test expects.
import { expect } from "vitest";
import type { RoomJoined, RoomState } from "../../../shared/rooms";
import { ROOM_TOKEN_HEADER } from "../../../shared/rooms";

export type Fetch = (url: string, init?: RequestInit) => Response | Promise<Response>;
type Headers = Record<string, string>;

export const json = (body: unknown, headers: Headers = {}): RequestInit => ({
  method: "POST",
  headers: { ...headers, "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

export async function startRoom(fetch: Fetch, host: Headers, settings: Record<string, unknown>): Promise<string> {
  const res = await fetch("/api/rooms", json(settings, host));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

export async function join(fetch: Fetch, code: string, name: string): Promise<RoomJoined> {
  const res = await fetch(`/api/rooms/${code}/participants`, json({ name }));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as RoomJoined;
}

/** `?lang=` for a language other than English (the API's default). */
const langQuery = (lang?: string) => (lang ? `?lang=${lang}` : "");

export async function act(fetch: Fetch, code: string, host: Headers, action: string, lang?: string): Promise<Response> {
  return fetch(`/api/rooms/${code}/actions${langQuery(lang)}`, json({ action }, host));
}

export const asParticipant = (joined: RoomJoined): Headers => ({ [ROOM_TOKEN_HEADER]: joined.token });

/** An open event stream: the states it has sent, and a wait for one that matches. */
export interface StateStream {
  states: RoomState[];
  /** The first state (sent or still to come) for which `match` holds; fails after `ms`. */
  waitFor(match: (state: RoomState) => boolean, ms?: number): Promise<RoomState>;
  /** Resolves when the server has closed the stream. */
  closed: Promise<void>;
  close(): void;
}

/** A screen's stream, reading the deck in `lang` (English when none). */
export async function openStream(fetch: Fetch, code: string, headers: Headers, lang?: string): Promise<StateStream> {
  const controller = new AbortController();
  const res = await fetch(`/api/rooms/${code}/events${langQuery(lang)}`, { headers, signal: controller.signal });
  expect(res.status, res.status === 200 ? "" : await res.text()).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const states: RoomState[] = [];
  const waiters = new Set<() => void>();
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const closed = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message
            .split("\n")
            .filter((line) => line.startsWith("data:"))
            .map((line) => line.slice(5).trimStart())
            .join("\n");
          if (data) {
            states.push(JSON.parse(data) as RoomState);
            waiters.forEach((wake) => wake());
          }
        }
      }
    } catch {
      // aborted by close()
    }
    waiters.forEach((wake) => wake());
  })();
  let ended = false;
  void closed.then(() => (ended = true));
  return {
    states,
    closed,
    close: () => controller.abort(),
    waitFor(match, ms = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = states.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          } else if (ended) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`The stream closed without the state awaited; it sent ${JSON.stringify(states.map((s) => [s.version, s.status, s.position, s.faceUp]))}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No such state within ${ms} ms; the stream sent ${JSON.stringify(states.map((s) => [s.version, s.status, s.position, s.faceUp]))}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}
