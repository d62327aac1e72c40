import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

/**
 * Which feature folders each feature may import (through their index.ts). The graph must have no
 * circle: a page that needs two features that would import each other is composed in src/app/ or
 * in a feature of its own (features/profile composes auth, billing, entitlements, pdf and saved
 * cards). Adding an edge here is a design decision; the config refuses to load if it makes a circle.
 */
const featureLayers = {
  analytics: ["consent"],
  auth: [],
  consent: [],
  info: [],
  entitlements: ["auth"],
  decks: ["auth", "entitlements"],
  billing: ["auth", "decks", "entitlements"],
  pdf: ["decks", "entitlements"],
  "saved-cards": ["auth", "entitlements"],
  "own-decks": ["auth", "entitlements"],
  landing: ["auth", "decks"],
  pricing: ["auth", "billing", "entitlements"],
  paywall: ["auth", "billing", "decks", "entitlements", "pricing"],
  profile: ["auth", "billing", "entitlements", "own-decks", "pdf", "saved-cards"],
  rooms: ["auth"],
  viewer: ["auth", "consent", "decks", "entitlements", "own-decks", "paywall", "pdf", "rooms", "saved-cards"],
  // The pages that play a deck that is not from the catalogue: a person's own deck, a shared link.
  "deck-play": ["auth", "entitlements", "own-decks", "pdf", "viewer"],
  table: ["auth", "decks", "deck-play", "own-decks", "viewer"],
};

/**
 * The same for the server's modules: each owns its routes and its tables, and asks the module that
 * owns a table rather than query it (billing asks decks for titles). server/app.ts composes them.
 */
const serverLayers = {
  content: [],
  db: ["content"],
  http: ["db"],
  auth: ["http"],
  decks: ["content", "db", "http"],
  entitlements: ["auth", "db", "decks", "http"],
  billing: ["content", "db", "decks", "entitlements", "http"],
  "saved-cards": ["content", "db", "decks", "entitlements", "http"],
  analytics: ["auth", "db", "http"],
  feedback: ["db", "http"],
  rooms: ["db", "decks", "http"],
  "own-decks": ["db", "decks", "http"],
};

/**
 * The import-x zones that hold a folder of modules (src/features, server) to its declared layers:
 * each folder may import only the folders it lists. Throws if a folder is missing from the
 * declaration or the declaration has a circle.
 * @param {string} dir the folder whose sub-folders are the modules
 * @param {Record<string, string[]>} layers
 */
function layerZones(dir, layers) {
  const folders = readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const folder of folders) {
    if (!layers[folder]) throw new Error(`eslint.config.js: ${dir}/${folder} is not in its layer list; say which folders it may import.`);
  }
  const circle = findCircle(layers);
  if (circle) throw new Error(`eslint.config.js: the layers of ${dir} make a circle: ${circle.join(" → ")}`);
  return folders.map((folder) => ({
    target: `${dir}/${folder}`,
    from: folders.filter((other) => other !== folder && !layers[folder].includes(other)).map((other) => `${dir}/${other}`),
    message: layers[folder].length
      ? `${dir}/${folder} may import only ${layers[folder].join(", ")} of ${dir}/ (the layers in eslint.config.js, which allow no circle).`
      : `${dir}/${folder} imports no other folder of ${dir}/ (the layers in eslint.config.js, which allow no circle).`,
  }));
}

/**
 * A circle in a dependency graph, as the list of nodes along it, or null.
 * @param {Record<string, string[]>} graph
 */
function findCircle(graph) {
  /** @type {Map<string, "open" | "done">} */
  const state = new Map();
  /** @type {string[]} */
  const trail = [];
  /** @param {string} node @returns {string[] | null} */
  const visit = (node) => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, "open");
    trail.push(node);
    for (const next of graph[node] ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    trail.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of Object.keys(graph)) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return null;
}

/**
 * The shape of the code, as import rules (docs/design.md, "One repository, three runtimes":
 * imports flow lib → features → app; docs/contributing.md).
 * - src/lib is feature-free; features do not reach into the app shell.
 * - A feature uses another feature only through that feature's index.ts, its public surface.
 * - The service worker and the server never import page code, and the server never imports the
 *   project's scripts; what the three share lives in shared/, which imports none of them.
 */
const layers = [...layerZones("src/features", featureLayers), ...layerZones("server", serverLayers)];

const boundaries = [
  { target: "src/lib", from: ["src/features", "src/app"], message: "src/lib is feature-free: it imports neither features nor the app shell." },
  { target: "src/features", from: "src/app", message: "Features do not import the app shell (src/app)." },
  ...Object.keys(featureLayers).map((feature) => ({
    target: `src/features/${feature}`,
    from: `${root}/src/features/**`,
    except: [`${root}/src/features/${feature}/**`, `${root}/src/features/*/index.ts`],
    message: "A feature imports another feature only through its index.ts.",
  })),
  { target: ["sw", "server"], from: "src", message: "The service worker and the server never import page code; shared types live in shared/." },
  { target: "server", from: "scripts", message: "The server never imports scripts/ (scripts may import the server)." },
  { target: "src", from: ["server", "sw", "scripts"], message: "The page imports neither the server, the worker nor scripts/; shared types live in shared/." },
  { target: "shared", from: ["src", "sw", "server", "scripts"], message: "shared/ is imported by the page, the worker and the server, and imports none of them." },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", ".tmp", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "tests/support/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...boundaries, ...layers] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // An import the resolver cannot find would slip past the two rules above.
      "import-x/no-unresolved": ["error", { ignore: ["^virtual:", "\\?"] }],
    },
  },
  {
    // A test may bring another feature in to check the two together (the consent a tracker reads,
    // the copy the viewer shows); the layers are about what the product's modules import.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaries }] },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.mjs", "tests/**/*.{ts,mjs}", "*.config.{ts,js}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests and benchmarks run code in the page too.
    files: ["tests/**/*.{ts,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["sw/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
