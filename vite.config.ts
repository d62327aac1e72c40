import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkGroups } from "./build/chunk-groups.ts";
import { themeColors } from "./src/theme/colors.ts";
import { globalCss } from "./src/theme/global-css.ts";

/**
 * styled-components' own Babel plugin: each styled component gets an id from its file and place in
 * it, not from the order the modules happened to run in. The prerender build and the page load the
 * modules in different orders, so without it the page computed other class names than the
 * prerendered HTML carries and compiled their CSS again while hydrating. It also minifies the CSS in
 * the templates. Only our files that use styled-components go through Babel, which parses the
 * TypeScript and JSX and leaves them as they are, with a source map. (Twenty lines of ours instead
 * of @rolldown/plugin-babel, which wants Node 22.)
 */
function styledComponentIds(): Plugin {
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

/** The modules src/main.tsx imports at once, as chunks of their own: React DOM and the app. */
const STARTUP_MODULES = ["/src/react-root.ts", "/src/app/App.tsx"];

/**
 * The shell (index.html: every route that is not prerendered) asks for React DOM's and the app's
 * chunks while it is read, as a prerendered page does (scripts/prerender.mjs). Without the links
 * they would be asked for only once the entry script had run, one step later.
 */
function startupPreloads(): Plugin {
  return {
    name: "spark-startup-preloads",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const chunks = Object.values(ctx.bundle).filter((output) => output.type === "chunk");
        // The entry script's own imports are linked by vite already.
        const linked = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = chunks.find((c) => c.fileName === file);
          if (!chunk || linked.has(file) || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        for (const module of STARTUP_MODULES) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`The build has no chunk for ${module}`);
          add(chunk.fileName);
        }
        // Marked, so that a prerendered page can put its own low-priority list in their place.
        const attrs = (file: string) => ({ rel: "modulepreload", crossorigin: true, href: `/${file}`, "data-startup": true });
        return [...files].map((file) => ({ tag: "link", attrs: attrs(file), injectTo: "head" as const }));
      },
    },
  };
}

// `npm run dev`: the API, with the identity emulator it serves at /identity/ and the payment
// emulator's hosted pages at /payments/. The Host header stays Vite's (a bare target string would
// rewrite it), so the API builds the sign-in and checkout return URLs on the origin the page is on.
const api = { target: `http://127.0.0.1:${process.env.API_PORT ?? "8787"}`, changeOrigin: false };

export default defineConfig({
  // amazon-cognito-identity-js expects Node's `global`.
  define: { global: "globalThis" },
  plugins: [
    react(),
    styledComponentIds(),
    startupPreloads(),
    chunkGroups(),
    // The page-wide stylesheet, in every page's head before the first paint (src/theme/global-css.ts).
    {
      name: "spark-global-css",
      transformIndexHtml: () => [{ tag: "style", attrs: { id: "global-css" }, children: globalCss, injectTo: "head" }],
    },
    // The prerender build (scripts/prerender.mjs) is a Node bundle: no service worker there.
    process.env.SPARK_PRERENDER ? null : VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      // We register the worker ourselves (src/main.tsx) through workbox-window.
      injectRegister: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff,woff2}"],
        // Store screenshots are for install sheets, not for playing offline.
        globIgnores: ["screenshots/**"],
      },
      manifest: {
        id: "/",
        name: "Spark Decks",
        short_name: "Spark Decks",
        description:
          "Curated conversation-question card decks for relationships, teams and self-discovery.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        lang: "en",
        dir: "ltr",
        orientation: "portrait",
        categories: ["lifestyle", "social", "entertainment"],
        theme_color: themeColors.primary,
        background_color: themeColors.primary,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
        screenshots: [
          {
            src: "/screenshots/narrow.png",
            sizes: "390x844",
            type: "image/png",
            form_factor: "narrow",
            label: "A question card from the Us Two deck",
          },
          {
            src: "/screenshots/wide.png",
            sizes: "1280x800",
            type: "image/png",
            form_factor: "wide",
            label: "Choosing a deck",
          },
        ],
        shortcuts: [
          {
            name: "Explore Decks",
            short_name: "Decks",
            description: "Choose a deck to play",
            url: "/decks",
            icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
          },
        ],
      },
    }),
  ],
  server: {
    proxy: { "/api": api, "/identity/": api, "/payments/": api },
  },
  // styled-components' Node entry is CommonJS; bundling it keeps its default export intact.
  ssr: { noExternal: ["styled-components"] },
  build: {
    target: "es2022",
    sourcemap: false,
    // Read by scripts/prerender.mjs, to list each prerendered page's chunks in its HTML.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
