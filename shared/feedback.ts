// POST /api/feedback: what a person sends from the feedback page, and the answer.

export const FEEDBACK_LIMITS = {
  name: 100,
  email: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

export interface FeedbackCreated {
  id: number;
  createdAt: string;
}
