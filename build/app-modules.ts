// The app's own modules that the build finds by name, written here once, as vite's manifest keys
// them (relative to the project root): the page build's plugins (chunk-groups.ts,
// startup-preloads.ts) and the prerendered pages' preload lists (src/page-chunks.ts) use them.

/** src/main.tsx imports these two dynamically at start, as chunks of their own: React DOM, and the app. */
export const REACT_ROOT_MODULE = "src/react-root.ts";
export const APP_MODULE = "src/app/App.tsx";
/** The route table: it imports every page dynamically. */
export const ROUTES_MODULE = "src/app/routes.tsx";

/** Whether a module id (an absolute path, as the bundler names modules) is one of the above. */
export function isModule(id: string | null | undefined, name: string): boolean {
  return id?.endsWith(`/${name}`) ?? false;
}
