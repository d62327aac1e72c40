import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const features = readdirSync(path.join(root, "src", "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The shape of the code, as import rules (docs/design.md, "One repository, three runtimes":
 * imports flow lib → features → app; docs/contributing.md).
 * - src/lib is feature-free; features do not reach into the app shell.
 * - A feature uses another feature only through that feature's index.ts, its public surface.
 * - The service worker and the server never import page code, and the server never imports the
 *   project's scripts; what the three share lives in shared/, which imports none of them.
 */
const boundaries = [
  { target: "src/lib", from: ["src/features", "src/app"], message: "src/lib is feature-free: it imports neither features nor the app shell." },
  { target: "src/features", from: "src/app", message: "Features do not import the app shell (src/app)." },
  ...features.map((feature) => ({
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
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaries }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // An import the resolver cannot find would slip past the two rules above.
      "import-x/no-unresolved": ["error", { ignore: ["^virtual:", "\\?"] }],
    },
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
