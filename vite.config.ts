import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { VitePWA } from "vite-plugin-pwa";
import { chunkGroups } from "./build/chunk-groups.ts";
import { finishBuild, prerenderPages } from "./build/finish-build.ts";
import { onDemandDownloads } from "./build/on-demand.ts";
import { startupPreloads } from "./build/startup-preloads.ts";
import { babelTransforms } from "./build/babel-transforms.ts";
import { pseudoLocale } from "./build/pseudo-locale.ts";
import { themeColors } from "./src/theme/colors.ts";
import { globalCss } from "./src/theme/global-css.ts";

// `npm run dev`: the API, with the identity emulator it serves at /identity/ and the payment
// emulator's hosted pages at /payments/. The Host header stays Vite's (a bare target string would
// rewrite it), so the API builds the sign-in and checkout return URLs on the origin the page is on.
const api = { target: `http://127.0.0.1:${process.env.API_PORT ?? "8787"}`, changeOrigin: false };

// What the worker fetches when first used instead of precaching it (build/on-demand.ts).
const onDemand = onDemandDownloads();

export default defineConfig({
  // amazon-cognito-identity-js expects Node's `global`.
  define: { global: "globalThis" },
  plugins: [
    react(),
    babelTransforms(),
    // A language's catalog (src/locales/{lang}.po) compiled as it is imported.
    lingui(),
    // The pseudo-language en-XA, made from the English catalog (build/pseudo-locale.ts).
    pseudoLocale(),
    startupPreloads(),
    chunkGroups(),
    onDemand.plugin,
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
      // The prerendered pages are written just before the worker's precache list is made; the
      // worker is told which files it fetches when first used (the page build's manifest says).
      integration: { beforeBuildServiceWorker: prerenderPages, configureCustomSWViteBuild: onDemand.configureCustomSWViteBuild },
      // The icons are in globPatterns already: listed twice, they were counted twice.
      includeManifestIcons: false,
      injectManifest: {
        // The prerendered pages among them (dist/prerendered/): the worker answers a navigation
        // to one with the page itself (sw/navigation.ts), so a start with the worker in control,
        // offline too, paints the page before any JavaScript runs, as a first visit does; and the
        // table page's templates (prerendered/table-templates.json), which it fills in for a table.
        // And the list of what the worker fetches on first use instead (build/on-demand.ts).
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff,woff2}", "prerendered/*.json", "on-demand.json"],
        // Store screenshots are for install sheets, not for playing offline. The prerendered pages
        // are precached as the worker's copies (prerendered/worker/, English's only), their
        // stylesheets kept once. The other languages' pages are kept as they are opened
        // (sw/language-pages.ts): their catalogs are kept once used, so the shell draws them
        // offline. The pseudo-language is for tests.
        globIgnores: ["screenshots/**", "prerendered/*.html", "assets/_virtual_spark-pseudo-catalog-*.js"],
        // The PDF maker and the other files loaded on demand: fetched and kept when first used.
        manifestTransforms: [onDemand.leaveOutOfPrecache],
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
        orientation: "any",
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
    // After the worker: its plugin's closeBundle runs before this one's.
    finishBuild(),
  ],
  server: {
    proxy: { "/api": api, "/identity/": api, "/payments/": api },
  },
  // React Router publishes its production build beside the development one but points every
  // export condition at the development build (its only difference: dev warnings on, and their
  // code in the bundle). The build takes the production files.
  resolve: {
    alias: [
      // The module the Lingui macros' output imports (lingui.config.ts).
      { find: /^spark-i18n$/, replacement: fileURLToPath(new URL("./src/lib/i18n/runtime.ts", import.meta.url)) },
      { find: /^spark-i18n-trans$/, replacement: fileURLToPath(new URL("./src/lib/i18n/trans.ts", import.meta.url)) },
      { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
    ],
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
