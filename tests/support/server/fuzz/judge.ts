// Sending a fuzz case to the app in process and judging its answer.
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { createApp } from "../../../../server/app";
import type { FuzzCase } from "./types";

const REQUEST_TIMEOUT_MS = 20_000;

export interface Outcome {
  case: FuzzCase;
  status: number;
  contentType: string;
  text: string;
  problems: string[];
}

/** Stack frames, our file paths, error dumps: what no answer may show. */
const LEAKS: { name: string; pattern: RegExp; errorsOnly?: boolean }[] = [
  { name: "stack frame", pattern: /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+(?::\d+)?\)?/ },
  { name: "stack frame", pattern: /\n\s+at \S/ },
  { name: "internal path", pattern: /\/work\/[\w./-]*/ },
  { name: "internal path", pattern: /node_modules[\w./-]*/ },
  { name: "internal path", pattern: /\b(?:server|scripts|src)\/[\w/.-]+\.(?:ts|js|mjs|cjs)\b/ },
  { name: "internal path", pattern: /\/tmp\/spark-[\w./-]*/ },
  { name: "error dump", pattern: /\b[A-Z]\w*Error: [^"]*/, errorsOnly: true },
  { name: "error dump", pattern: /"stack"\s*:/, errorsOnly: true },
];

function decode(bytes: Buffer, encoding: string | null): Buffer {
  switch ((encoding ?? "").toLowerCase()) {
    case "gzip":
      return gunzipSync(bytes);
    case "br":
      return brotliDecompressSync(bytes);
    case "deflate":
      return inflateSync(bytes);
    default:
      return bytes;
  }
}

/** The request as text, so that an answer echoing the request's own path is not taken for a leak. */
function requestText(c: FuzzCase): string {
  let url = c.url;
  try {
    url = decodeURIComponent(c.url);
  } catch {
    // an invalid escape: the raw URL it is
  }
  const body = c.body ? Buffer.from(c.body.subarray(0, 100_000)).toString("utf8") : "";
  return `${c.url}\n${url}\n${c.headers.map(([n, v]) => `${n}: ${v}`).join("\n")}\n${body}`;
}

function judge(c: FuzzCase, status: number, contentType: string, text: string): string[] {
  const problems: string[] = [];
  const isPayments = new URL(c.url).pathname.startsWith("/payments/");
  if (status >= 500 && !(c.signedWebhook && status < 600)) problems.push(`status ${status}`);
  if (status < 100 || status > 599) problems.push(`status ${status} out of range`);
  const hasBody = text.length > 0;
  if (status >= 400 && c.method !== "HEAD") {
    const json = /\bjson\b/i.test(contentType);
    const html = isPayments && /^text\/html\b/i.test(contentType);
    if (!hasBody) problems.push("empty error body");
    else if (!json && !html) problems.push(`error body is ${contentType || "untyped"}, not JSON`);
  }
  if (hasBody && /\bjson\b/i.test(contentType)) {
    try {
      JSON.parse(text);
    } catch {
      problems.push("body is not valid JSON");
    }
  }
  if (/^text\/html\b/i.test(contentType) && text.includes("<script>alert(1)</script>")) problems.push("markup from the request reflected in a page");
  const sent = requestText(c);
  for (const { name, pattern, errorsOnly } of LEAKS) {
    if (errorsOnly && status < 400) continue;
    const match = pattern.exec(text);
    if (match && !sent.includes(match[0].trim())) problems.push(`${name}: ${JSON.stringify(match[0].slice(0, 80))}`);
  }
  return problems;
}

/** The fetch Request for a case, or null when fetch itself refuses it (a method or header value Node's parser would refuse too). */
export function build(c: FuzzCase): Request | null {
  try {
    return new Request(c.url, { method: c.method, headers: c.headers, body: c.body as BodyInit | null });
  } catch {
    return null;
  }
}

export async function exchange(app: ReturnType<typeof createApp>, c: FuzzCase, request: Request): Promise<Outcome> {
  const env = { incoming: { socket: { remoteAddress: c.remoteAddress, remotePort: 40_000, remoteFamily: c.remoteAddress.includes(":") ? "IPv6" : "IPv4" } } };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)), REQUEST_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([app.request(request, undefined, env), timeout]);
    const raw = Buffer.from(await Promise.race([res.arrayBuffer(), timeout]));
    const contentType = res.headers.get("content-type") ?? "";
    let text: string;
    try {
      // A HEAD answer names the encoding of the body it leaves out.
      text = raw.length === 0 ? "" : decode(raw, res.headers.get("content-encoding")).toString("utf8");
    } catch {
      return { case: c, status: res.status, contentType, text: raw.toString("latin1"), problems: [`body does not decode as ${res.headers.get("content-encoding")}`] };
    }
    return { case: c, status: res.status, contentType, text, problems: judge(c, res.status, contentType, text) };
  } catch (error) {
    return { case: c, status: -1, contentType: "", text: String(error), problems: [`threw: ${String(error).slice(0, 200)}`] };
  } finally {
    clearTimeout(timer);
  }
}

const excerpt = (text: string, max: number) => JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length})` : text);

/** One line per failure, enough to reproduce it: FUZZ_SEED and FUZZ_CASE run it again alone. */
export function describeFailure(o: Outcome): string {
  const c = o.case;
  const body = c.body ? `${c.body.length} B ${excerpt(Buffer.from(c.body.subarray(0, 200)).toString("utf8"), 100)}` : "none";
  const headers = c.headers.map(([n, v]) => `${n}: ${v.length > 60 ? `${v.slice(0, 60)}…` : v}`).join(" | ");
  return [
    `#${c.index} [${c.family}] ${c.method} ${excerpt(c.url, 160)} → ${o.status} ${o.contentType}: ${o.problems.join("; ")}`,
    `    headers: ${headers || "none"}`,
    `    body: ${body}`,
    `    answer: ${excerpt(o.text, 240)}`,
  ].join("\n");
}
