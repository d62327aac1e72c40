// Local mode only: the emulator under this server's origin at /identity/, so the app is served on
// one port and the page talks to the identity service same-origin (CSP connect-src 'self').
//   POST /identity/                      → emulator POST /  (X-Amz-Target JSON API)
//   GET|POST /identity/oauth2/authorize  → its hosted login form (form action kept under /identity/)
//   POST /identity/oauth2/token          → its token endpoint
//   GET /identity/<pool>/.well-known/jwks.json
//   GET /identity/logout                 → a stand-in for Cognito's /logout (the emulator has none)
import { request, type IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "../http/errors";

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"];
const FORWARDED_REQUEST_HEADERS = ["content-type", "x-amz-target", "x-amz-user-agent", "accept", "accept-language", "user-agent"];
/** The emulator pastes these into its login page unescaped: allow only what real values look like. */
const SAFE_FORM_VALUE = /^[A-Za-z0-9._~+/=:, -]*$/;
const REFLECTED_FIELDS = ["client_id", "response_type", "code_challenge", "code_challenge_method", "scope", "state"];

/** At most one value per reflected field (the emulator would join repeats), each plain text. */
function reflectedFieldsAreSafe(params: URLSearchParams): boolean {
  return REFLECTED_FIELDS.every((name) => {
    const values = params.getAll(name);
    return values.length <= 1 && values.every((value) => value.length <= 2048 && SAFE_FORM_VALUE.test(value));
  });
}

/**
 * One request to the emulator on a fresh loopback connection. (fetch would reuse a keep-alive
 * socket the emulator may have closed, and cannot retry a streamed POST body on it: EPIPE.)
 */
function send(url: string, method: string, headers: Record<string, string>, body: string | ReadableStream<Uint8Array> | null) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { method, headers, agent: false, timeout: 10_000 }, resolve);
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timed out")));
    if (body === null) req.end();
    else if (typeof body === "string") req.end(body);
    else Readable.fromWeb(body as import("node:stream/web").ReadableStream).on("error", (e) => req.destroy(e)).pipe(req);
  });
}

export function identityProxy(emulatorEndpoint: string) {
  const upstream = emulatorEndpoint.replace(/\/+$/, "");
  // Full paths, mounted at the app's root: Hono would turn a sub-app's "/" into "/identity", and
  // the Cognito library posts to "/identity/" exactly.
  const routes = new Hono();
  routes.use("/identity/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  routes.use("/identity/*", bodyLimit({ maxSize: 64 * 1024, onError: (c) => apiError(c, 413, "payload_too_large", "That request is too large.") }));

  async function forward(c: Context, upstreamPath: string, body?: string) {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    let res: IncomingMessage;
    try {
      res = await send(`${upstream}${upstreamPath}${new URL(c.req.url).search}`, c.req.method, headers, hasBody ? (body ?? c.req.raw.body) : null);
    } catch (error) {
      console.error(`Identity proxy: ${c.req.method} ${upstreamPath} failed:`, error);
      return apiError(c, 502, "identity_unavailable", "The local identity emulator is not answering.");
    }
    const status = res.statusCode ?? 502;
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined || HOP_BY_HOP.includes(name) || name === "x-powered-by") continue;
      if (name.startsWith("access-control-")) continue; // same origin: the emulator's `*` CORS is not wanted
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
    }
    const location = out.get("location");
    if (location?.startsWith(upstream)) out.set("location", `/identity${location.slice(upstream.length)}`);
    else if (location?.startsWith("/")) out.set("location", `/identity${location}`);
    if ((out.get("content-type") ?? "").startsWith("text/html")) {
      // The login form posts to "/oauth2/authorize" (root-relative): keep the flow under /identity/.
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const html = Buffer.concat(chunks).toString("utf8").replace(/action="\/(?!identity\/)/g, 'action="/identity/');
      out.delete("content-length");
      out.delete("etag");
      return new Response(html, { status, headers: out });
    }
    const stream = status === 204 || status === 304 ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
    return new Response(stream, { status, headers: out });
  }

  routes.post("/identity/", (c) => forward(c, "/"));
  routes.get("/identity/oauth2/authorize", (c) => {
    if (!reflectedFieldsAreSafe(new URL(c.req.url).searchParams)) return apiError(c, 400, "invalid_request", "A sign-in parameter has characters it cannot have.");
    return forward(c, "/oauth2/authorize");
  });
  routes.post("/identity/oauth2/authorize", async (c) => {
    const raw = await c.req.text();
    if (!reflectedFieldsAreSafe(new URLSearchParams(raw))) {
      return apiError(c, 400, "invalid_request", "A sign-in parameter has characters it cannot have.");
    }
    return forward(c, "/oauth2/authorize", raw);
  });
  routes.post("/identity/oauth2/token", (c) => forward(c, "/oauth2/token"));
  routes.get("/identity/:poolId/.well-known/jwks.json", (c) => forward(c, `/${c.req.param("poolId")}/.well-known/jwks.json`));
  routes.get("/identity/logout", (c) => {
    // Cognito's /logout ends the hosted-UI session and returns to logout_uri; the emulator keeps no
    // such session, so only the redirect remains. Same origin only: no open redirect.
    const target = c.req.query("logout_uri") ?? "/";
    const origin = new URL(c.req.url).origin;
    let url: URL;
    try {
      url = new URL(target, origin);
    } catch {
      return apiError(c, 400, "invalid_request", "logout_uri is not a URL.");
    }
    if (url.origin !== origin) return apiError(c, 400, "invalid_request", "logout_uri must be on this site.");
    return c.redirect(url.toString(), 302);
  });
  routes.all("/identity/*", (c) => apiError(c, 404, "not_found", `The identity emulator has no endpoint at ${c.req.path}.`));
  return routes;
}
