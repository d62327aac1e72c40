import { describe, expect, it } from "vitest";
import { pseudoMessages } from "./pseudo-locale";

type Token = string | Token[] | { [key: string]: Token } | number | undefined;
/** The literal text of a compiled message (placeholders' names and plural keys left out). */
const textOf = (token: Token, literal = true): string => {
  if (typeof token === "string") return literal ? token : "";
  if (Array.isArray(token)) return token.map((inner) => (Array.isArray(inner) ? inner.slice(2).map((option) => textOf(option, false)).join("") : textOf(inner))).join("");
  if (token && typeof token === "object") return Object.values(token).map((inner) => textOf(inner)).join("");
  return "";
};

describe("the pseudo-language en-XA", () => {
  it("has every English message marked, accented and about a third longer, placeholders and tags kept", async () => {
    const messages = await pseudoMessages(process.cwd());
    const all = Object.values(messages) as Token[][];
    expect(all.length).toBeGreaterThan(500);
    let english = 0;
    let pseudo = 0;
    for (const message of all) {
      expect(message[0]).toBe("⟦");
      expect(message.at(-1)).toBe("⟧");
      const text = textOf(message.slice(1, -1));
      // No plain ASCII letter is left: a text drawn without the catalog stands out.
      expect(text.replace(/<\/?\d+\/?>/g, "")).not.toMatch(/[A-Za-z]/);
      pseudo += text.length;
      english += text.normalize("NFD").replace(/\p{M}/gu, "").length;
    }
    expect(pseudo / english).toBeGreaterThanOrEqual(1);
    const json = JSON.stringify(messages);
    // A placeholder keeps its name, a plural its keys and '#', a rich-text tag its number.
    expect(json).toContain('["count","plural",');
    expect(json).toMatch(/"#"/);
    expect(json).toMatch(/<0>/);
  });
});
