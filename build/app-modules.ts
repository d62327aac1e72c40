// The app's own modules that the page build's plugins find by name (src/page-chunks.ts names the
// first two for the prerendered pages, in the manifest's form).

/** src/main.tsx imports these two dynamically at start, as chunks of their own: React DOM, and the app. */
export const REACT_ROOT_MODULE = "/src/react-root.ts";
export const APP_MODULE = "/src/app/App.tsx";
/** The route table: it imports every page dynamically. */
export const ROUTES_MODULE = "/src/app/routes.tsx";
