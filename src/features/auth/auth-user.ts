import type { Language } from "../../../shared/languages";

/** The signed-in user as the page caches it (spec §3). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  username: string;
  picture: string;
  /** The language chosen with this account (its `locale` attribute), when it is one of ours. */
  language?: Language;
}
