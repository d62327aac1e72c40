import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DeckContent } from "../server/content/deck-content";
import { lockedTextIn } from "./locked-text";

const card = (n: number, followUp?: string) => ({ id: `p-${n}`, question: `Premium question "${n}" & what's next?`, intensity: 1 as const, ...(followUp ? { followUp } : {}) });
const premium: DeckContent = {
  deckId: "p",
  title: "Premium",
  description: "d",
  category: "teams",
  isPremium: true,
  coverColor: "#000000",
  cards: [0, 1, 2, 3, 4, 5, 6].map((n) => card(n, n === 6 ? "A follow-up <only> for payers?" : undefined)),
};
const free: DeckContent = { ...premium, deckId: "f", isPremium: false, cards: [card(100), card(101)] };

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "locked-text-"));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe("the build's check for locked premium text", () => {
  it("passes a build with free decks and a premium deck's preview only", () => {
    const dir = build({ "index.html": `<p>${premium.cards[0].question}</p>`, "assets/a.js": JSON.stringify(free.cards) });
    expect(lockedTextIn(dir, [premium, free])).toEqual([]);
  });

  it("finds a locked question or follow-up as written, in a JSON string, and escaped in HTML", () => {
    const dir = build({
      "data/deck.json": JSON.stringify({ q: premium.cards[5].question }),
      "deck/p/index.html": `<span class="follow-up">A follow-up &lt;only&gt; for payers?</span>`,
      "sw.js": `const x = 'Premium question "6" & what's next?';`,
    });
    expect(lockedTextIn(dir, [premium, free]).sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: "data/deck.json", text: premium.cards[5].question },
      { file: "deck/p/index.html", text: "A follow-up <only> for payers?" },
      { file: "sw.js", text: premium.cards[6].question },
    ]);
  });

  it("finds a locked card in any language the deck is translated into", () => {
    const german = { title: "Premium", description: "d", cards: premium.cards.map(({ id }, n) => ({ id, question: `Premium-Frage „${n}“: was kommt?` })) };
    const translated: DeckContent = { ...premium, texts: { de: german } };
    const dir = build({ "de/deck/p/index.html": `<p>${german.cards[0].question}</p><p>${german.cards[5].question}</p>` });
    expect(lockedTextIn(dir, [translated, free])).toEqual([{ file: "de/deck/p/index.html", text: german.cards[5].question }]);
  });
});
