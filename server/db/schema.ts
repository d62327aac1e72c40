import type { Generated, ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

interface DecksTable {
  deck_id: string;
  title: string;
  description: string;
  category: string;
  is_premium: boolean;
  cover_color: string;
  card_count: number;
  content_hash: string;
  updated_at: Timestamp;
}

interface CardsTable {
  deck_id: string;
  position: number;
  question: string;
  follow_up: string | null;
  intensity: number;
}

interface EntitlementsTable {
  id: Generated<number>;
  user_id: string;
  /** 'deck' grants one deck; 'all-access' grants every deck. */
  kind: "deck" | "all-access";
  deck_id: string | null;
  expires_at: Timestamp | null;
  created_at: Timestamp;
}

interface FeedbackTable {
  id: Generated<number>;
  name: string | null;
  email: string | null;
  message: string;
  created_at: Timestamp;
}

export interface Database {
  decks: DecksTable;
  cards: CardsTable;
  entitlements: EntitlementsTable;
  feedback: FeedbackTable;
}
