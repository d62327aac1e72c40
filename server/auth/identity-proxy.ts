// Local mode only: the emulator under this server's origin at /identity/, so the app is served on
// one port and the page talks to the identity service same-origin (CSP connect-src 'self').
//   POST /identity/                      → emulator POST /  (X-Amz-Target JSON API)
//   GET|POST /identity/oauth2/authorize  → its hosted login form (form action kept under /identity/)
//   POST /identity/oauth2/token          → its token endpoint
//   GET /identity/<pool>/.well-known/jwks.json
//   GET /identity/logout                 → a stand-in for Cognito's /logout (the emulator has none)
//
// cognito-local answers malformed input badly: a 500 for an operation or flow it does not support
// or a body it did not parse (a TypeError), and Express's HTML error page, stack trace and file
// paths included, for JSON it cannot parse. So what it cannot handle is refused here first (one
// known operation, a JSON object in UTF-8, a form with one value per field), the body is read in
// full within the limit (counted as it streams, in front of every /identity/ route: index.ts)
// before it is sent, and whatever failure still comes back is answered as JSON: a 5xx as 400
// (Cognito's own answer to input it rejects), a non-JSON error with its status. Only an emulator
// that does not answer at all is a 502.
import { request, type IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiError } from "../http/errors";
import { payloadTooLarge } from "../http/body-limit";
import { oauthFieldsAreSingle, PUBLIC_OPERATIONS, readText, reflectedFieldsAreSafe, TARGET } from "./identity-input";

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"];
/** Sent on as they came; the content type and the target are checked first and then set here. */
const FORWARDED_REQUEST_HEADERS = ["x-amz-user-agent", "accept", "accept-language", "user-agent"];
const AMZ_JSON = "application/x-amz-json-1.1";
const FORM = "application/x-www-form-urlencoded";
/** A refusal in the shapes both readers know: ours (`error`, `message`) and Cognito's (`__type`). */
function identityError(c: Context, status: ContentfulStatusCode, error: string, cognitoType: string, message: string) {
  c.header("Cache-Control", "no-store");
  return c.json({ error, message, __type: cognitoType }, status);
}

const isJsonType = (type: string | undefined) => /^application\/(?:[\w.+-]+\+)?(?:x-amz-)?json\b/i.test(type ?? "");

const tooLarge = (c: Context) => payloadTooLarge(c, "That request is too large.");

/**
 * One request to the emulator on a fresh loopback connection. (fetch would reuse a keep-alive
 * socket the emulator may have closed, and cannot retry a streamed POST body on it: EPIPE.)
 */
function send(url: string, method: string, headers: Record<string, string>, body: Uint8Array | null) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { method, headers, agent: false, timeout: 10_000 }, resolve);
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.end(body ?? undefined);
  });
}

async function readAll(res: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What is sent on: a content type and target checked here, and the body read in full. */
interface Outgoing {
  contentType?: string;
  target?: string;
  body?: Uint8Array;
}

const SIGN_IN_TARGET = /\.InitiateAuth$/;
const TELLS_ACCOUNTS_APART = new Set(["InvalidPasswordException", "UserNotFoundException", "NotAuthorizedException"]);

/** Cognito's pool ids (region_Id; the emulator's local_Id): nothing that could leave the path. */
const POOL_ID = /^[\w-]{1,64}$/;

export function identityProxy(emulatorEndpoint: string) {
  const upstream = emulatorEndpoint.replace(/\/+$/, "");
  // Full paths, mounted at the app's root: Hono would turn a sub-app's "/" into "/identity", and
  // the Cognito library posts to "/identity/" exactly.
  const routes = new Hono();
  routes.use("/identity/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  async function forward(c: Context, upstreamPath: string, outgoing: Outgoing = {}) {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    if (outgoing.contentType) headers["content-type"] = outgoing.contentType;
    if (outgoing.target) headers["x-amz-target"] = outgoing.target;
    const body = outgoing.body ?? null;
    if (body) headers["content-length"] = String(body.length);
    let res: IncomingMessage;
    try {
      res = await send(`${upstream}${upstreamPath}${new URL(c.req.url).search}`, c.req.method, headers, body);
    } catch (error) {
      console.error(`Identity proxy: ${c.req.method} ${upstreamPath} failed: ${error instanceof Error ? error.message : String(error)}`);
      // Cognito's own name for it, so that the page's client reads a service error, not a broken answer.
      return identityError(c, 502, "identity_unavailable", "ServiceUnavailableException", "The local identity emulator is not answering.");
    }
    const status = res.statusCode ?? 502;
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined || HOP_BY_HOP.includes(name) || name === "x-powered-by") continue;
      if (name.startsWith("access-control-")) continue; // same origin: the emulator's `*` CORS is not wanted
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
    }
    if (status >= 400) return answerFailure(c, status, out.get("content-type") ?? "", await readAll(res));
    const location = out.get("location");
    if (location?.startsWith(upstream)) out.set("location", `/identity${location.slice(upstream.length)}`);
    else if (location?.startsWith("/")) out.set("location", `/identity${location}`);
    if ((out.get("content-type") ?? "").startsWith("text/html")) {
      // The login form posts to "/oauth2/authorize" (root-relative): keep the flow under /identity/.
      const html = (await readAll(res)).toString("utf8").replace(/action="\/(?!identity\/)/g, 'action="/identity/');
      out.delete("content-length");
      out.delete("etag");
      return new Response(html, { status, headers: out });
    }
    const stream = status === 204 || status === 304 ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
    if (stream === null) res.resume();
    return new Response(stream, { status, headers: out });
  }

  /**
   * The emulator's refusals: its own JSON errors ({ __type, message } or OAuth's { error, ... }) as
   * they are; an HTML error page (stack trace and all) or a 5xx as our JSON, never passed on.
   */
  function answerFailure(c: Context, status: number, type: string, body: Buffer) {
    let json: unknown;
    try {
      json = isJsonType(type) ? JSON.parse(body.toString("utf8")) : undefined;
    } catch {
      json = undefined;
    }
    const emulatorType = typeof json === "object" && json !== null && "__type" in json ? String(json.__type) : "";
    if (SIGN_IN_TARGET.test(c.req.header("x-amz-target") ?? "") && TELLS_ACCOUNTS_APART.has(emulatorType)) {
      // As Cognito answers with "prevent user existence errors" on: one answer whether or not the
      // address has an account (the emulator says "Invalid password" for one, "User not
      // authorized" or UserNotFoundException for the other).
      return identityError(c, 400, "not_authorized", "NotAuthorizedException", "Incorrect username or password.");
    }
    if (status < 500 && typeof json === "object" && json !== null && (emulatorType || "error" in json)) {
      return c.body(body.toString("utf8"), status as ContentfulStatusCode, { "Content-Type": type, "Cache-Control": "no-store" });
    }
    if (status === 413) return tooLarge(c);
    if (status === 404) return apiError(c, 404, "not_found", "The identity emulator has no such endpoint.");
    // cognito-local answers 500 to what it does not support or could not read (a TypeError on a
    // field of the wrong type, a body it did not parse): input Cognito itself would refuse with 400.
    if (status >= 500) console.warn(`Identity emulator answered ${status}${emulatorType ? ` ${emulatorType}` : ""} to ${c.req.method} ${c.req.path}; answered 400.`);
    const unsupported = emulatorType === "CognitoLocal#Unsupported";
    return identityError(
      c,
      status >= 500 ? 400 : (status as ContentfulStatusCode),
      "invalid_request",
      "InvalidParameterException",
      unsupported ? "The local identity emulator does not support that request." : "The identity service cannot handle that request.",
    );
  }

  /** A form body read within the limit, or the refusal to answer. */
  async function readForm(c: Context): Promise<URLSearchParams | Response> {
    if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(c.req.header("content-type") ?? "")) {
      return apiError(c, 415, "unsupported_media_type", "Send the form as application/x-www-form-urlencoded.");
    }
    const read = await readText(c);
    if ("refused" in read) return read.refused === "too-large" ? tooLarge(c) : apiError(c, 400, "invalid_request", "The form is not valid UTF-8.");
    const params = new URLSearchParams(read.text);
    if (!oauthFieldsAreSingle(params)) return apiError(c, 400, "invalid_request", "Each sign-in field may come once, and none may be that long.");
    return params;
  }

  routes.post("/identity/", async (c) => {
    const target = TARGET.exec(c.req.header("x-amz-target") ?? "");
    if (!target || !PUBLIC_OPERATIONS.has(target[1])) {
      return identityError(c, 400, "invalid_request", "UnknownOperationException", "X-Amz-Target must name a Cognito operation a page may call, like AWSCognitoIdentityProviderService.InitiateAuth.");
    }
    if (!/^application\/x-amz-json-1\.1\s*(?:;\s*charset="?utf-8"?\s*)?$/i.test(c.req.header("content-type") ?? "")) {
      return identityError(c, 415, "unsupported_media_type", "SerializationException", `Send the request as ${AMZ_JSON}.`);
    }
    const read = await readText(c);
    if ("refused" in read) {
      return read.refused === "too-large" ? tooLarge(c) : identityError(c, 400, "invalid_json", "SerializationException", "The body is not valid JSON.");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(read.text);
    } catch {
      return identityError(c, 400, "invalid_json", "SerializationException", "The body is not valid JSON.");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return identityError(c, 400, "invalid_json", "SerializationException", "The body must be a JSON object.");
    }
    return forward(c, "/", { contentType: AMZ_JSON, target: target[0], body: Buffer.from(read.text, "utf8") });
  });
  routes.get("/identity/oauth2/authorize", (c) => {
    const params = new URL(c.req.url).searchParams;
    if (!reflectedFieldsAreSafe(params) || !oauthFieldsAreSingle(params)) {
      return apiError(c, 400, "invalid_request", "A sign-in parameter has characters it cannot have.");
    }
    return forward(c, "/oauth2/authorize");
  });
  routes.post("/identity/oauth2/authorize", async (c) => {
    const params = await readForm(c);
    if (params instanceof Response) return params;
    if (!reflectedFieldsAreSafe(params)) return apiError(c, 400, "invalid_request", "A sign-in parameter has characters it cannot have.");
    return forward(c, "/oauth2/authorize", { contentType: FORM, body: Buffer.from(params.toString(), "utf8") });
  });
  routes.post("/identity/oauth2/token", async (c) => {
    const params = await readForm(c);
    if (params instanceof Response) return params;
    return forward(c, "/oauth2/token", { contentType: FORM, body: Buffer.from(params.toString(), "utf8") });
  });
  routes.get("/identity/:poolId/.well-known/jwks.json", (c) => {
    // The parameter is decoded: "%2F" or "%3F" in it must not turn into another emulator path.
    const poolId = c.req.param("poolId");
    if (!POOL_ID.test(poolId)) return apiError(c, 404, "not_found", "There is no such user pool.");
    return forward(c, `/${poolId}/.well-known/jwks.json`);
  });
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
