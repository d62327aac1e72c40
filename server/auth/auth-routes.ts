import { Hono } from "hono";
import { apiError } from "../http/errors";
import { authConfigFor, type IdentitySettings } from "./settings";

/** GET /api/auth/config: the page's identity settings (no secrets), or 503 when none are set. */
export function authRoutes(settings: IdentitySettings | null) {
  const routes = new Hono();
  routes.get("/auth/config", (c) => {
    c.header("Cache-Control", "no-cache");
    if (!settings) {
      return apiError(c, 503, "identity_not_configured", "Sign-in is not configured on this server.");
    }
    return c.json(authConfigFor(settings, new URL(c.req.url).origin));
  });
  return routes;
}

/** The emulator's AdminGetUser: e-mail (or username, or sub) → sub. */
export async function findEmulatorUserSub(endpoint: string, userPoolId: string, email: string): Promise<string | null> {
  const res = await fetch(`${endpoint}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": "AWSCognitoIdentityProviderService.AdminGetUser" },
    body: JSON.stringify({ UserPoolId: userPoolId, Username: email }),
    signal: AbortSignal.timeout(5000),
  });
  const body = (await res.json()) as { __type?: string; UserAttributes?: { Name: string; Value: string }[] };
  if (res.status === 400 && body.__type === "UserNotFoundException") return null;
  if (!res.ok) throw new Error(`AdminGetUser answered ${res.status} ${body.__type ?? ""}`);
  return body.UserAttributes?.find((a) => a.Name === "sub")?.Value ?? null;
}
