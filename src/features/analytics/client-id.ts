// Which device the events come from, as far as the person's choice allows (spec: Cookie banner).
// Before a decision nothing persistent identifies the device: a random id per tab, in
// sessionStorage. Once analytics is accepted the id is kept in localStorage (the tab's id carries
// on, so the visit that led to the choice stays one visit). Functional cookies off: no id at all.
import { ANALYTICS_ID_KEY as idKey } from "../../lib/analytics";
import { readConsent } from "../consent";

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; a page on a plain-http address still gets a random id.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function read(storage: Storage, key: string): string | null {
  const id = storage.getItem(key);
  return id && /^[A-Za-z0-9_.-]{8,64}$/.test(id) ? id : null;
}

/** The id to record an event under now; null when analytics is off. */
export function currentClientId(): string | null {
  const consent = readConsent();
  if (consent && !consent.functional) return null;
  try {
    const tabId = read(sessionStorage, idKey);
    if (!consent) {
      const id = tabId ?? randomId();
      sessionStorage.setItem(idKey, id);
      return id;
    }
    const id = read(localStorage, idKey) ?? tabId ?? randomId();
    localStorage.setItem(idKey, id);
    sessionStorage.removeItem(idKey);
    return id;
  } catch {
    // Storage refused (a private mode): an id for this page's life only.
    return (fallbackId ??= randomId());
  }
}

let fallbackId: string | undefined;
