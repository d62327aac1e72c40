// A client that sends a chunked body (no Content-Length) and never ends it, for tests that a
// server refuses an oversized body while it is still coming instead of reading it all first, and
// (holdEndlessBody) that it then stops reading: it closes the connection instead of reading on.
import { request } from "node:http";
import { connect } from "node:net";

export interface EarlyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of body written when the answer's head arrived. */
  sentBytes: number;
}

/**
 * POSTs (or `method`s) to `url` a body of `chunkBytes` chunks, up to `maxBytes`, and then waits
 * without ending it. Resolves with the answer if one comes while the body is still open; rejects
 * if none has come `waitMs` after the last chunk was written (the server waits for the end).
 */
export function sendEndlessBody(
  url: string,
  options: { method?: string; headers?: Record<string, string>; chunkBytes?: number; maxBytes?: number; waitMs?: number } = {},
): Promise<EarlyAnswer> {
  const { method = "POST", headers = {}, chunkBytes = 16 * 1024, maxBytes = 16 * 1024 * 1024, waitMs = 5_000 } = options;
  const chunk = Buffer.alloc(chunkBytes, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method, headers: { ...headers, "Transfer-Encoding": "chunked" }, agent: false });
    // Refreshed by every chunk written: it fires once nothing has moved for waitMs.
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`No answer after ${sent} bytes were sent and ${waitMs} ms more: the server waits for the whole body.`));
    }, waitMs);
    req.on("response", (res) => {
      answered = true;
      clearTimeout(timer);
      const sentBytes = sent;
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      const done = () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString("utf8"), sentBytes });
      };
      res.on("end", done);
      res.on("error", done);
    });
    // The server closing the connection behind its answer is expected; before it, a failure.
    req.on("error", (error) => {
      if (!answered) setTimeout(() => answered || reject(new Error(`No answer, and the connection failed after ${sent} bytes: ${error.message}`)), 200);
    });
    const write = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.length;
        timer.refresh();
        if (!req.write(chunk)) {
          req.once("drain", write);
          return;
        }
      }
    };
    req.flushHeaders();
    write();
  });
}

export interface HeldAnswer {
  status: number;
  /** The answer's headers, names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** Bytes of body written when the answer's head arrived. */
  sentBytes: number;
  /** Whether the server closed the connection after answering, while the body was still coming. */
  closedByServer: boolean;
}

/**
 * Like sendEndlessBody, but on a plain socket that asks to be kept alive and goes on sending after
 * the answer, as an attacker would: a server that answers and then reads the body on (to reach
 * the next request on the connection) is only seen this way. Resolves once the server has closed
 * the connection after its answer (`closedByServer`), or `waitMs` after the answer if it has not;
 * rejects if no answer came `waitMs` after the last chunk.
 */
export function holdEndlessBody(
  url: string,
  options: { method?: string; headers?: Record<string, string>; chunkBytes?: number; maxBytes?: number; waitMs?: number } = {},
): Promise<HeldAnswer> {
  const { method = "POST", headers = {}, chunkBytes = 16 * 1024, maxBytes = 64 * 1024 * 1024, waitMs = 3_000 } = options;
  const { hostname, port, pathname, search } = new URL(url);
  const chunk = Buffer.concat([Buffer.from(`${chunkBytes.toString(16)}\r\n`), Buffer.alloc(chunkBytes, "a"), Buffer.from("\r\n")]);
  const head = [`${method} ${pathname}${search} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: keep-alive", "Transfer-Encoding: chunked", ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ""));
    let sent = 0;
    let received = Buffer.alloc(0);
    let answer: Omit<HeldAnswer, "closedByServer" | "body"> | null = null;
    let bodyStart = 0;
    let settled = false;
    const finish = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (!answer) {
        reject(new Error(`No answer after ${sent} bytes were sent; the connection ${closedByServer ? "was closed" : "stayed open"}.`));
        return;
      }
      const rest = received.subarray(bodyStart);
      const length = Number(answer.headers["content-length"] ?? rest.length);
      resolve({ ...answer, body: rest.subarray(0, length).toString("utf8"), closedByServer });
    };
    // Refreshed by every chunk written and by the answer: fires once nothing has moved for waitMs.
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf("\r\n\r\n");
      if (answer || end < 0) return;
      const [status, ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
      const answerHeaders = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      answer = { status: Number(status.split(" ")[1]), headers: answerHeaders, sentBytes: sent };
      bodyStart = end + 4;
      timer.refresh();
    });
    // The server ending or resetting the connection: what a server that stops reading does.
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    const write = () => {
      while (!settled && sent < maxBytes) {
        sent += chunkBytes;
        if (!answer) timer.refresh();
        if (!socket.write(chunk)) {
          socket.once("drain", write);
          return;
        }
      }
    };
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    write();
  });
}
