// A local stand-in for GA4's Measurement Protocol endpoint: an HTTP server on a free loopback port
// that records every request and answers with the statuses a test scripts (204 once they run out).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

interface RecordedRequest {
  method: string;
  /** Path and query: /mp/collect?measurement_id=…&api_secret=… */
  url: URL;
  contentType: string | undefined;
  body: unknown;
}

export interface GaRecorder {
  /** The collect URL to give the forwarder as its endpoint (GA_ENDPOINT). */
  endpoint: string;
  requests: RecordedRequest[];
  /** The next answers, in order: a status, or "hang" to never answer. */
  answerWith(...answers: (number | "hang")[]): void;
  /** Resolves once `count` requests have been recorded. */
  waitForRequests(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });

export async function startGaRecorder(): Promise<GaRecorder> {
  const requests: RecordedRequest[] = [];
  const answers: (number | "hang")[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: the test sees what arrived
    }
    requests.push({ method: req.method ?? "", url: new URL(req.url ?? "/", "http://recorder"), contentType: req.headers["content-type"], body });
    waiters.splice(0).forEach((wake) => wake());
    const answer = answers.shift() ?? 204;
    if (answer === "hang") return;
    res.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/mp/collect`,
    requests,
    answerWith: (...next) => void answers.push(...next),
    async waitForRequests(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`The GA recorder got ${requests.length} request(s), not ${count}, in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return requests.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
