// React DOM, loaded by src/main.tsx as a chunk of its own: the page's entry script stays small, so
// a prerendered page is painted before React is evaluated, and evaluating React is a task apart
// from evaluating the app.
export { createRoot, hydrateRoot } from "react-dom/client";
