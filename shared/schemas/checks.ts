// How the page and the server check what comes in: each API body (and each answer and record the
// device keeps) is declared once as a valibot schema in shared/schemas/, one file per contract, its
// TypeScript type inferred from the schema, and checked with `check` here (the server's routes through
// server/http/json-body.ts). valibot, not zod: its functions are imported one by one, so the page
// carries only the checks it uses (a few KB), not a whole library.
//
// A check answers the first problem as one sentence a person can read. A message may name the
// field it is about with "{field}": it becomes the field's place in the body, "events[3].time".
import * as v from "valibot";
import { checkText, type Checked } from "../text";

/** The first problem's message, "{field}" made the place of the value it is about. */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const place = (issue.path ?? []).map((item, index) => {
    const key = (item as { key: unknown }).key;
    if (typeof key === "number") return `[${key}]`;
    const name = typeof key === "string" ? JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key).slice(1, -1) : String(key);
    return index === 0 ? name : `.${name}`;
  });
  return issue.message.replace("{field}", place.join(""));
}

/** `value` checked against `schema`: its output, or the first problem's message. */
export function check<S extends v.GenericSchema>(schema: S, value: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? { ok: true, value: result.output } : { ok: false, message: firstProblem(result.issues) };
}

/** What `schema` says of a value that is missing: its own message for `undefined`. */
function missingMessage(schema: v.GenericSchema | undefined, fallback: string): string {
  if (!schema) return fallback;
  const result = v.safeParse(schema, undefined, { abortEarly: true });
  return result.success ? fallback : result.issues[0].message;
}

type ObjectIssue = v.ObjectIssue | v.StrictObjectIssue;
/** The object's message for an issue of its own: a missing field is told by the field's own check; an unknown one by `unknown`. */
const objectMessage =
  (entries: v.ObjectEntries, message: string, unknown?: (key: string) => string, missing?: (key: string) => string) =>
  (issue: ObjectIssue): string => {
    const key = (issue.path?.[0] as { key?: unknown } | undefined)?.key;
    if (typeof key !== "string") return message;
    if (issue.expected === "never") return unknown ? unknown(key) : message;
    return missing ? missing(key) : missingMessage(entries[key], message);
  };

/** A JSON object, not a list (valibot's object schemas take lists too). */
/* @__NO_SIDE_EFFECTS__ */ export const notAList = (message: string) => v.custom<Record<string, unknown>>((value) => typeof value === "object" && value !== null && !Array.isArray(value), message);

/** valibot's object of these fields (others dropped), with our messages: for a variant's options, where lists are already refused. */
/* @__NO_SIDE_EFFECTS__ */ export const objectOf = <E extends v.ObjectEntries>(entries: E, message: string) => v.object(entries, objectMessage(entries, message));
/** As objectOf, refusing a field it does not know with `unknown(key)`; `missing(key)` tells a missing one, if given. */
/* @__NO_SIDE_EFFECTS__ */ export const strictObjectOf = <E extends v.ObjectEntries>(entries: E, message: string, unknown: (key: string) => string, missing?: (key: string) => string) =>
  v.strictObject(entries, objectMessage(entries, message, unknown, missing));

/** An object of these fields (others are dropped); `message` when it is not an object, a missing field told as the field would tell it. */
/* @__NO_SIDE_EFFECTS__ */ export const fields = <E extends v.ObjectEntries>(entries: E, message: string) => v.pipe(notAList(message), objectOf(entries, message));

/** As `fields`, refusing a field it does not know with `unknown(key)`; `missing(key)` tells a missing one, if given. */
/* @__NO_SIDE_EFFECTS__ */ export const onlyFields = <E extends v.ObjectEntries>(entries: E, message: string, unknown: (key: string) => string, missing?: (key: string) => string) =>
  v.pipe(notAList(message), strictObjectOf(entries, message, unknown, missing));

/**
 * Text a person typed (a name, a title, a question): the one showable-text rule (shared/text.ts),
 * which also trims it and makes it NFC; its messages name the field by `label`.
 */
/* @__NO_SIDE_EFFECTS__ */ export const typedText = (options: Parameters<typeof checkText>[1]) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const checked = checkText(dataset.value, options);
      if (checked.ok) return checked.value;
      addIssue({ message: checked.message });
      return NEVER;
    }),
  );

// A full date and time with its offset: a time without one would be read in the reader's zone.
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/** Epoch milliseconds, or null for text that is not a real ISO 8601 time (Date.parse takes 30 February). */
function parseIsoTime(text: string): number | null {
  const match = ISO_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour] = match.slice(1, 5).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/** When a change was made on a device: an ISO 8601 time with its offset, read as epoch milliseconds. */
/* @__NO_SIDE_EFFECTS__ */ export const changeTime = (message: string, notText = message) =>
  v.pipe(
    v.string(notText),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const time = parseIsoTime(dataset.value);
      if (time !== null) return time;
      addIssue({ message });
      return NEVER;
    }),
  );
