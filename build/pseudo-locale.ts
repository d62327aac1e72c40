import { readFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/**
 * The pseudo-language `en-XA` (docs/translating.md): every English message with its letters
 * accented, about 35 % longer (vowels doubled), and between ⟦ and ⟧, so a page drawn in it shows at
 * a glance (and the e2e suite finds) any text that is not from a catalog, and whether long text
 * fits. Made from src/locales/en.po as the page asks for it: nothing to keep in step by hand.
 */
const PSEUDO_CATALOG = "virtual:spark-pseudo-catalog";
const RESOLVED = `\0${PSEUDO_CATALOG}`;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, i) => [letter, [..."áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"][i]]),
);

/** Literal text, accented and lengthened; the rich-text marks (<0>, </0>, <1/>) and '#' kept. */
function pseudoText(text: string): string {
  if (text === "#") return text;
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => (/[aeiouAEIOU]/.test(c) ? ACCENTED[c].repeat(2) : (ACCENTED[c] ?? c))).join("")))
    .join("");
}

type Compiled = string | Compiled[] | { [key: string]: Compiled } | number | undefined;

/** A compiled message's literal strings made pseudo; placeholders, plural keys and formats kept. */
function pseudoCompiled(token: Compiled, literal = true): Compiled {
  if (typeof token === "string") return literal ? pseudoText(token) : token;
  if (Array.isArray(token)) {
    // A placeholder: [name, type?, options?]; only its options' messages hold text.
    if (!literal) return token.map((inner) => pseudoCompiled(inner, false));
    return token.map((inner) => (Array.isArray(inner) ? [inner[0], inner[1], ...inner.slice(2).map((option) => pseudoCompiled(option, false))] : pseudoCompiled(inner)));
  }
  if (token && typeof token === "object") return Object.fromEntries(Object.entries(token).map(([key, inner]) => [key, pseudoCompiled(inner, true)]));
  return token;
}

export async function pseudoMessages(root: string): Promise<Record<string, Compiled>> {
  const po = readFileSync(path.join(root, "src", "locales", "en.po"), "utf8");
  const catalog = await formatter().parse(po, { locale: "en", sourceLocale: "en", filename: "en.po" });
  const messages: Record<string, Compiled> = {};
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    if (entry.obsolete) continue;
    const source = entry.message ?? entry.translation ?? id;
    const compiled = compileMessage(source) as Compiled[];
    messages[id] = ["⟦", ...(pseudoCompiled(compiled) as Compiled[]), "⟧"];
  }
  return messages;
}

/** Serves the pseudo catalog as a module (`import(PSEUDO_CATALOG)` → `{ messages }`). */
export function pseudoLocale(root = process.cwd()): Plugin {
  return {
    name: "spark-pseudo-locale",
    resolveId: (id) => (id === PSEUDO_CATALOG ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(path.join(root, "src", "locales", "en.po"));
      return `export const messages = ${JSON.stringify(await pseudoMessages(root))};`;
    },
  };
}

