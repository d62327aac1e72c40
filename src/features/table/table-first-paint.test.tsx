// The service worker draws a table link's first paint from the build's templates
// (shared/table-first-paint.ts), with the card's face from the address: a reloaded revealed card
// is drawn face up, a hidden first card face down. That page must be React's render of the same
// table to the character, or the page would not hydrate it (and the card would flash). The face
// the card arrives with is checked by build/table-first-paint.test.ts; the other face here.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DeckWithCards, Intensity } from "../../../shared/api-types";
import { tableUrl, type TableSettings } from "../../../shared/table-address";
import { DATA_SLOT, fillTableTemplate, tablePaint, type TableTemplates } from "../../../shared/table-first-paint";
import { renderPath, renderTableTemplates } from "../../entry-prerender";

const page = ({ html, styles }: { html: string; styles: string }) => `<head>${styles}</head><body><div id="root">${html}</div>${DATA_SLOT}</body>`;
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>"));

const deck: DeckWithCards = {
  deckId: "tricky-deck",
  title: `Ana & "Bo" <3 'us'`,
  description: "A deck whose words need escaping.",
  category: "relationships",
  cardCount: 12,
  isPremium: false,
  coverColor: "#14213D",
  preview: false,
  lockedCardCount: 0,
  cards: Array.from({ length: 12 }, (_, index) => ({
    id: `tricky-${index}`,
    index,
    question: `Question ${index}: what's <b>"best"</b> & why?`,
    followUp: index % 3 === 0 ? null : `And then — ${index}'s follow-up?`,
    intensity: ((index % 3) + 1) as Intensity,
  })),
};

/**
 * Renders as the build does, in Node: here in jsdom, the page would look for its data in the
 * document instead of the build's.
 */
async function asTheBuild<T>(render: () => Promise<T>): Promise<T> {
  vi.stubGlobal("document", undefined);
  try {
    return await render();
  } finally {
    vi.unstubAllGlobals();
  }
}

let templates: TableTemplates;
beforeAll(async () => {
  templates = await asTheBuild(() => renderTableTemplates(page));
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

async function expectSamePage(settings: TableSettings, position: number, faceUp: boolean) {
  const path = tableUrl(deck.deckId, settings, position, faceUp);
  const paint = tablePaint(deck, path.slice(path.indexOf("?")));
  expect(paint, path).toMatchObject({ position, faceUp });
  const rendered = await asTheBuild(() => renderPath(path, [], deck));
  expect(rootOf(fillTableTemplate(templates, paint!)), path).toBe(`<div id="root">${rendered.html}</div>${rendered.data}`);
  expect(rendered.html, path).toContain(faceUp ? 'aria-label="Question side: ' : 'aria-label="Back side: ');
}

describe("a table link's first paint with the face the address gives", () => {
  it("is React's page: a revealed later card face up, a hidden first card face down, with and without a follow-up", async () => {
    const settings: TableSettings = { seed: "qqqq0000", levels: [1, 2, 3], timerSeconds: 60, players: ["Ana", "Ben"] };
    for (let position = 0; position < deck.cardCount - 1; position++) await expectSamePage(settings, position, position !== 0);
  }, 60_000);

  it("is React's page without names or a timer, at a few levels", async () => {
    const settings: TableSettings = { seed: "abcd1234", levels: [1, 3], timerSeconds: 0, players: [] };
    await expectSamePage(settings, 0, false);
    await expectSamePage(settings, 2, true);
  }, 60_000);

  it("reads the face from the address, else the face the card arrives with", () => {
    expect(tablePaint(deck, "?seed=abcd1234&card=3&face=up")).toMatchObject({ position: 3, faceUp: true });
    expect(tablePaint(deck, "?seed=abcd1234&card=3")).toMatchObject({ position: 3, faceUp: false });
    expect(tablePaint(deck, "?seed=abcd1234&face=down")).toMatchObject({ position: 0, faceUp: false });
    expect(tablePaint(deck, "?seed=abcd1234")).toMatchObject({ position: 0, faceUp: true });
  });
});
