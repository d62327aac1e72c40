// A live room read in several languages: each screen asks for the room's state in its own
// language (`?lang=` on the stream and on the host's actions) and reads the same card, by its place
// in the room's order, in its own words; an own deck reads as it was written, whoever reads it.
import { beforeAll, describe, expect, it } from "vitest";
import { loadDeckContent } from "../content/deck-content";
import { deckInLanguage } from "../content/deck-texts";
import type { RoomState } from "../../shared/rooms";
import { testDatabases } from "../../tests/support/server/test-databases";
import { testAppsForFile, type TestApp } from "../../tests/support/server/test-app";
import { act, asParticipant, join, openStream, startRoom } from "../../tests/support/server/rooms-harness";

const content = loadDeckContent();
const free = content.find((d) => !d.isPremium && d.texts?.es && d.texts.de)!;
const [english, spanish, german] = (["en", "es", "de"] as const).map((language) => deckInLanguage(free, language));

/** The card a state shows, by its id: the one whose question it is in `deck`'s language. */
const cardIdIn = (deck: typeof english, state: RoomState) => deck.cards.find((card) => card.question === state.card?.question)?.id;

describe.each(testDatabases)("a live room in several languages on $name", ({ target }) => {
  const { callers, appWith } = testAppsForFile(target, content);
  let app: TestApp;
  const host = callers.as("polyglot-host");
  const fetch = (url: string, init?: RequestInit) => app.request(url, init);

  beforeAll(() => {
    app = appWith();
  });

  it("shows an English host and a Spanish and a German participant the same card, each in their own language", async () => {
    const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1, 2, 3], timerSeconds: 0 });
    // The room's summary, for the join page, in the reader's language.
    expect(await (await fetch(`/api/rooms/${code}?lang=es`)).json()).toMatchObject({ deckTitle: spanish.title });
    const sofia = await join(fetch, code, "Sofía");
    const jonas = await join(fetch, code, "Jonas");
    const hostView = await openStream(fetch, code, host);
    const sofiaView = await openStream(fetch, code, asParticipant(sofia), "es");
    const jonasView = await openStream(fetch, code, asParticipant(jonas), "de");
    expect((await sofiaView.waitFor(() => true)).deck.title).toBe(spanish.title);
    expect((await jonasView.waitFor(() => true)).deck.title).toBe(german.title);

    for (let step = 0; step < 2; step++) {
      await act(fetch, code, host, "next");
      const revealed = (await (await act(fetch, code, host, "reveal")).json()) as RoomState;
      const id = cardIdIn(english, revealed);
      expect(id).toBeDefined();
      const [onHost, onSofia, onJonas] = await Promise.all([hostView, sofiaView, jonasView].map((view) => view.waitFor((s) => s.version === revealed.version, 2000)));
      expect(onHost.card).toEqual(revealed.card);
      expect(cardIdIn(spanish, onSofia)).toBe(id);
      expect(cardIdIn(german, onJonas)).toBe(id);
      expect(onSofia.card?.question).not.toBe(revealed.card?.question);
      expect(onSofia.card?.intensity).toBe(revealed.card?.intensity);
      // Everything but the words is the same room.
      expect({ ...onSofia, card: null, deck: null }).toEqual({ ...onHost, participants: undefined, card: null, deck: null });
    }

    // A host reading in French gets the answer to an action in French.
    const french = deckInLanguage(free, "fr");
    const hidden = (await (await act(fetch, code, host, "hide", "fr")).json()) as RoomState;
    const shown = (await (await act(fetch, code, host, "reveal", "fr")).json()) as RoomState;
    expect(hidden.deck.title).toBe(french.title);
    expect(cardIdIn(french, shown)).toBe(cardIdIn(english, (await hostView.waitFor((s) => s.version === shown.version, 2000))));
    for (const view of [hostView, sofiaView, jonasView]) view.close();
  });

  it("refuses a language it does not speak", async () => {
    const code = await startRoom(fetch, host, { deckId: free.deckId, levels: [1], timerSeconds: 0 });
    for (const url of [`/api/rooms/${code}?lang=xx`, `/api/rooms/${code}/events?lang=EN`]) {
      const res = await fetch(url);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "invalid_language", message: "lang must be one of en, de, fr, es." });
    }
    expect((await act(fetch, code, host, "next", "klingon")).status).toBe(400);
  });
});
