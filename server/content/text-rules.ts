// The rules a deck's words keep in every language: how long each text may be, which keys a file
// may hold, and when two questions are the same one. The English files (deck-content.ts) and their
// translations (deck-texts.ts) are checked by these same functions, so a rule cannot hold for one
// language and be forgotten for another.

/** Characters per text, in every language: the cards and the deck list are drawn for these. */
export const TEXT_LIMITS = {
  title: [2, 40],
  description: [40, 160],
  question: [15, 200],
  followUp: [10, 160],
} as const;

/**
 * A question reduced to its words, to find two questions that are the same one: NFC (an accent
 * typed as a letter plus a combining mark is the same letter), case folded (upper- then lower-case
 * maps "ß" and "SS" both to "ss", as Unicode's full case folding does and toLowerCase alone does
 * not: "Straße" and "STRASSE" are one word), and everything but letters, their marks and digits
 * of any script turned into single spaces. Accents stay: "que" and "qué" are different words.
 * Marks stay too: in scripts such as Devanagari or Thai a vowel sign is part of the word. A
 * question with no letters or digits at all reduces to "" (the checks refuse it).
 */
export function normalizeQuestion(question: string): string {
  return question
    .normalize("NFC")
    .toUpperCase()
    .toLowerCase()
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

export function checkLength(problems: string[], where: string, value: unknown, [min, max]: readonly [number, number]) {
  if (typeof value !== "string") {
    problems.push(`${where} must be a string`);
    return;
  }
  if (value.trim() !== value) problems.push(`${where} has leading or trailing spaces`);
  if (value.length < min || value.length > max) {
    problems.push(`${where} must be ${min}-${max} characters (is ${value.length})`);
  }
}

/** A problem for each key of `value` that is not in `allowed`: a misspelt key is a text the app would never show. */
export function checkKeys(problems: string[], where: string, value: object, allowed: ReadonlySet<string>) {
  for (const key of Object.keys(value)) if (!allowed.has(key)) problems.push(`${where}: unknown key "${key}"`);
}

/**
 * Notes a deck's question in `seen` (its words → the card's index) and answers the problem with it:
 * none, a question with no words, or one that repeats an earlier card. A question with no words is
 * never recorded, so two such cards are each refused for what they are, not as each other's repeat.
 */
export function repeatedQuestion(question: string, index: number, seen: Map<string, number>): string | null {
  const key = normalizeQuestion(question);
  if (key === "") return "question has no letters or digits";
  const first = seen.get(key);
  if (first !== undefined) return `repeats card ${first + 1}`;
  seen.set(key, index);
  return null;
}
