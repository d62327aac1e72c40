// The PDF maker's code (build-pdf.ts: pdf-lib, fontkit and its fonts) is a chunk of its own, loaded
// only when a PDF is asked for. It is not installed with the app either: the worker fetches its
// files that first time and keeps them (build/on-demand.ts), so offline before then it cannot load.

/** The maker, as vite's manifest names it: its key in the build's list of files left out of the install. */
const MAKER_MODULE = "src/features/pdf/build-pdf.ts";

/**
 * Fetches the maker's files that the install leaves out (the build lists them in /on-demand.json,
 * which is installed), as any fetch: through the worker, which answers those it keeps and keeps
 * those it fetches. A browser remembers a module that failed to load for the rest of the page's
 * life (and a module preload that failed, as vite's of the maker's chunks would offline): importing
 * the maker while a file of it cannot be had would make it fail again once online, until a reload.
 * Rejects as fetch does (a TypeError) offline before the maker was kept.
 */
async function fetchMakerFiles(): Promise<void> {
  const list = await fetch("/on-demand.json");
  if (!list.ok) return; // a build that leaves nothing out
  const files = ((await list.json()) as Record<string, string[] | undefined>)[MAKER_MODULE] ?? [];
  await Promise.all(
    files.map(async (file) => {
      const response = await fetch(`/${file}`);
      if (!response.ok) throw new Error(`The PDF maker's file ${file} did not load (HTTP ${response.status})`);
      await response.arrayBuffer();
    }),
  );
}

/** The maker's module, once its files are on the device; rejects with a TypeError when they cannot be fetched. */
export async function importPdfMaker() {
  // The dev server and the tests build no list: nothing is left out there.
  if (import.meta.env.PROD) await fetchMakerFiles();
  return import("./build-pdf");
}
