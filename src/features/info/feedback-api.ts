import { apiRequest } from "../../lib/http";
import type { FeedbackCreated, FeedbackInput } from "../../../shared/api-types";

export function sendFeedback(input: FeedbackInput): Promise<FeedbackCreated> {
  return apiRequest<FeedbackCreated>("/feedback", { method: "POST", body: JSON.stringify(input) });
}
