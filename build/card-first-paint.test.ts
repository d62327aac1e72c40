// The service worker's first paint of a card's address (shared/card-first-paint.ts) must be the
// markup React renders for the same card, to the character: the page hydrates it. In Node, as the
// build renders (see build/table-first-paint.test.ts for why not in the page tests' jsdom).
import { beforeAll, describe, expect, it } from "vitest";
import { cardAddressDeckId, cardPaint, fillCardTemplate, type CardTemplate } from "../shared/card-first-paint";
import { DATA_SLOT } from "../shared/first-paint";
import { cardUrl } from "../src/lib/app-urls";
import { renderCardTemplate, renderPath } from "../src/entry-prerender";
import { trickyDeck as deck } from "../tests/support/tricky-deck";

const page = ({ html, styles }: { html: string; styles: string }) => `<head>${styles}</head><body><div id="root">${html}</div>${DATA_SLOT}</body>`;
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>"));

let template: CardTemplate;
beforeAll(async () => {
  template = await renderCardTemplate(page);
});

describe("a card's address, drawn from the template", () => {
  it("is React's page at every card between the first and the last, with and without a follow-up, at every level", async () => {
    const [levels, followUps] = [new Set<number>(), new Set<boolean>()];
    for (let position = 1; position < deck.cardCount - 1; position++) {
      const path = cardUrl(deck.deckId, position);
      const paint = cardPaint(deck, path);
      expect(paint, path).not.toBeNull();
      const rendered = await renderPath(path, [], deck);
      expect(rendered.html, path).toContain('aria-label="Back side: ');
      expect(rootOf(fillCardTemplate(template, paint!)), path).toBe(`<div id="root">${rendered.html}</div>${rendered.data}`);
      levels.add(paint!.card.intensity);
      followUps.add(paint!.card.followUp !== null);
    }
    expect([levels.size, followUps.size]).toEqual([3, 2]);
  }, 60_000);

  it("leaves to the app what it cannot draw: the first and last cards, a premium deck, another deck, no number", () => {
    expect(cardPaint(deck, cardUrl(deck.deckId, 0))).toBeNull();
    expect(cardPaint(deck, cardUrl(deck.deckId, 29))).toBeNull();
    expect(cardPaint(deck, cardUrl(deck.deckId, 400))).toBeNull();
    expect(cardPaint({ ...deck, isPremium: true }, cardUrl(deck.deckId, 3))).toBeNull();
    expect(cardPaint(deck, cardUrl("another", 3))).toBeNull();
    expect(cardPaint(deck, `/decks/${deck.deckId}/cards/three`)).toBeNull();
    expect(cardPaint(deck, `/decks/${deck.deckId}/cards/3/`)).toMatchObject({ position: 3 });
  });

  it("finds the deck in the address", () => {
    expect(cardAddressDeckId("/decks/family/cards/3")).toBe("family");
    expect(cardAddressDeckId("/deck/family")).toBeNull();
    expect(cardAddressDeckId("/decks/family/cards/")).toBeNull();
  });
});
