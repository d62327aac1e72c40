// The built files the service worker leaves out of its precache (the install) and fetches the first
// time the page asks for one, keeping it from then on (sw/runtime-caching.ts): what few people use
// offline, and what needs a connection anyway. The rest of the build is precached as before.
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { InlineConfig, Manifest, Plugin } from "vite";

/**
 * Modules loaded on demand, as vite's manifest keys them, whose chunks (with what only they import:
 * packages, fonts) leave the precache. A chunk that a precached part imports too stays.
 */
const ON_DEMAND_MODULES = [
  // The PDF maker: pdf-lib, fontkit and the WOFF fonts it embeds, 1.2 MB of the 3.2 MB install.
  // Offline before its first use, the page says that it needs a connection (features/pdf).
  "src/features/pdf/build-pdf.ts",
  // The identity client. Signing in, up or out at the service needs a connection. A signed-in
  // person's every start loads it for the session check: the worker keeps it from their sign-in
  // (copied from the browser's HTTP cache if the page fetched it before the worker was in control;
  // its new version fetched when a new worker installs), and if it cannot load offline the check
  // fails as a network error does, which keeps them signed in.
  "src/features/auth/cognito.ts",
  // Pages that do nothing without the server: signing in or up, a live room, a payment. Offline
  // before their first visit, the route's error says "Check your connection and try again."
  "src/features/auth/SignInPage.tsx",
  "src/features/auth/SignUpPage.tsx",
  "src/features/auth/ResetPasswordPage.tsx",
  "src/features/auth/AuthCallbackPage.tsx",
  "src/features/rooms/JoinPage.tsx",
  "src/features/rooms/RoomPage.tsx",
  "src/features/billing/CheckoutStartPage.tsx",
  "src/features/billing/CheckoutSuccessPage.tsx",
  "src/features/billing/CheckoutCancelPage.tsx",
  // The German, French and Spanish catalogs (docs/translating.md): the one a person reads is kept
  // from their first page in it (English needs none); switching offline to a language never opened
  // on this device draws the page in English.
  "src/locales/de.po",
  "src/locales/fr.po",
  "src/locales/es.po",
];

/**
 * Inter's subsets for scripts the app is not written in: the browser fetches one only when a page
 * shows a character of its unicode-range (a name typed in Greek). Latin and Latin Extended stay
 * precached: German, French and Spanish are coming.
 */
const ON_DEMAND_FONTS = ["cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"].map(
  (subset) => `node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`,
);

/**
 * Every file that the manifest entries `keys` bring with them: their chunks, the chunks they import
 * statically, their CSS and assets, and with `dynamic` what they import dynamically too, but for
 * the modules in `skip`.
 */
function filesOf(manifest: Manifest, keys: Iterable<string>, { dynamic = false, skip = new Set<string>() } = {}): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** What leaves the precache: every file, and the files of each module above (the page fetches a module's before importing it). */
interface OnDemandFiles {
  files: string[];
  modules: Record<string, string[]>;
}

/**
 * The files (paths in the build, as the precache lists them: `assets/build-pdf-B0cuRuXC.js`) that
 * leave the precache: what the modules above bring that nothing else the app can load does (from
 * the entry, through every static and dynamic import but theirs), and the fonts above. A module or
 * font missing from the build (renamed, moved) fails the build here, so nothing heavy slips back
 * into the install unnoticed.
 */
export function onDemandFiles(manifest: Manifest): OnDemandFiles {
  const missing = [...ON_DEMAND_MODULES, ...ON_DEMAND_FONTS].filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`build/on-demand.ts: not in the build (renamed or moved?): ${missing.join(", ")}`);
  const onDemand = new Set(ON_DEMAND_MODULES);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].isDynamicEntry);
  const precached = filesOf(manifest, entries, { dynamic: true, skip: onDemand });
  const modules = Object.fromEntries(
    ON_DEMAND_MODULES.map((key) => [key, [...filesOf(manifest, [key])].filter((file) => !precached.has(file)).sort()]),
  );
  const files = new Set([...Object.values(modules).flat(), ...ON_DEMAND_FONTS.map((key) => manifest[key].file)]);
  return { files: [...files].sort(), modules };
}

interface PrecacheEntry {
  url: string;
  size: number;
}

/** The list the page reads (features/pdf/maker-import.ts): each module's files, by its manifest key. */
const ON_DEMAND_LIST = "on-demand.json";

/**
 * The list, made from the page build's manifest as the build writes it (scripts/prerender.mjs
 * deletes that file before the worker is built) and written beside the build for the page (it is
 * precached), and vite-plugin-pwa's hooks that share it: `configureCustomSWViteBuild` gives the
 * worker the files (`__ON_DEMAND_FILES__`, for its runtime route) and the manifest transform takes
 * them out of the precache.
 */
export function onDemandDownloads() {
  let onDemand: OnDemandFiles | null = null;
  let pageBuild = false;
  const plugin: Plugin = {
    name: "spark-on-demand",
    apply: "build",
    configResolved(config) {
      // Not the prerender's own build (--ssr), a Node bundle.
      pageBuild = !config.build.ssr;
    },
    writeBundle(options, bundle) {
      const written = bundle[".vite/manifest.json"];
      if (!pageBuild || written?.type !== "asset" || !options.dir) return;
      onDemand = onDemandFiles(JSON.parse(String(written.source)) as Manifest);
      writeFileSync(path.join(options.dir, ON_DEMAND_LIST), JSON.stringify(onDemand.modules));
    },
  };
  return {
    plugin,
    configureCustomSWViteBuild(config: InlineConfig) {
      if (!onDemand) throw new Error("build/on-demand.ts: the page build wrote no manifest (build.manifest: true in vite.config.ts).");
      config.define = { ...config.define, __ON_DEMAND_FILES__: JSON.stringify(onDemand.files) };
    },
    leaveOutOfPrecache<Entry extends PrecacheEntry>(entries: Entry[]) {
      if (!onDemand) throw new Error("build/on-demand.ts: the worker was built without the list of files loaded on demand.");
      const leaving = new Set(onDemand.files);
      const kept = entries.filter((entry) => !leaving.has(entry.url));
      const bytes = entries.filter((entry) => leaving.has(entry.url)).reduce((sum, entry) => sum + entry.size, 0);
      console.log(`Left out of the precache, fetched when first used: ${entries.length - kept.length} files, ${(bytes / 1024).toFixed(1)} KiB.`);
      return { manifest: kept, warnings: [] };
    },
  };
}
