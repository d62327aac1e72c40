// The checks of an own deck as sent (the contract: shared/own-decks.ts), which the editor runs
// before a save with the person's plan and the server runs again. In a file of its own so that the
// page's first load, which needs the contract's constants, does not carry the checks.
import * as v from "valibot";
import { changeTime, check, fields, objectOf, typedText } from "./checks";
import { cardLimitMessage, DESCRIPTION_MAX, ENTRY_ID, OWN_DECK_LIMITS, QUESTION_MAX, TITLE_MAX, type OwnDeckEntry, type OwnDeckInput } from "../own-decks";
import type { Checked } from "../text";

/** An entry as sent, once its id is checked; `where` names it ("Question 3"). */
/* @__NO_SIDE_EFFECTS__ */ const entrySchema = (where: string) =>
  v.variant(
    "kind",
    [
      objectOf({
        kind: v.literal("card"),
        id: v.string(),
        cardId: v.pipe(v.string(`${where} must name a card.`), v.minLength(1, `${where} must name a card.`), v.maxLength(100, `${where} must name a card.`)),
      }, `${where} must be a question or a card.`),
      objectOf({
        kind: v.literal("question"),
        id: v.string(),
        question: typedText({ label: where, min: 1, max: QUESTION_MAX, lines: true }),
        followUp: v.pipe(
          v.nullish(v.unknown(), ""),
          typedText({ label: `${where}'s follow-up`, min: 0, max: QUESTION_MAX, lines: true }),
          v.transform((text) => text || null),
        ),
        intensity: v.picklist([1, 2, 3], `${where} needs a level: Light, Personal or Deep.`),
      }, `${where} must be a question or a card.`),
    ],
    `${where} must be a question or a card.`,
  );

/** A deck's entries as sent, each checked in order; at most `maxCards` of them. */
/* @__NO_SIDE_EFFECTS__ */ const entriesSchema = (maxCards: number) =>
  v.pipe(
    v.array(v.unknown(), "cards must be a list."),
    v.maxLength(maxCards, cardLimitMessage(maxCards)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const cards: OwnDeckEntry[] = [];
      const ids = new Set<string>();
      for (const [i, raw] of dataset.value.entries()) {
        const where = `Question ${i + 1}`;
        const id = (raw as { id?: unknown } | null)?.id;
        if (typeof id !== "string" || !ENTRY_ID.test(id) || ids.has(id)) {
          addIssue({ message: `${where} needs an id of its own.` });
          return NEVER;
        }
        ids.add(id);
        const entry = check(entrySchema(where), raw);
        if (!entry.ok) {
          addIssue({ message: entry.message });
          return NEVER;
        }
        const value = entry.value;
        cards.push(value.kind === "card" ? { kind: "card", id, cardId: value.cardId } : { kind: "question", id, question: value.question, followUp: value.followUp, intensity: value.intensity });
      }
      return cards;
    }),
  );

/** A deck as sent (PUT /api/me/decks/{deckId}); `maxCards` is the person's limit. */
/* @__NO_SIDE_EFFECTS__ */ const title = () => typedText({ label: "Title", min: 1, max: TITLE_MAX });
/* @__NO_SIDE_EFFECTS__ */ const description = () => v.pipe(v.optional(v.unknown(), ""), typedText({ label: "Description", min: 0, max: DESCRIPTION_MAX, lines: true }));
/* @__NO_SIDE_EFFECTS__ */ const changedAt = () => v.optional(changeTime("changedAt must be an ISO 8601 time with its offset."));
/** A deck as sent; `maxCards` is the person's limit. */
/* @__NO_SIDE_EFFECTS__ */ const deckSchema = (maxCards: number) =>
  fields({ title: title(), description: description(), cards: entriesSchema(maxCards) }, "Send the deck as a JSON object.");

/** DELETE /api/me/decks/{deckId}: when the deletion was made; without it, the server takes its own clock's. */
export const OwnDeckDeletionSchema = fields({ changedAt: changedAt() }, "Send a JSON object.");
/** PUT /api/me/decks/{deckId}: the deck within the largest plan's limit (the route holds it to the person's) and its change's time. */
export const OwnDeckBodySchema = fields(
  { title: title(), description: description(), cards: entriesSchema(OWN_DECK_LIMITS.pass.cards), changedAt: changedAt() },
  "Send the deck as a JSON object.",
);

/** A deck as sent: every field checked (its text by shared/text.ts), the text trimmed; `maxCards` is the person's limit. */
export function checkOwnDeck(body: unknown, maxCards: number): Checked<Omit<OwnDeckInput, "changedAt">> {
  return check(deckSchema(maxCards), body);
}
