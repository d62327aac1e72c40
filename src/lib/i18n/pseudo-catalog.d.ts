// The pseudo-language's catalog, made by the build from the English (build/pseudo-locale.ts).
declare module "virtual:spark-pseudo-catalog" {
  export const messages: import("@lingui/core").Messages;
}
