import type { Plugin } from "vite";
import { APP_MODULE, isModule, REACT_ROOT_MODULE } from "./app-modules.ts";

/**
 * The shell (index.html: every route that is not prerendered) asks for React DOM's and the app's
 * chunks while it is read, as a prerendered page does (scripts/prerender.mjs). Without the links
 * they would be asked for only once the entry script had run, one step later.
 */
export function startupPreloads(): Plugin {
  return {
    name: "spark-startup-preloads",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const chunks = Object.values(ctx.bundle).filter((output) => output.type === "chunk");
        // The entry script's own imports are linked by vite already.
        const linked = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = chunks.find((c) => c.fileName === file);
          if (!chunk || linked.has(file) || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        for (const module of [REACT_ROOT_MODULE, APP_MODULE]) {
          const chunk = chunks.find((c) => isModule(c.facadeModuleId, module));
          if (!chunk) throw new Error(`The build has no chunk for ${module}`);
          add(chunk.fileName);
        }
        // Marked, so that a prerendered page can put its own low-priority list in their place.
        const attrs = (file: string) => ({ rel: "modulepreload", crossorigin: true, href: `/${file}`, "data-startup": true });
        return [...files].map((file) => ({ tag: "link", attrs: attrs(file), injectTo: "head" as const }));
      },
    },
  };
}
