// POST /api/admin/entitlements (local mode, loopback, the admin token: server/entitlements/
// admin-routes.ts): granting or revoking a deck or the pass by hand, as scripts/grant-entitlement.mjs does.
import * as v from "valibot";
import { fields } from "./checks";

const PLAIN = "email, userId and deckId are plain text of at most 256 characters.";
// Plain text only: a control character (a NUL, say) is no one's id, and PostgreSQL refuses it.
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const plainText = v.optional(v.pipe(v.string(PLAIN), v.maxLength(256, PLAIN), v.regex(/^[^\u0000-\u001f\u007f]*$/, PLAIN)));

/** { email | userId, deckId | allAccess: true, revoke?: boolean } */
export const EntitlementChangeSchema = v.pipe(
  fields(
    {
      email: plainText,
      userId: plainText,
      deckId: plainText,
      allAccess: v.optional(v.unknown()),
      revoke: v.optional(v.unknown()),
    },
    "Send a JSON object.",
  ),
  v.check(({ deckId, allAccess }) => (deckId !== undefined) !== (allAccess === true), "Give either deckId or allAccess: true."),
  v.transform(({ email, userId, deckId, revoke }) => ({ email: email || null, userId: userId || null, deckId: deckId ?? null, revoke: revoke === true })),
);
