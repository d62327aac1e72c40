// The feedback form's body (the contract: shared/feedback.ts).
import * as v from "valibot";
import { onlyFields } from "./checks";
import { FEEDBACK_LIMITS } from "../feedback";

// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is not checkable here.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// Control characters but tab and line breaks: PostgreSQL's text cannot hold a NUL at all (an
// error, not a 400), and the others are no part of a name, an address or a message.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A field that may be left out: text, trimmed; empty is left out. */
const optionalText = (field: string, max: number) =>
  v.pipe(
    v.nullish(v.string(`${field} must be text.`)),
    v.check((text) => !text || !CONTROL_CHARACTERS.test(text), `${field} must not contain control characters.`),
    v.transform((text) => text?.trim() || undefined),
    v.check((text) => (text ?? "").length <= max, `${field} must be at most ${max} characters.`),
  );

export const FeedbackSchema = onlyFields(
  {
    message: v.pipe(
      v.string("Message is required."),
      v.trim(),
      v.nonEmpty("Message is required."),
      v.check((text) => !CONTROL_CHARACTERS.test(text), "Message must not contain control characters."),
      v.minLength(FEEDBACK_LIMITS.messageMin, `Message must be at least ${FEEDBACK_LIMITS.messageMin} characters.`),
      v.maxLength(FEEDBACK_LIMITS.messageMax, `Message must be at most ${FEEDBACK_LIMITS.messageMax} characters.`),
    ),
    name: optionalText("Name", FEEDBACK_LIMITS.name),
    email: v.pipe(
      optionalText("Email", FEEDBACK_LIMITS.email),
      v.check((email) => email === undefined || EMAIL_PATTERN.test(email), "Email must be a valid email address, like name@example.com."),
    ),
  },
  "Send a JSON object with a message.",
  (key) => `Unknown field: ${key}.`,
);
export type FeedbackInput = v.InferOutput<typeof FeedbackSchema>;
