// The service worker's first paint of a table link (shared/table-first-paint.ts) must be the markup
// React renders for the same table, to the character: the page hydrates it. Both are made here
// from the same app code, for tables with and without each optional part, and with the face the
// address gives (a reloaded revealed card face up, a hidden first card face down). In Node, as the
// build renders: a server render in the page tests' shared jsdom left react-router's context
// behind for the next test file ("a <Router> inside another <Router>").
import { beforeAll, describe, expect, it } from "vitest";
import { tableUrl, type TableSettings } from "../shared/table-address";
import { DATA_SLOT, fillTableTemplate, tablePaint, type TableTemplates } from "../shared/table-first-paint";
import { renderPath, renderTableTemplates } from "../src/entry-prerender";
import { trickyDeck as deck } from "../tests/support/tricky-deck";

const page = ({ html, styles }: { html: string; styles: string }) => `<head>${styles}</head><body><div id="root">${html}</div>${DATA_SLOT}</body>`;
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>"));

let templates: TableTemplates;
beforeAll(async () => {
  templates = await renderTableTemplates(page);
});

async function expectSamePage(settings: TableSettings, position?: number, faceUp?: boolean) {
  const path = tableUrl(deck.deckId, settings, position, faceUp);
  const paint = tablePaint(deck, path.slice(path.indexOf("?")));
  expect(paint, path).not.toBeNull();
  if (faceUp !== undefined) expect(paint, path).toMatchObject({ position, faceUp });
  const rendered = await renderPath(path, [], deck);
  expect(rootOf(fillTableTemplate(templates, paint!)), path).toBe(`<div id="root">${rendered.html}</div>${rendered.data}`);
  if (faceUp !== undefined) expect(rendered.html, path).toContain(faceUp ? 'aria-label="Question side: ' : 'aria-label="Back side: ');
}

describe("a table link's first paint, drawn from the template", () => {
  const cases: [string, Partial<TableSettings>][] = [
    ["no names, no timer, every level", {}],
    ["names that need escaping", { players: ["Ana", `Zoë & <Bo> "the" 'great'`] }],
    ["a timer", { timerSeconds: 30 }],
    ["names and a two-minute timer, light cards only", { players: ["Sam", "Kit", "Lou"], timerSeconds: 120, levels: [1] }],
    ["personal and deep cards", { levels: [2, 3] }],
  ];
  for (const [name, change] of cases) {
    const settings: TableSettings = { seed: "abcd1234", levels: [1, 2, 3], timerSeconds: 0, players: [], ...change };
    it(`is React's page at the first card: ${name}`, () => expectSamePage(settings));
    it(`is React's page at a later card: ${name}`, () => expectSamePage(settings, 4));
  }

  it("is React's page at every card but the last, with and without a follow-up question", async () => {
    const settings: TableSettings = { seed: "qqqq0000", levels: [1, 2, 3], timerSeconds: 60, players: ["Ana", "Ben"] };
    const followUps = new Set<boolean>();
    for (let position = 0; position < deck.cardCount - 1; position++) {
      await expectSamePage(settings, position);
      followUps.add(tablePaint(deck, `?seed=qqqq0000&card=${position}`)!.card.followUp !== null);
    }
    expect([...followUps].sort()).toEqual([false, true]);
  });

  it("leaves to the app what it cannot draw: no seed, a premium deck, the last card", () => {
    expect(tablePaint(deck, "?levels=light")).toBeNull();
    expect(tablePaint({ ...deck, isPremium: true }, "?seed=abcd1234")).toBeNull();
    expect(tablePaint(deck, "?seed=abcd1234&card=29")).toBeNull();
    expect(tablePaint(deck, "?seed=abcd1234&card=28")).not.toBeNull();
  });
});

describe("a table link's first paint with the face the address gives", () => {
  it("is React's page: a revealed later card face up, a hidden first card face down, with and without a follow-up", async () => {
    const settings: TableSettings = { seed: "qqqq0000", levels: [1, 2, 3], timerSeconds: 60, players: ["Ana", "Ben"] };
    for (let position = 0; position < deck.cardCount - 1; position++) await expectSamePage(settings, position, position !== 0);
  }, 60_000);

  it("is React's page without names or a timer, at a few levels", async () => {
    const settings: TableSettings = { seed: "abcd1234", levels: [1, 3], timerSeconds: 0, players: [] };
    await expectSamePage(settings, 0, false);
    await expectSamePage(settings, 2, true);
  });

  it("reads the face from the address, else the face the card arrives with", () => {
    expect(tablePaint(deck, "?seed=abcd1234&card=3&face=up")).toMatchObject({ position: 3, faceUp: true });
    expect(tablePaint(deck, "?seed=abcd1234&card=3")).toMatchObject({ position: 3, faceUp: false });
    expect(tablePaint(deck, "?seed=abcd1234&face=down")).toMatchObject({ position: 0, faceUp: false });
    expect(tablePaint(deck, "?seed=abcd1234")).toMatchObject({ position: 0, faceUp: true });
  });
});
