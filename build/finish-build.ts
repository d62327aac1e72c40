// The page build's last steps, run inside `vite build` so that `npm run build` is the whole build:
// the prerendered pages are written while vite-plugin-pwa is about to list the worker's precache,
// and once the worker is built every text file gets its compressed copies and the build notes
// when it started (scripts/lib.mjs reads that to tell whether dist/ is current).
import { mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { precompressBuild } from "../server/http/precompress.ts";
import { loadDeckContent } from "../server/content/deck-content.ts";
import { lockedTextIn } from "./locked-text.ts";
import { buildStampFile, root, run } from "../scripts/lib.mjs";

/**
 * vite-plugin-pwa's hook for what must be in the build before its worker is built: the page
 * bundle is in dist/ by then (scripts/prerender.mjs reads its index.html and manifest), and the
 * worker's precache list, globbed from dist/ right after, takes the pages in as it takes every
 * other built file, each with its content's hash as revision. A Node process of its own, with
 * tsx: it reads the deck content files through the server's own modules.
 */
export function prerenderPages(): void {
  run(process.execPath, ["--import", "tsx", path.join(root, "scripts", "prerender.mjs")]);
}

/** After the worker (its plugin's closeBundle runs first): compressed copies, then the stamp. */
export function finishBuild(): Plugin {
  let startedAt = new Date();
  let pageBuild = false;
  let outDir = "";
  return {
    name: "spark-finish-build",
    apply: "build",
    configResolved(config) {
      // The prerender's own build (--ssr) is a step of this one.
      pageBuild = !config.build.ssr;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (!pageBuild) return;
      startedAt = new Date();
      // dist/ is emptied now: until this build finishes, no build there is current.
      rmSync(buildStampFile(), { force: true });
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler(error) {
        if (error || !pageBuild) return;
        const leaks = lockedTextIn(outDir, loadDeckContent());
        if (leaks.length > 0) {
          const list = leaks.slice(0, 10).map(({ file, text }) => `  ${file}: "${text}"`).join("\n");
          throw new Error(`The build holds text of premium cards past their preview (${leaks.length}):\n${list}`);
        }
        console.log("No premium card's locked text in the build.");
        const count = precompressBuild(outDir);
        console.log(`Compressed ${count} files (.br, .gz) for the server to send as they are.`);
        // Dated when the build began: a file saved while it ran counts as newer. Written as a
        // new file, never through one that may be a hard link shared with another checkout.
        const stamp = buildStampFile();
        mkdirSync(path.dirname(stamp), { recursive: true });
        writeFileSync(`${stamp}.new`, startedAt.toISOString());
        utimesSync(`${stamp}.new`, startedAt, startedAt);
        renameSync(`${stamp}.new`, stamp);
      },
    },
  };
}
