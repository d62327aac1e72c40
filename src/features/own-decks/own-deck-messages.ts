// The own decks' words that come from shared code (the limits' and the checks' messages, which the
// server says in English too), in the page's language. Light on purpose: My Decks shows the limit
// without loading the checks (shared/schemas/own-decks.ts).
import { t } from "@lingui/core/macro";
import { OWN_DECK_LIMITS } from "../../../shared/own-decks";

/** Why a person cannot keep one more deck (shared/own-decks.ts deckLimitMessage, in the page's words). */
export function deckLimitText(maxDecks: number): string {
  const passDecks = OWN_DECK_LIMITS.pass.decks;
  return maxDecks < passDecks
    ? t`You can keep ${maxDecks} decks on your plan. Delete one, or get the All-Access Pass for ${passDecks}.`
    : t`You can keep ${maxDecks} decks on your plan. Delete one to make room.`;
}

/** A field as checkOwnDeck names it ("Title", "Question 3", "Question 3's follow-up"), in the page's words. */
function fieldName(label: string): string | null {
  if (label === "Title") return t`Title`;
  if (label === "Description") return t`Description`;
  const question = /^Question (\d+)('s follow-up)?$/.exec(label);
  if (!question) return null;
  const n = Number(question[1]);
  return question[2] ? t`Question ${n}'s follow-up` : t`Question ${n}`;
}

/** What is wrong with a field, from checkOwnDeck's words after its name (shared/text.ts, shared/schemas/own-decks.ts). */
function fieldProblem(name: string, problem: string): string | null {
  switch (problem) {
    case "must be text.":
      return t`${name} must be text.`;
    case "has characters that cannot be shown.":
      return t`${name} has characters that cannot be shown.`;
    case "is required.":
      return t`${name} is required.`;
    case "needs at least one visible character.":
      return t`${name} needs at least one visible character.`;
    case "must name a card.":
      return t`${name} must name a card.`;
    case "must be a question or a card.":
      return t`${name} must be a question or a card.`;
    case "needs a level: Light, Personal or Deep.":
      return t`${name} needs a level: Light, Personal or Deep.`;
    case "needs an id of its own.":
      return t`${name} needs an id of its own.`;
  }
  const most = /^can be at most (\d+) characters\.$/.exec(problem);
  if (most) {
    const max = Number(most[1]);
    return t`${name} can be at most ${max} characters.`;
  }
  const least = /^needs at least (\d+) characters\.$/.exec(problem);
  if (least) {
    const min = Number(least[1]);
    return t`${name} needs at least ${min} characters.`;
  }
  return null;
}

/**
 * A message of checkOwnDeck (the editor's checks before a save, the server's own) in the page's
 * language; one it does not know stays as it is.
 */
export function checkMessage(message: string): string {
  const decks = /^You can keep (\d+) decks on your plan\. /.exec(message);
  if (decks) return deckLimitText(Number(decks[1]));
  const limit = /^A deck can hold at most (\d+) cards on your plan\.$/.exec(message);
  if (limit) {
    const maxCards = Number(limit[1]);
    return t`A deck can hold at most ${maxCards} cards on your plan.`;
  }
  const field = /^(Title|Description|Question \d+(?:'s follow-up)?) (.+)$/.exec(message);
  const name = field && fieldName(field[1]);
  return (field && name && fieldProblem(name, field[2])) ?? message;
}
