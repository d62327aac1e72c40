import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { babelTransforms } from "./build/babel-transforms.ts";
import { pseudoLocale } from "./build/pseudo-locale.ts";

export default defineConfig({
  define: { global: "globalThis" },
  resolve: {
    alias: {
      "spark-i18n": fileURLToPath(new URL("./src/lib/i18n/runtime.ts", import.meta.url)),
      "spark-i18n-trans": fileURLToPath(new URL("./src/lib/i18n/trans.ts", import.meta.url)),
    },
  },
  // Lingui's macros compiled as in the build (styled-components' ids are not needed in tests).
  plugins: [babelTransforms({ styled: false }), lingui(), pseudoLocale(), react()],
  test: {
    // vitest's default leaves one core to its main process: on this 2-core machine that ran one
    // test file at a time, with a core mostly idle. The main process has little to do in a run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/page-setup.ts"],
          // One jsdom and module cache per worker, not per file: setting them up again for each
          // of ~90 files took more than half the stage (133 s, now about 50 s). page-setup.ts
          // gives each file fresh copies of our modules and clears what files are known to leave.
          isolate: false,
          // A file's first render pays for loading React and the styles (and, since the
          // interface has catalogs, for Babel compiling the messages of every module it imports);
          // on a loaded 2-core machine the viewer's first test in a file was seen at 15-19 s (4 s
          // on a quiet one).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          globalSetup: ["tests/support/server/pglite-image.ts"],
          // The files of a worker share one module cache: loading the server's modules again for
          // each file was a third of the stage. Each file still makes its own app and databases;
          // module-level state (a log throttle, checkouts being created) is shared, and no test
          // relies on it.
          isolate: false,
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "build/**/*.test.ts", "shared/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
