// The identity settings, from the server at run time (GET /api/auth/config): the pool and client
// ids, where the service and its hosted sign-in live, and which flow to use. Kept on the device,
// so that a signed-in person starting the app offline is still recognised.
import { t } from "@lingui/core/macro";
import type { AuthConfig } from "../../../shared/api-types";
import { readJson, writeJson } from "../../lib/storage";

export type { AuthConfig };

const CONFIG_KEY = "sparkDecks.authConfig";

let pending: Promise<AuthConfig> | null = null;

function isConfig(value: unknown): value is AuthConfig {
  const config = value as Partial<AuthConfig> | null;
  return !!config && typeof config.userPoolId === "string" && config.userPoolId.includes("_") && typeof config.clientId === "string";
}

async function fetchConfig(): Promise<AuthConfig> {
  try {
    const response = await fetch("/api/auth/config", { headers: { Accept: "application/json" } });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isConfig(body)) {
      writeJson(CONFIG_KEY, body);
      return body;
    }
  } catch {
    // offline: the stored copy below
  }
  const stored = readJson<AuthConfig>(CONFIG_KEY);
  if (isConfig(stored)) return stored;
  // Shown on the sign-in page ("Sign-in error: …").
  throw new Error(t({ message: "Auth UserPool not configured.", comment: "Sign-in is not set up on this server (no identity user pool configured)" }));
}

/** The settings, fetched once per page (a failure is retried on the next call). */
export function loadAuthConfig(): Promise<AuthConfig> {
  pending ??= fetchConfig().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
