// The body of a saved card's change (the contract: shared/saved-cards.ts and shared/api-types.ts).
import * as v from "valibot";
import { changeTime, fields } from "./checks";

/**
 * PUT or DELETE /api/me/saved-cards/{cardId}: when the change was made on the device (without it,
 * the server's now). Other fields (a client that also sends the deck id, say) are ignored: the card
 * id in the path is the whole request, and the server decides everything else.
 */
export const SavedCardChangeSchema = fields({
  changedAt: v.optional(changeTime("changedAt must be an ISO 8601 time with its offset, like 2025-01-31T18:05:00.000Z.", "changedAt must be text.")),
}, 'Send a JSON object: { "changedAt": "<ISO 8601 time>" }, or no body.');
