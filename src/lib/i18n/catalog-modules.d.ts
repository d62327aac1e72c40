// A language's catalog as a module: src/locales/{lang}.po compiled by @lingui/vite-plugin, and the
// pseudo-language's, made by the build from the English (build/pseudo-locale.ts).
declare module "*.po" {
  export const messages: import("@lingui/core").Messages;
}
declare module "virtual:spark-pseudo-catalog" {
  export const messages: import("@lingui/core").Messages;
}
