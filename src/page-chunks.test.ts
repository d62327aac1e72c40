// The preload list of a prerendered page, read from vite's manifest through the route table.
import { describe, expect, it } from "vitest";
import type { Manifest } from "vite";
import { APP_MODULE, REACT_ROOT_MODULE } from "../build/app-modules";
import { pageChunks } from "./page-chunks";

// The shape vite writes to dist/.vite/manifest.json: the entry, React DOM's and the app's chunks,
// pages, shared chunks.
const manifest: Manifest = {
  "index.html": { file: "assets/index-1.js", src: "index.html", isEntry: true, dynamicImports: [REACT_ROOT_MODULE, APP_MODULE] },
  [REACT_ROOT_MODULE]: { file: "assets/react-root-8.js", src: REACT_ROOT_MODULE, isDynamicEntry: true, imports: ["_react-3.js"] },
  [APP_MODULE]: { file: "assets/App-2.js", src: APP_MODULE, isDynamicEntry: true, imports: ["index.html", "_react-3.js"] },
  "_react-3.js": { file: "assets/react-3.js" },
  "_decks-4.js": { file: "assets/decks-4.js", imports: ["_react-3.js", "_http-5.js"] },
  "_http-5.js": { file: "assets/http-5.js" },
  "src/features/landing/LandingPage.tsx": {
    file: "assets/LandingPage-6.js",
    src: "src/features/landing/LandingPage.tsx",
    isDynamicEntry: true,
    imports: ["index.html", "_react-3.js", "_decks-4.js"],
  },
  "src/features/viewer/DeckViewerPage.tsx": {
    file: "assets/DeckViewerPage-7.js",
    src: "src/features/viewer/DeckViewerPage.tsx",
    isDynamicEntry: true,
    imports: ["_http-5.js"],
  },
};

describe("pageChunks", () => {
  it("lists React DOM's and the app's chunks, then the page's, each once, without the entry the page loads anyway", () => {
    expect(pageChunks(manifest, "/")).toEqual([
      "assets/react-root-8.js",
      "assets/react-3.js",
      "assets/App-2.js",
      "assets/LandingPage-6.js",
      "assets/decks-4.js",
      "assets/http-5.js",
    ]);
  });

  it("finds a deck's page through the viewer's route", () => {
    expect(pageChunks(manifest, "/deck/couples")).toEqual([
      "assets/react-root-8.js",
      "assets/react-3.js",
      "assets/App-2.js",
      "assets/DeckViewerPage-7.js",
      "assets/http-5.js",
    ]);
  });

  it("fails, naming the module, when the build has no chunk for a page", () => {
    expect(() => pageChunks(manifest, "/faq")).toThrow("/faq: vite's manifest has no src/features/info/FaqPage.tsx");
  });
});
