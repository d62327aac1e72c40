// Valid analytics events for the API tests: one of each name the spec lists, at a given time.
import type { AnalyticsEventName } from "../../../shared/analytics-events";
import type { AnalyticsEvent, AnalyticsParams } from "../../../shared/schemas/analytics-events";

export const TEST_CLIENT_ID = "0b6f3c1e-4d2a-4f7e-9a51-2c8d7e6f5a4b";

// Typed per name, so a name added to shared/analytics-events.ts fails to compile until it is here.
const EXAMPLE_PARAMS: { [N in AnalyticsEventName]: AnalyticsParams<N> } = {
  page_view: { page_path: "/decks", page_title: "Decks" },
  login: { method: "cognito" },
  sign_up: { method: "google" },
  logout: {},
  end_play: { deck_id: "childhood", deck_name: "Childhood", total_cards: 40, cards_viewed: 3, time_spent: 95 },
  deck_event: { category: "Deck", action: "shuffle", deck_id: "childhood" },
  user_event: { category: "User", action: "upgrade", label: "cognito", plan_type: "monthly" },
  engagement: { category: "Viewer", action: "swipe", label: "left", value: 1.5 },
  begin_checkout: { value: 11.99, currency: "usd", item: "childhood" },
  purchase: { value: 4, currency: "USD", item: "all_access_monthly", transaction_id: "cs_test_123" },
  table_start: { deck_id: "childhood", levels: "light,deep", timer: 60, players: 3 },
  room_start: { deck_id: "childhood", levels: "personal,deep", timer: 120 },
  room_join: {},
  room_end: { participants: 14, duration: 2700 },
};

/** In the order of ANALYTICS_EVENT_NAMES; the page_view a second before the others. */
export function oneOfEachEvent(time: number): AnalyticsEvent[] {
  return Object.entries(EXAMPLE_PARAMS).map(
    ([name, params]) => ({ name, params, time: name === "page_view" ? time - 1000 : time }) as AnalyticsEvent,
  );
}
