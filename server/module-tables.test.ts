// "A module queries only its own tables, and asks another module's repository for the rest"
// (docs/architecture.md, "Server modules"), as a check: every table a server module's code names
// in a query must be one that module owns. The lint layers say which modules may import which;
// this says which tables each may touch, so a join into another module's table cannot slip in.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = import.meta.dirname;
const ROOT = path.resolve(SERVER, "..");

/** Each table and the module that owns it: the "Owns" column of docs/architecture.md. */
const OWNER: Record<string, string> = {
  rate_limits: "http",
  decks: "decks",
  cards: "decks",
  deck_texts: "decks",
  card_texts: "decks",
  entitlements: "entitlements",
  billing_customers: "billing",
  billing_events: "billing",
  billing_event_failures: "billing",
  billing_subscriptions: "billing",
  checkout_sessions: "billing",
  saved_cards: "saved-cards",
  feedback: "feedback",
  events: "analytics",
  rooms: "rooms",
  room_participants: "rooms",
  own_decks: "own-decks",
};

/**
 * Files that touch tables of another module, each for a reason the architecture names. The seed
 * writes the decks from content/ (docs/architecture.md, "Database"); the migrations create every
 * table, so they are the schema's home rather than a query of anyone's data.
 */
const EXCEPTIONS: Record<string, { tables: string[] | "all"; why: string }> = {
  "db/seed.ts": { tables: ["decks", "cards", "deck_texts", "card_texts"], why: "writes the decks from the content files" },
  "db/migrations.ts": { tables: "all", why: "creates the tables" },
};

/** Method calls and options of Kysely (and the rate limiter) whose first argument is a table. */
const TABLE_CALL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|(?:inner|left|right|full|cross)Join(?:Lateral)?)\(\s*([^,)]*)|\bsql\.table\(\s*([^,)]*)|\btableName:\s*([^,}\n]*)/g;
/** Where raw SQL starts: sql`, or sql<Type>`. */
const SQL_TAG = /\bsql(?:<[^`]*?>)?`/g;
/**
 * In raw SQL, a table comes after these words. After FROM and JOIN a name followed by "(" is a
 * function (FROM now()); some words after UPDATE are no table (DO UPDATE SET, FOR UPDATE SKIP LOCKED).
 */
const SQL_TABLE = /\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+|IF\s+(?:NOT\s+)?EXISTS\s+)?([A-Za-z_][\w.]*)(\s*\()?/gi;
const NOT_A_TABLE = new Set(["set", "skip", "nowait", "of", "lateral", "select", "values"]);
/** Common table expressions, which are named in a query but are no table: WITH x AS (, x AS (. */
const SQL_CTE = /(?:\bWITH(?:\s+RECURSIVE)?|,)\s+([A-Za-z_]\w*)\s+AS\s*(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/gi;
const KYSELY_CTE = /\.with(?:Recursive)?\(\s*["'`]([A-Za-z_]\w*)/g;

/** The text of the template literal whose opening backtick is just before `start`, nested ones included. */
function templateText(code: string, start: number): string {
  let text = "";
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const char = code[i];
    if (char === "\\") {
      text += code.slice(i, i + 2);
      i++;
    } else if (depth === 0 && char === "`") {
      return text;
    } else if (depth > 0 && char === "`") {
      const inner = templateText(code, i + 1);
      text += `\`${inner}\``;
      i += inner.length + 1;
    } else {
      if (char === "{" && (depth > 0 || code[i - 1] === "$")) depth++;
      if (char === "}" && depth > 0) depth--;
      text += char;
    }
  }
  return text;
}

/**
 * The tables a source file names in its queries. A table given as anything but a string literal
 * comes back as "?" and the expression, since no check could say whose it is.
 */
function tablesNamedIn(source: string): string[] {
  // Comments on lines of their own; a /* inside a string ("/api/*") is no comment.
  const code = source.replace(/^\s*\/\/.*$/gm, "").replace(/^\s*\/\*[\s\S]*?\*\//gm, "");
  const found = new Set<string>();
  for (const match of code.matchAll(TABLE_CALL)) {
    const argument = (match[2] ?? match[3] ?? match[4]).trim();
    const literal = /^["'`]([^"'`$]+)["'`]$/.exec(argument);
    found.add(literal ? literal[1].trim().split(/\s+/)[0] : `? ${argument}`);
  }
  for (const tag of code.matchAll(SQL_TAG)) {
    const text = templateText(code, tag.index + tag[0].length);
    const ctes = new Set([...text.matchAll(SQL_CTE)].map((m) => m[1].toLowerCase()));
    for (const [, keyword, name, call] of text.matchAll(SQL_TABLE)) {
      const table = name.split(".").at(-1)!.toLowerCase();
      if (call && /^(from|join)$/i.test(keyword)) continue;
      if (!ctes.has(table) && !NOT_A_TABLE.has(table)) found.add(table);
    }
  }
  for (const [, name] of code.matchAll(KYSELY_CTE)) found.delete(name);
  return [...found].sort();
}

/** The server's source files (tests aside) by path under server/, with the module each is in. */
function serverSources(): { file: string; module: string; source: string }[] {
  return readdirSync(SERVER, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join("/"))
    .map((file) => ({
      file,
      // A file at the top of server/ (app.ts, main.ts) is in no module and owns no table.
      module: file.includes("/") ? file.split("/")[0] : "(server/)",
      source: readFileSync(path.join(SERVER, file), "utf8"),
    }));
}

describe("the tables each server module queries", () => {
  const sources = serverSources();

  it("reads the tables out of Kysely calls and raw SQL, leaving out functions and common table expressions", () => {
    const source = `
      // db.selectFrom("commented_out")
      const a = db.selectFrom("rooms").leftJoin("decks as d", "d.deck_id", "rooms.deck_id").selectAll();
      await trx.updateTable("room_participants").set({ seen_at: 1 }).execute();
      const b = db.with("recent", (q) => q.selectFrom("events")).selectFrom("recent");
      const c = sql<{ n: number }>\`
        WITH changed AS (UPDATE public.saved_cards SET x = 1 RETURNING *)
        SELECT extract(epoch FROM now()) FROM changed JOIN cards ON cards.deck_id = changed.deck_id\`;
      const d = db.deleteFrom(table);
      new Store({ tableName: "rate_limits" });`;
    expect(tablesNamedIn(source)).toEqual(["? table", "cards", "decks", "events", "rate_limits", "room_participants", "rooms", "saved_cards"]);
  });

  it("gives every table an owner: those the migrations create and the schema types", () => {
    const migrations = readFileSync(path.join(SERVER, "db/migrations.ts"), "utf8");
    const created = [...migrations.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/g)].map((m) => m[1]);
    const schema = readFileSync(path.join(SERVER, "db/schema.ts"), "utf8");
    const database = /export interface Database \{([\s\S]*?)\n\}/.exec(schema)![1];
    const typed = [...database.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
    expect(created.length).toBeGreaterThan(0);
    expect([...new Set([...created, ...typed])].sort()).toEqual(Object.keys(OWNER).sort());
  });

  it("owns the tables docs/architecture.md says each module owns", () => {
    const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    const rows = [...doc.matchAll(/^\| `([\w-]+)\/` \|.*\| ([^|]*) \|$/gm)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, module, owns] of rows) {
      const patterns = [...owns.matchAll(/`([\w*]+)`/g)].map((m) => new RegExp(`^${m[1].replace("*", "\\w+")}$`));
      const documented = Object.keys(OWNER).filter((table) => patterns.some((pattern) => pattern.test(table)));
      const owned = Object.keys(OWNER).filter((table) => OWNER[table] === module);
      expect({ module, tables: documented.sort() }).toEqual({ module, tables: owned.sort() });
    }
  });

  it("has each owner query its own tables (so the reader finds what is there)", () => {
    const named = new Set(sources.filter(({ module }) => module !== "db").flatMap(({ module, source }) => tablesNamedIn(source).map((table) => `${module}:${table}`)));
    const unused = Object.entries(OWNER).filter(([table, module]) => !named.has(`${module}:${table}`));
    expect(unused).toEqual([]);
  });

  it("has no module query a table it does not own", () => {
    const strays = sources.flatMap(({ file, module, source }) => {
      const allowed = EXCEPTIONS[file]?.tables;
      if (allowed === "all") return [];
      return tablesNamedIn(source)
        .filter((table) => OWNER[table] !== module && !allowed?.includes(table))
        .map((table) => `server/${file} queries ${table}, which is ${OWNER[table] ? `server/${OWNER[table]}/'s: ask its repository` : "no module's"}`);
    });
    expect(strays).toEqual([]);
  });
});
