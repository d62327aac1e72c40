import type { Plugin, Rolldown } from "vite";

/** The modules src/main.tsx imports dynamically at start: React DOM, and the app with its router. */
const REACT_ROOT = "/src/react-root.ts";
const APP = "/src/app/App.tsx";

/**
 * How the page build splits our code into files. Left to itself, Rolldown gives each set of
 * modules shared by a different set of lazy routes a chunk of its own: 68 files, 22 of them
 * loaded before /pricing comes alive, most under 2 KB. On a phone's network each file costs a
 * round trip (Lighthouse's model: six connections, 150 ms each), so the page's code arrived in
 * four rounds after its HTML, and Lighthouse counted all of them in the largest paint. Two groups
 * give the same bytes in half the files or fewer:
 *
 * - **app-core**: what the app (App.tsx) imports. Every route is loaded by the app, so these
 *   modules are always there first; splitting them by which routes also use them only made files.
 * - **one chunk per feature folder** (`src/features/<name>/`, and `lib` for `src/lib` and
 *   `shared`): our modules that two or more routes use. A route loads the features it uses, as the
 *   folders say: the pricing page gets billing and pricing, never the viewer or its gesture code.
 *   A module only one route uses stays in that route's chunk.
 *
 * What the entry script or React DOM's chunk imports stays where it is (the entry would otherwise
 * wait for a group's file before it could run), and so does a module imported only dynamically
 * (a page, the app, a library loaded on demand): each keeps a chunk of its own, as the routes and
 * vite's manifest expect. Neither group takes in its modules' dependencies, which stay in their
 * own groups; the chunks still import one another without a cycle (the build's manifest shows none).
 *
 * Only the page build: the prerender build (`--ssr`) is for Node, where the number of files costs nothing.
 */
export function chunkGroups(): Plugin {
  /** App.tsx's static imports, all the way down. */
  const app = new Set<string>();
  /** The entry script's and React DOM's static imports, all the way down. */
  const startup = new Set<string>();
  /** Modules that are only imported dynamically. */
  const lazy = new Set<string>();
  let root = "";
  const elsewhere = (id: string) => startup.has(id) || lazy.has(id);
  /** The group of one of our modules: its feature folder, or `lib`. Null for a package's module. */
  const folderOf = (id: string): string | null => {
    if (!id.startsWith(`${root}/src/`) && !id.startsWith(`${root}/shared/`)) return null;
    return /^\/src\/features\/([^/]+)\//.exec(id.slice(root.length))?.[1] ?? "lib";
  };

  const codeSplitting: Rolldown.CodeSplittingOptions = {
    groups: [
      { name: "app-core", priority: 2, includeDependenciesRecursively: false, test: (id) => app.has(id) && !elsewhere(id) },
      {
        name: (id) => (app.has(id) || elsewhere(id) ? null : folderOf(id)),
        debugName: "feature folders",
        priority: 1,
        minShareCount: 2,
        includeDependenciesRecursively: false,
      },
    ],
  };

  return {
    name: "spark-chunk-groups",
    apply: "build",
    config(_, env) {
      if (env.isSsrBuild) return;
      return { build: { rolldownOptions: { output: { codeSplitting } } } };
    },
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      for (const set of [app, startup, lazy]) set.clear();
      const ids = [...this.getModuleIds()];
      const walk = (start: string | undefined, into: Set<string>) => {
        const stack = start ? [start] : [];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (info?.isEntry) walk(id, startup);
        if (info && info.importers.length === 0 && info.dynamicImporters.length > 0) lazy.add(id);
      }
      walk(ids.find((id) => id.endsWith(REACT_ROOT)), startup);
      walk(ids.find((id) => id.endsWith(APP)), app);
      if (app.size === 0) throw new Error(`The build has no ${APP}`);
    },
  };
}
