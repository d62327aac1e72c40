import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type Rolldown } from "vite";
import { chunkGroups } from "./chunk-groups";

// A small app of the page build's shape: an entry that loads React DOM's stand-in and the app
// dynamically, the app with three lazy pages, and modules the pages share from two feature folders
// and from lib.
const files: Record<string, string> = {
  "index.html": '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>',
  "src/main.ts": 'import { early } from "./lib/early";\nearly();\nvoid Promise.all([import("./react-root"), import("./app/App")]);',
  "src/react-root.ts": 'export const createRoot = () => "root";',
  "src/lib/early.ts": 'export const early = () => "early";',
  "src/lib/http.ts": 'export const http = () => "http";',
  "src/lib/title.ts": 'export const title = () => "title";',
  "src/app/App.tsx": [
    'import { frame } from "./frame";',
    "export const routes = [frame, () => import(\"../features/a/PageA\"), () => import(\"../features/b/PageB\"), () => import(\"../features/c/PageC\")];",
  ].join("\n"),
  // The app uses a module the entry needs too, as the real one uses React.
  "src/app/frame.ts": 'import { http } from "../lib/http";\nimport { early } from "../lib/early";\nexport const frame = () => http() + early();',
  "src/features/billing/buy.ts": 'import { http } from "../../lib/http";\nexport const buy = () => http() + "buy";',
  "src/features/billing/prices.ts": 'export const prices = () => "prices";',
  "src/features/viewer/cards.ts": 'export const cards = () => "cards";',
  "src/features/a/PageA.ts": 'import { buy } from "../billing/buy";\nimport { title } from "../../lib/title";\nexport default () => buy() + title() + "only A";',
  "src/features/b/PageB.ts": [
    'import { buy } from "../billing/buy";',
    'import { prices } from "../billing/prices";',
    'import { cards } from "../viewer/cards";',
    'import { title } from "../../lib/title";',
    "export default () => buy() + prices() + cards() + title();",
  ].join("\n"),
  "src/features/c/PageC.ts": 'import { prices } from "../billing/prices";\nimport { cards } from "../viewer/cards";\nexport default () => prices() + cards();',
};

let root: string;
let chunks: Rolldown.OutputChunk[];

/** The chunk that holds a module of the fixture. */
const chunkOf = (module: string) => {
  const chunk = chunks.find((c) => c.moduleIds.includes(path.join(root, module)));
  if (!chunk) throw new Error(`No chunk holds ${module}`);
  return chunk;
};
/** The files a chunk imports, all the way down: what a page that loads it asks for. */
const loads = (chunk: Rolldown.OutputChunk, into = new Set<string>()): Set<string> => {
  for (const file of chunk.imports) {
    if (into.has(file)) continue;
    into.add(file);
    loads(chunks.find((c) => c.fileName === file)!, into);
  }
  return into;
};

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "spark-chunks-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const output = (await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [chunkGroups()],
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput;
  chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the page build's chunks", () => {
  it("put what the app imports in one chunk with the app's, however many pages share it", () => {
    expect(chunkOf("src/lib/http.ts").fileName).toBe(chunkOf("src/app/frame.ts").fileName);
    expect(chunkOf("src/app/frame.ts").name).toBe("app-core");
  });

  it("put the modules several pages share in one chunk per feature folder, even when different pages share them", () => {
    expect(chunkOf("src/features/billing/buy.ts").fileName).toBe(chunkOf("src/features/billing/prices.ts").fileName);
    expect(chunkOf("src/features/billing/buy.ts").name).toBe("billing");
    expect(chunkOf("src/features/viewer/cards.ts").name).toBe("viewer");
    expect(chunkOf("src/lib/title.ts").name).toBe("lib");
  });

  it("load with a page only the features it uses", () => {
    const pageA = loads(chunkOf("src/features/a/PageA.ts"));
    expect(pageA).toContain(chunkOf("src/features/billing/buy.ts").fileName);
    expect(pageA).not.toContain(chunkOf("src/features/viewer/cards.ts").fileName);
  });

  it("keep a module only one page uses, the pages, the app and what the entry needs where they were", () => {
    expect(chunkOf("src/features/a/PageA.ts").moduleIds).toEqual([path.join(root, "src/features/a/PageA.ts")]);
    for (const page of ["a/PageA", "b/PageB", "c/PageC"]) expect(chunkOf(`src/features/${page}.ts`).isDynamicEntry).toBe(true);
    expect(chunkOf("src/app/App.tsx").isDynamicEntry).toBe(true);
    expect(chunkOf("src/react-root.ts").isDynamicEntry).toBe(true);
    const entry = chunkOf("src/main.ts");
    expect(entry.moduleIds).toContain(path.join(root, "src/lib/early.ts"));
    // The entry runs without waiting for any group's file.
    expect([...loads(entry)].every((file) => !/app-core|billing|viewer|lib/.test(file))).toBe(true);
  });
});
