import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", ".tmp", "coverage", ".shot.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
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
  {
    // The page and the worker never import the server; the server and the worker never import the page's features.
    files: ["src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/*", "**/sw/*"] }] },
  },
  {
    files: ["server/**/*.ts", "sw/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/src/app/*", "**/src/features/*"] }] },
  },
);
