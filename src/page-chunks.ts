// Build-time only (bundled into the prerender, src/entry-prerender.tsx): which chunks a
// prerendered page preloads, from vite's manifest and the route table.
import type { Manifest } from "vite";
import { APP_MODULE, REACT_ROOT_MODULE } from "../build/app-modules";
import { pageModuleFor } from "./app/routes";

/**
 * The chunks a prerendered page loads as it comes alive: React DOM's, the app's and the page's own,
 * with what they import, in the order they are found, from vite's manifest of the page build.
 * scripts/prerender.mjs lists them as modulepreload links in the page.
 */
export function pageChunks(manifest: Manifest, pathname: string): string[] {
  const closure = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${pathname}: vite's manifest has no ${key}`);
    // The entry is the page's own script tag already.
    if (chunk.isEntry || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  return [...closure(pageModuleFor(pathname), closure(APP_MODULE, closure(REACT_ROOT_MODULE, new Set())))];
}
