import type { Entitlements } from "../../../shared/api-types";
import { apiRequest } from "../../lib/http";
import { withTimeout } from "../../lib/offline-first";

/** GET /api/me/entitlements: the decks the signed-in person owns and their pass. */
export function fetchEntitlements(signal?: AbortSignal): Promise<Entitlements> {
  return apiRequest<Entitlements>("/me/entitlements", { signal: withTimeout(signal) });
}
