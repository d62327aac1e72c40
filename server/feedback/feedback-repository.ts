import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { FeedbackCreated } from "../../shared/feedback";
import type { FeedbackInput } from "../../shared/schemas/feedback";

/** Stores one validated message; absent name and e-mail are stored as null. */
export async function insertFeedback(db: Kysely<Database>, input: FeedbackInput): Promise<FeedbackCreated> {
  const row = await db
    .insertInto("feedback")
    .values({ name: input.name ?? null, email: input.email ?? null, message: input.message, created_at: new Date() })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at).toISOString() };
}
