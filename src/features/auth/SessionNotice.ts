// The notice for someone signed out without asking (their session could not be refreshed).
import { useSyncExternalStore } from "react";
import { getSessionNotice, setSessionNotice, subscribe } from "./auth-store";

export function useSessionNotice(): { notice: string | null; dismiss: () => void } {
  const notice = useSyncExternalStore(subscribe, getSessionNotice, () => null);
  return { notice, dismiss: () => setSessionNotice(null) };
}
