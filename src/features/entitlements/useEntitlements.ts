import { t } from "@lingui/core/macro";
import type { Entitlements } from "../../../shared/api-types";
import { describeError } from "../../lib/http";
import type { LoadOptions } from "../../lib/offline-first";
import { useOfflineFirst } from "../../lib/useOfflineFirst";
import { useAuth } from "../auth";
import { loadEntitlements } from "./entitlements-repository";

export type EntitlementsView =
  | { status: "visitor" }
  | { status: "loading" }
  | { status: "error"; message: string; retry: () => void }
  | { status: "ready"; entitlements: Entitlements };

const VISITOR = "";

const load = (userId: string, options: LoadOptions<Entitlements | null>) =>
  userId === VISITOR ? Promise.resolve(null) : loadEntitlements(userId, options as LoadOptions<Entitlements>);

/** What the signed-in person owns: from the device at once when stored, refreshed when online. */
export function useEntitlements(): EntitlementsView {
  const { user } = useAuth();
  const { state, retry } = useOfflineFirst<Entitlements | null>(user?.id ?? VISITOR, load);
  if (!user) return { status: "visitor" };
  if (state.status === "ready" && state.data) return { status: "ready", entitlements: state.data };
  if (state.status === "error") {
    return { status: "error", message: describeError(state.error, t`Your purchases could not be loaded.`), retry };
  }
  return { status: "loading" };
}
