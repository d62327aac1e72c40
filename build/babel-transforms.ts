import { transformAsync, type PluginItem } from "@babel/core";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "vite";
import { inlineEnglish } from "./inline-english.ts";

/** Lingui's macros, imported from these, are compiled away (lingui.config.ts, docs/translating.md). */
const MACRO_IMPORT = /from\s+["']@lingui\/(core|react)\/macro["']/;

/**
 * The Babel plugins our source files go through, each only where the file uses it:
 * - styled-components' own: each styled component gets an id from its file and place in it, not
 *   from the order the modules happened to run in. The prerender build and the page load the
 *   modules in different orders, so without it the page computed other class names than the
 *   prerendered HTML carries and compiled their CSS again while hydrating. It also minifies the CSS
 *   in the templates.
 * - Lingui's macro (`t`, `msg`, `plural`, `<Trans>`): messages become ids, and their English text
 *   is compiled in place (build/inline-english.ts).
 * Babel parses the TypeScript and JSX and leaves them as they are, with a source map. (Thirty lines
 * of ours instead of @rolldown/plugin-babel, which wants Node 22.) `styled: false` for the tests,
 * which do not need the ids.
 */
export function babelTransforms({ styled = true } = {}): Plugin {
  const linguiConfig = getConfig({ cwd: process.cwd() });
  return {
    name: "spark-babel-transforms",
    enforce: "pre",
    async transform(code, id) {
      if (!/[\\/]src[\\/][^?]*\.tsx?$/.test(id)) return null;
      const plugins: PluginItem[] = [];
      if (styled && code.includes("styled-components")) {
        plugins.push(["babel-plugin-styled-components", { ssr: true, displayName: false, fileName: false, minify: true, transpileTemplateLiterals: true, pure: true }]);
      }
      if (MACRO_IMPORT.test(code)) {
        plugins.push(["@lingui/babel-plugin-lingui-macro", { linguiConfig, stripMessageField: false }], inlineEnglish);
      }
      if (plugins.length === 0) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins,
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
