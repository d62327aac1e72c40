// The answers of the own-decks API (the contract: shared/own-decks.ts), each declared as a valibot
// schema with its TypeScript type inferred; shared/own-decks.ts exports the types under the names
// the page and the server import (`import type`, so the contract loads no schema code). The page
// does not check these answers at run time; server/answer-schemas.test.ts holds them to the server.
import * as v from "valibot";
import { Count, IntensitySchema } from "./answers";

/** One of the person's own questions (in an answer, and as the device keeps it: device-records.ts). */
export const OwnQuestionSchema = v.object({
  kind: v.literal("question"),
  id: v.string(),
  question: v.string(),
  followUp: v.nullable(v.string()),
  intensity: IntensitySchema,
});

/** Where a gathered card comes from: its deck (which unlocks it, if premium) and its place there. */
const CardOriginSchema = v.object({
  deckId: v.string(),
  deckTitle: v.string(),
  coverColor: v.string(),
  position: Count,
  /** From a premium deck: readable by some only (the first five cards by anyone). */
  isPremium: v.boolean(),
});

/** A card's text as the caller may read it, or only that it is locked. */
const unlocked = { locked: v.literal(false), question: v.string(), followUp: v.nullable(v.string()) };
const locked = { locked: v.literal(true) };

/** A card gathered from a deck of the content, by its id, with its origin and level. */
const gathered = { kind: v.literal("card"), id: v.string(), cardId: v.string(), ...CardOriginSchema.entries, intensity: IntensitySchema };

/** A gathered card as its owner sees it: its text when they may read it, else locked. */
const OwnDeckCardSchema = v.variant("kind", [
  OwnQuestionSchema,
  v.variant("locked", [v.object({ ...gathered, ...unlocked }), v.object({ ...gathered, ...locked })]),
]);

export type OwnDeckCard = v.InferOutput<typeof OwnDeckCardSchema>;

const OwnDeckSchema = v.object({
  deckId: v.string(),
  title: v.string(),
  description: v.string(),
  cards: v.array(OwnDeckCardSchema),
  /** The share link's id while the deck is shared, else null. */
  shareId: v.nullable(v.string()),
  /** The share id of the deck this one was saved from ('Save a copy'), else null. */
  copiedFrom: v.nullable(v.string()),
  /** The change that stands (ISO 8601). */
  changedAt: v.string(),
});

export type OwnDeck = v.InferOutput<typeof OwnDeckSchema>;

/** 409 to a second 'Save a copy' of one shared deck: the person's copy is `deckId`. */
export const AlreadyCopiedSchema = v.object({
  error: v.literal("already_copied"),
  message: v.string(),
  deckId: v.string(),
});

export type AlreadyCopied = v.InferOutput<typeof AlreadyCopiedSchema>;

/** GET /api/me/decks. */
export const OwnDecksListSchema = v.object({
  decks: v.array(OwnDeckSchema),
  /** Decks deleted, so that a device still holding one lets it go. */
  deleted: v.array(v.object({ deckId: v.string(), changedAt: v.string() })),
  limits: v.object({ decks: Count, cards: Count }),
});

export type OwnDecksList = v.InferOutput<typeof OwnDecksListSchema>;

/** The deck as it stands after a write: null when it was deleted (and `applied` whether this change won). */
export const OwnDeckSavedSchema = v.object({
  applied: v.boolean(),
  deck: v.nullable(OwnDeckSchema),
});

export type OwnDeckSaved = v.InferOutput<typeof OwnDeckSavedSchema>;

/** A card of a shared deck: its place and level, a gathered one its `cardId` and origin. */
const shared = { index: Count, intensity: IntensitySchema, cardId: v.optional(v.string()), origin: v.optional(CardOriginSchema) };

/** A shared deck as anyone with its link plays it: a premium card they may not read comes locked. */
export const SharedDeckSchema = v.object({
  shareId: v.string(),
  title: v.string(),
  description: v.string(),
  /** In order; a gathered card has its `cardId` and origin, a locked one only those and its level. */
  cards: v.array(v.variant("locked", [v.object({ ...shared, ...unlocked }), v.object({ ...shared, ...locked })])),
});

export type SharedDeck = v.InferOutput<typeof SharedDeckSchema>;
