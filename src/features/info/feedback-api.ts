import { apiRequest } from "../../lib/http";
import type { FeedbackCreated } from "../../../shared/feedback";
import type { FeedbackInput } from "../../../shared/schemas/feedback";

export function sendFeedback(input: FeedbackInput): Promise<FeedbackCreated> {
  return apiRequest<FeedbackCreated>("/feedback", { method: "POST", body: JSON.stringify(input) });
}
