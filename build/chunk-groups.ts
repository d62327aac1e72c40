import type { Plugin, Rolldown } from "vite";
import { APP_MODULE, isModule, REACT_ROOT_MODULE, ROUTES_MODULE } from "./app-modules.ts";

/**
 * How the page build splits our code into files. Left to itself, Rolldown gives each set of
 * modules shared by a different set of lazily loaded parts (pages, and what they load on demand) a
 * chunk of its own: 68 files, 22 of them loaded before /pricing came alive, most under 2 KB. On a
 * phone's network each file costs a round trip (Lighthouse's model: six connections, 150 ms each),
 * so the page's code arrived in four rounds after its HTML, and Lighthouse counted every one of
 * them in the largest paint. Two groups give the same bytes in about half the files:
 *
 * - **app-core**: everything App.tsx imports, packages included. Every page is loaded by the app,
 *   so these modules are always there first; splitting them by which pages also use them only
 *   made more files.
 * - **one chunk per feature folder**: our modules that two or more lazily loaded parts use and
 *   that some page imports (`src/features/<name>/` by name; `lib` for everything else of ours:
 *   `src/lib`, `shared`). A page loads the features it uses, as the folders say: the pricing page
 *   gets billing and pricing, never the viewer or its gesture code. A module only one part uses
 *   stays in that part's chunk, and one that only libraries loaded on demand use (the PDF writer's
 *   helpers) stays with them, so no page loads it.
 *
 * Left where Rolldown puts them: what the entry script or React DOM's chunk imports (the entry
 * would otherwise wait for a group's file before it could run), a module imported only dynamically
 * (a page, the app, a library loaded on demand: each keeps a chunk of its own, as the routes and
 * vite's manifest expect), and the packages our grouped modules import (neither group takes in
 * dependencies). Chunks made that way could import one another in a circle, where a module can
 * run before one it needs; the build fails if they do, naming the circle.
 *
 * Only the page build: the prerender build (`--ssr`) is for Node, where the number of files costs nothing.
 */
export function chunkGroups(): Plugin {
  // Each set holds what its modules import statically, all the way down, not the modules
  // themselves: the app, the pages and React DOM are imported only dynamically, and keep their own chunks.
  /** What App.tsx imports. */
  const app = new Set<string>();
  /** What the entry script and React DOM import. */
  const startup = new Set<string>();
  /** What the pages import. */
  const pages = new Set<string>();
  let root = "";
  let grouping = false;
  /** The folder chunk of one of our modules that a page imports; null for any other module. */
  const folderOf = (id: string): string | null => {
    if (startup.has(id) || !pages.has(id)) return null;
    if (!id.startsWith(`${root}/src/`) && !id.startsWith(`${root}/shared/`)) return null;
    return /^\/src\/features\/([^/]+)\//.exec(id.slice(root.length))?.[1] ?? "lib";
  };

  const codeSplitting: Rolldown.CodeSplittingOptions = {
    groups: [
      // The checks (shared/schemas/ and valibot): only what loads them on demand (the own-deck editor,
      // the device's record checks, read after the first paint) fetches them, never a page's first load.
      { name: "schemas", priority: 3, includeDependenciesRecursively: false, test: (id) => id.includes("/shared/schemas/") || id.includes("/node_modules/valibot/") },
      { name: "app-core", priority: 2, includeDependenciesRecursively: false, test: (id) => app.has(id) && !startup.has(id) },
      { name: folderOf, debugName: "feature folders", priority: 1, minShareCount: 2, includeDependenciesRecursively: false },
    ],
  };

  return {
    name: "spark-chunk-groups",
    apply: "build",
    config(_, env) {
      grouping = !env.isSsrBuild;
      if (!grouping) return;
      return { build: { rolldownOptions: { output: { codeSplitting } } } };
    },
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (!grouping || error) return;
      for (const set of [app, startup, pages]) set.clear();
      const ids = [...this.getModuleIds()];
      const find = (name: string) => {
        const id = ids.find((candidate) => isModule(candidate, name));
        if (!id) throw new Error(`The page build has no ${name}`);
        return id;
      };
      const walk = (start: string, into: Set<string>) => {
        const stack = [...(this.getModuleInfo(start)?.importedIds ?? [])];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) walk(id, startup);
      walk(find(REACT_ROOT_MODULE), startup);
      walk(find(APP_MODULE), app);
      for (const page of this.getModuleInfo(find(ROUTES_MODULE))?.dynamicallyImportedIds ?? []) walk(page, pages);
    },
    generateBundle(_, bundle) {
      if (!grouping) return;
      const circle = importCircle(Object.values(bundle).filter((file) => file.type === "chunk"));
      if (circle) this.error(`The page build's chunks import one another in a circle: ${circle.join(" -> ")}`);
    },
  };
}

/** The first circle of static imports among the chunks, as file names, or null. */
function importCircle(chunks: Rolldown.OutputChunk[]): string[] | null {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (done.has(file)) return null;
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    path.push(file);
    for (const next of importsOf.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of importsOf.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}
