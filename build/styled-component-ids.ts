import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * styled-components' own Babel plugin: each styled component gets an id from its file and place in
 * it, not from the order the modules happened to run in. The prerender build and the page load the
 * modules in different orders, so without it the page computed other class names than the
 * prerendered HTML carries and compiled their CSS again while hydrating. It also minifies the CSS in
 * the templates. Only our files that use styled-components go through Babel, which parses the
 * TypeScript and JSX and leaves them as they are, with a source map. (Twenty lines of ours instead
 * of @rolldown/plugin-babel, which wants Node 22.)
 */
export function styledComponentIds(): Plugin {
  return {
    name: "spark-styled-component-ids",
    enforce: "pre",
    async transform(code, id) {
      if (!/[\\/]src[\\/][^?]*\.tsx?$/.test(id) || !code.includes("styled-components")) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [
          [
            "babel-plugin-styled-components",
            { ssr: true, displayName: false, fileName: false, minify: true, transpileTemplateLiterals: true, pure: true },
          ],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
