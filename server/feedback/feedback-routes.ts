import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { methodNotAllowed } from "../http/errors";
import { limitBody } from "../http/body-limit";
import { jsonBody } from "../http/json-body";
import type { FeedbackCreated } from "../../shared/feedback";
import { FeedbackSchema } from "../../shared/schemas/feedback";
import { insertFeedback } from "./feedback-repository";

const MAX_BODY_BYTES = 16 * 1024;

export function feedbackRoutes(db: Kysely<Database>) {
  const routes = new Hono();

  routes.post(
    "/feedback",
    limitBody(MAX_BODY_BYTES, "Feedback must be smaller than 16 KB."),
    jsonBody(FeedbackSchema, { unsupported: "Send feedback as application/json.", notAnObject: "Send a JSON object with a message." }),
    async (c) => {
      const { message, name, email } = c.req.valid("json");
      return c.json<FeedbackCreated>(await insertFeedback(db, { message, name, email }), 201);
    },
  );
  routes.all("/feedback", methodNotAllowed(["POST"]));

  return routes;
}
