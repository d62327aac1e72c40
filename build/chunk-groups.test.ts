import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type Rolldown } from "vite";
import { chunkGroups } from "./chunk-groups";

const roots: string[] = [];

/** Builds a small app from its files with the plugin, as the page build does; its chunks. */
async function buildApp(files: Record<string, string>): Promise<{ root: string; chunks: Rolldown.OutputChunk[] }> {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), "spark-chunks-")));
  roots.push(root);
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
  return { root, chunks: output.output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk") };
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** The page build's shape: an entry that loads React DOM's stand-in and the app dynamically. */
const startFiles = {
  "index.html": '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>',
  "src/main.ts": 'import { early } from "./lib/early";\nearly();\nvoid Promise.all([import("./react-root"), import("./app/App")]);',
  "src/react-root.ts": 'export const createRoot = () => "root";',
  "src/lib/early.ts": 'export const early = () => "early";',
  "src/app/App.tsx": 'import { frame } from "./frame";\nimport { routes } from "./routes";\nexport const app = [frame, routes];',
  "src/app/routes.tsx":
    'export const routes = [() => import("../features/a/PageA"), () => import("../features/b/PageB"), () => import("../features/c/PageC")];',
};

describe("the page build's chunks", () => {
  let root: string;
  let chunks: Rolldown.OutputChunk[];
  /** The chunk that holds a module. */
  const chunkOf = (module: string) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(path.join(root, module)));
    if (!chunk) throw new Error(`No chunk holds ${module}`);
    return chunk;
  };
  /** The chunks a chunk imports, all the way down: what a page that loads it asks for. */
  const loads = (chunk: Rolldown.OutputChunk, into = new Set<Rolldown.OutputChunk>()): Set<Rolldown.OutputChunk> => {
    for (const file of chunk.imports) {
      const imported = chunks.find((c) => c.fileName === file)!;
      if (into.has(imported)) continue;
      into.add(imported);
      loads(imported, into);
    }
    return into;
  };

  beforeAll(async () => {
    ({ root, chunks } = await buildApp({
      ...startFiles,
      "src/lib/http.ts": 'export const http = () => "http";',
      "src/lib/title.ts": 'export const title = () => "title";',
      // The app uses a module the entry needs too, as the real one uses React.
      "src/app/frame.ts": 'import { http } from "../lib/http";\nimport { early } from "../lib/early";\nexport const frame = () => http() + early();',
      "src/features/billing/buy.ts": 'import { http } from "../../lib/http";\nexport const buy = () => http() + "buy";',
      "src/features/billing/prices.ts": 'export const prices = () => "prices";',
      "src/features/viewer/cards.ts": 'export const cards = () => "cards";',
      // A button two pages show, and two writers loaded on demand that share a helper no page imports.
      "src/features/pdf/PdfButton.ts": 'export const pdfButton = () => import("./build-pdf");',
      "src/features/pdf/build-pdf.ts": 'import { fonts } from "./fonts";\nexport const buildPdf = () => fonts() + "pdf";',
      "src/features/pdf/build-sheet.ts": 'import { fonts } from "./fonts";\nexport const buildSheet = () => fonts() + "sheet";',
      "src/features/pdf/fonts.ts": 'export const fonts = () => "a large font";',
      "src/features/a/PageA.ts": [
        'import { buy } from "../billing/buy";',
        'import { title } from "../../lib/title";',
        'import { pdfButton } from "../pdf/PdfButton";',
        'export default () => buy() + title() + pdfButton() + "only A";',
      ].join("\n"),
      "src/features/b/PageB.ts": [
        'import { buy } from "../billing/buy";',
        'import { prices } from "../billing/prices";',
        'import { cards } from "../viewer/cards";',
        'import { title } from "../../lib/title";',
        'import { pdfButton } from "../pdf/PdfButton";',
        "export default () => buy() + prices() + cards() + title() + pdfButton();",
      ].join("\n"),
      "src/features/c/PageC.ts": [
        'import { prices } from "../billing/prices";',
        'import { cards } from "../viewer/cards";',
        'export default () => prices() + cards() + import("../pdf/build-sheet");',
      ].join("\n"),
    }));
  }, 60_000);

  it("put what the app imports in one chunk with the app's, however many pages share it", () => {
    expect(chunkOf("src/lib/http.ts")).toBe(chunkOf("src/app/frame.ts"));
    expect(chunkOf("src/app/frame.ts").name).toBe("app-core");
  });

  it("put the modules several pages share in one chunk per feature folder, even when different pages share them", () => {
    expect(chunkOf("src/features/billing/buy.ts")).toBe(chunkOf("src/features/billing/prices.ts"));
    expect(chunkOf("src/features/billing/buy.ts").name).toBe("billing");
    expect(chunkOf("src/features/viewer/cards.ts").name).toBe("viewer");
    expect(chunkOf("src/lib/title.ts").name).toBe("lib");
  });

  it("load with a page only the features it uses", () => {
    const pageA = loads(chunkOf("src/features/a/PageA.ts"));
    expect(pageA).toContain(chunkOf("src/features/billing/buy.ts"));
    expect(pageA).not.toContain(chunkOf("src/features/viewer/cards.ts"));
  });

  it("leave what only libraries loaded on demand share out of the feature's chunk, so no page loads it", () => {
    expect(chunkOf("src/features/pdf/PdfButton.ts").name).toBe("pdf");
    expect(chunkOf("src/features/pdf/fonts.ts")).not.toBe(chunkOf("src/features/pdf/PdfButton.ts"));
    for (const page of ["a/PageA", "b/PageB", "c/PageC"]) {
      expect(loads(chunkOf(`src/features/${page}.ts`))).not.toContain(chunkOf("src/features/pdf/fonts.ts"));
    }
  });

  it("keep a module only one page uses, the pages, the app and what the entry needs where they were", () => {
    expect(chunkOf("src/features/a/PageA.ts").moduleIds).toEqual([path.join(root, "src/features/a/PageA.ts")]);
    for (const page of ["a/PageA", "b/PageB", "c/PageC"]) expect(chunkOf(`src/features/${page}.ts`).isDynamicEntry).toBe(true);
    expect(chunkOf("src/app/App.tsx").isDynamicEntry).toBe(true);
    expect(chunkOf("src/react-root.ts").isDynamicEntry).toBe(true);
    const entry = chunkOf("src/main.ts");
    expect(entry.moduleIds).toContain(path.join(root, "src/lib/early.ts"));
    // The entry runs without waiting for any group's file.
    expect([...loads(entry)].map((chunk) => chunk.name).filter((name) => ["app-core", "lib", "billing", "viewer", "pdf"].includes(name))).toEqual([]);
  });
});

it("fails the build, naming the chunks, when the feature chunks would import one another in a circle", async () => {
  // lib's shared module needs auth's, and auth's needs another of lib's: lib -> auth -> lib.
  const circular = buildApp({
    ...startFiles,
    "src/lib/a.ts": 'import { x } from "../features/auth/x";\nexport const a = () => x() + "a";',
    "src/lib/b.ts": 'export const b = () => "b";',
    "src/app/frame.ts": 'export const frame = () => "frame";',
    "src/features/auth/x.ts": 'import { b } from "../../lib/b";\nexport const x = () => b() + "x";',
    "src/features/a/PageA.ts": 'import { a } from "../../lib/a";\nimport { b } from "../../lib/b";\nexport default () => a() + b();',
    "src/features/b/PageB.ts": 'import { a } from "../../lib/a";\nimport { x } from "../auth/x";\nexport default () => a() + x();',
    "src/features/c/PageC.ts": 'import { b } from "../../lib/b";\nimport { x } from "../auth/x";\nexport default () => b() + x();',
  });
  await expect(circular).rejects.toThrow(/import one another in a circle: assets\/(lib|auth)-\S+\.js -> assets\/(lib|auth)-\S+\.js -> assets\/(lib|auth)-/);
}, 60_000);
