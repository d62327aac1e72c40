// What a room shows of its deck: its title and colour, and the card at a position. A deck of the
// catalogue is asked of the decks module, which owns the decks and cards tables (docs/architecture.md,
// "Server modules"); a person's own deck is in the room's row, as it stood when the room started.
// Both are only ever the content's, so an instance reads each once per language and keeps it: a
// change to a room still costs one query (its row), whatever the number of screens and their
// languages. A catalogue deck's title and cards come in the language asked for (the decks module
// answers English where the deck is not published in it); an own deck is in the language it was
// written in, whoever reads it.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { findDeckFacts, readCardAt } from "../decks/deck-repository";
import type { RoomState } from "../../shared/rooms";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages";
import { OWN_DECK_COLOR } from "../../shared/own-decks";
import { boundedMemory } from "./bounded-memory";
import type { OwnRoomCard, RoomRow } from "./room-repository";

type DeckCover = Pick<RoomState["deck"], "title" | "coverColor">;
type CardText = NonNullable<RoomState["card"]>;

/** The decks of the rooms in `db`, with this instance's memory of what it has read. */
export function roomDecks(db: Kysely<Database>) {
  const covers = boundedMemory<DeckCover>(1000);
  const cards = boundedMemory<CardText>(5000);
  // A person's own deck, parsed once per room.
  const ownDecks = boundedMemory<OwnRoomCard[]>(500);

  return {
    /** The deck's title and colour: the catalogue deck's, or the own deck's with the colour of people's own decks. */
    async cover(room: Pick<RoomRow, "deck_id" | "own_deck_title">, language: Language = DEFAULT_LANGUAGE): Promise<DeckCover> {
      if (room.deck_id === null) return { title: room.own_deck_title ?? "", coverColor: OWN_DECK_COLOR };
      const key = `${room.deck_id}:${language}`;
      const known = covers.get(key);
      if (known) return known;
      const facts = await findDeckFacts(db, room.deck_id, language);
      // A deck the catalogue no longer has (a later seed took it out) has no title left to show.
      if (!facts) return { title: "", coverColor: OWN_DECK_COLOR };
      const cover = { title: facts.title, coverColor: facts.coverColor };
      covers.set(key, cover);
      return cover;
    },

    /** The text of the card at this position of the room's deck; null for none there. */
    async cardAt(room: Pick<RoomRow, "code" | "deck_id" | "own_deck_cards">, position: number, language: Language = DEFAULT_LANGUAGE): Promise<CardText | null> {
      if (room.deck_id === null) {
        let list = ownDecks.get(room.code);
        if (!list) ownDecks.set(room.code, (list = JSON.parse(room.own_deck_cards ?? "[]") as OwnRoomCard[]));
        return list[position] ?? null;
      }
      const key = `${room.deck_id}:${position}:${language}`;
      const known = cards.get(key);
      if (known) return known;
      const card = await readCardAt(db, room.deck_id, position, language);
      if (!card) return null;
      const text = { question: card.question, followUp: card.followUp ?? null, intensity: card.intensity };
      cards.set(key, text);
      return text;
    },
  };
}
