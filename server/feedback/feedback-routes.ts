import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiError, methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { FEEDBACK_LIMITS, type FeedbackCreated, type FeedbackInput } from "../../shared/api-types";
import { insertFeedback } from "./feedback-repository";

const MAX_BODY_BYTES = 16 * 1024;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is not checkable here.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

// Control characters but tab and line breaks: PostgreSQL's text cannot hold a NUL at all (an
// error, not a 400), and the others are no part of a name, an address or a message.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type FeedbackValidation = { ok: true; value: FeedbackInput } | { ok: false; message: string };

function optionalText(value: unknown, field: string, max: number): string | undefined | Error {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") return new Error(`${field} must be text.`);
  if (CONTROL_CHARACTERS.test(value)) return new Error(`${field} must not contain control characters.`);
  const trimmed = value.trim();
  if (trimmed.length > max) return new Error(`${field} must be at most ${max} characters.`);
  return trimmed === "" ? undefined : trimmed;
}

function validateFeedback(body: unknown): FeedbackValidation {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, message: "Send a JSON object with a message." };
  }
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => !["name", "email", "message"].includes(k));
  if (unknown.length > 0) return { ok: false, message: `Unknown field: ${unknown.join(", ")}.` };

  if (typeof input.message !== "string" || input.message.trim() === "") {
    return { ok: false, message: "Message is required." };
  }
  const message = input.message.trim();
  if (CONTROL_CHARACTERS.test(message)) return { ok: false, message: "Message must not contain control characters." };
  if (message.length < FEEDBACK_LIMITS.messageMin) {
    return { ok: false, message: `Message must be at least ${FEEDBACK_LIMITS.messageMin} characters.` };
  }
  if (message.length > FEEDBACK_LIMITS.messageMax) {
    return { ok: false, message: `Message must be at most ${FEEDBACK_LIMITS.messageMax} characters.` };
  }
  const name = optionalText(input.name, "Name", FEEDBACK_LIMITS.name);
  if (name instanceof Error) return { ok: false, message: name.message };
  const email = optionalText(input.email, "Email", FEEDBACK_LIMITS.email);
  if (email instanceof Error) return { ok: false, message: email.message };
  if (email !== undefined && !EMAIL_PATTERN.test(email)) {
    return { ok: false, message: "Email must be a valid email address, like name@example.com." };
  }
  return { ok: true, value: { name, email, message } };
}

export function feedbackRoutes(db: Kysely<Database>) {
  const routes = new Hono();

  routes.post(
    "/feedback",
    limitBody(MAX_BODY_BYTES, "Feedback must be smaller than 16 KB."),
    async (c) => {
      const type = c.req.header("Content-Type") ?? "";
      if (!/^application\/json\b/i.test(type)) {
        return apiError(c, 415, "unsupported_media_type", "Send feedback as application/json.");
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return apiError(c, 400, "invalid_json", "Invalid or malformed JSON was provided");
      }
      const result = validateFeedback(body);
      if (!result.ok) return apiError(c, 400, "validation_error", result.message);

      return c.json<FeedbackCreated>(await insertFeedback(db, result.value), 201);
    },
  );
  routes.all("/feedback", methodNotAllowed(["POST"]));

  return routes;
}
