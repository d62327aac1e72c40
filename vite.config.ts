import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { themeColors } from "./src/theme/colors.ts";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "8787"}`;

export default defineConfig({
  // amazon-cognito-identity-js expects Node's `global`.
  define: { global: "globalThis" },
  plugins: [
    react(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      // We register the worker ourselves (src/main.tsx) through workbox-window.
      injectRegister: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2,webmanifest}"],
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
        theme_color: themeColors.primary,
        background_color: themeColors.background,
        icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
      },
    }),
  ],
  server: {
    proxy: { "/api": apiTarget },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
