// The HTTP edge for page tests: one fetch stand-in that answers the product API by method and path,
// and the identity service for a stored sign-in. Tests then see the page as a person would.
import { vi, type Mock } from "vitest";
import { testAuthConfig } from "./auth-config";
import { TEST_USER } from "./signed-in";

export interface SeenRequest {
  method: string;
  /** Path without the query ("/api/billing/checkout"). */
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * An answer: a Response, a body to send with 200, or a function of the request that gives either
 * (or a promise of one, or a rejection for a network failure).
 */
export type Route = Response | object | ((request: SeenRequest) => unknown);

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
const jwt = (payload: object) => `${b64({ alg: "RS256" })}.${b64(payload)}.sig`;

/** The user pool's answers for the test user: sign-up (confirmed at once), sign-in, GetUser. */
function identityAnswer(target: string | null): Response {
  if (target?.endsWith(".SignUp")) return json(200, { UserConfirmed: true, UserSub: TEST_USER.id });
  if (target?.endsWith(".InitiateAuth")) {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const claims = { exp, iat: exp - 3600, sub: TEST_USER.id, "cognito:username": TEST_USER.username };
    return json(200, { AuthenticationResult: { IdToken: jwt(claims), AccessToken: jwt(claims), RefreshToken: "refresh", ExpiresIn: 3600 } });
  }
  if (target?.endsWith(".GetUser")) {
    return json(200, {
      Username: TEST_USER.username,
      UserAttributes: [
        { Name: "sub", Value: TEST_USER.id },
        { Name: "email", Value: TEST_USER.email },
        { Name: "name", Value: TEST_USER.name },
      ],
    });
  }
  return json(400, { __type: "InvalidParameterException", message: `No stand-in for ${target}` });
}

function parse(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return body ?? null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Stubs fetch with routes keyed "METHOD /path" ("GET /api/pricing"); a key ending in "*" matches
 * every path that starts with it. Unrouted API paths answer 404 JSON; a network failure is a route
 * that throws `new TypeError("Failed to fetch")`. Returns the stub and the requests it saw.
 */
export function mockApi(routes: Record<string, Route>): { fetch: Mock; seen: SeenRequest[]; calls: (key: string) => SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const headers = new Headers(init.headers);
    const request: SeenRequest = { method: (init.method ?? "GET").toUpperCase(), path: url.pathname, url, headers, body: parse(init.body as BodyInit) };
    seen.push(request);
    if (url.pathname.startsWith("/identity")) return identityAnswer(headers.get("X-Amz-Target"));
    const key = `${request.method} ${request.path}`;
    const route =
      routes[key] ??
      Object.entries(routes).find(([pattern]) => pattern.endsWith("*") && key.startsWith(pattern.slice(0, -1)))?.[1] ??
      (key === "GET /api/auth/config" ? testAuthConfig : undefined);
    if (route === undefined) return json(404, { error: "not_found", message: `No route for ${key}` });
    const answer: unknown = typeof route === "function" ? await (route as (request: SeenRequest) => unknown)(request) : route;
    if (answer instanceof Response) return answer.clone();
    return json(200, answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  const calls = (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key);
  return { fetch: fetchMock, seen, calls };
}

/** The browser's navigation to a payment page, observed: `window.location.assign` and `replace`. */
export function watchNavigation() {
  const assign = vi.fn();
  const replace = vi.fn();
  vi.stubGlobal("location", { ...window.location, origin: window.location.origin, assign, replace });
  return { assign, replace };
}

/** Switches the browser's connection off (or on) and tells the page, as the browser does. */
export function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}
