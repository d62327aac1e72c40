import { Hono } from "hono";
import { apiError } from "../http/errors";
import { adminGetUser, type EmulatorAccess } from "./emulator-admin";
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
export async function findEmulatorUserSub(emulator: EmulatorAccess, email: string): Promise<string | null> {
  const { status, body } = await adminGetUser(emulator, email);
  if (status === 400 && body.__type === "UserNotFoundException") return null;
  if (status !== 200) throw new Error(`AdminGetUser answered ${status} ${body.__type ?? ""}`);
  return body.UserAttributes?.find((a) => a.Name === "sub")?.Value ?? null;
}
