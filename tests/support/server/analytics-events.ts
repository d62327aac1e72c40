// Valid analytics events for the API tests: one of each name the spec lists, at a given time.
import type { AnalyticsEvent } from "../../../shared/analytics-events";

export const TEST_CLIENT_ID = "0b6f3c1e-4d2a-4f7e-9a51-2c8d7e6f5a4b";

export function oneOfEachEvent(time: number): AnalyticsEvent[] {
  return [
    { name: "page_view", params: { page_path: "/decks", page_title: "Decks" }, time: time - 1000 },
    { name: "login", params: { method: "cognito" }, time },
    { name: "sign_up", params: { method: "google" }, time },
    { name: "logout", params: {}, time },
    { name: "end_play", params: { deck_id: "childhood", deck_name: "Childhood", total_cards: 40, cards_viewed: 3, time_spent: 95 }, time },
    { name: "deck_event", params: { category: "Deck", action: "shuffle", deck_id: "childhood" }, time },
    { name: "user_event", params: { category: "User", action: "upgrade", label: "cognito", plan_type: "monthly" }, time },
    { name: "engagement", params: { category: "Viewer", action: "swipe", label: "left", value: 1.5 }, time },
    { name: "begin_checkout", params: { value: 11.99, currency: "usd", item: "childhood" }, time },
    { name: "purchase", params: { value: 4, currency: "USD", item: "all_access_monthly", transaction_id: "cs_test_123" }, time },
  ];
}
