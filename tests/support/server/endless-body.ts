// A client that sends a chunked body (no Content-Length) and never ends it, for tests that a
// server refuses an oversized body while it is still coming instead of reading it all first.
import { request } from "node:http";

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
