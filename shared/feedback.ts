// POST /api/feedback: what a person sends from the feedback page, and the answer (FeedbackCreated,
// declared as a valibot schema in ./schemas/answers.ts, its type inferred there).
import type { FeedbackCreated } from "./schemas/answers";

export type { FeedbackCreated };

export const FEEDBACK_LIMITS = {
  name: 100,
  email: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;
