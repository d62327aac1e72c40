import type { Manifest, ManifestChunk } from "vite";
import { describe, expect, it } from "vitest";
import { onDemandFiles } from "./on-demand";

const MAKER = "src/features/pdf/build-pdf.ts";
const COGNITO = "src/features/auth/cognito.ts";
const PAGES = [
  "src/features/auth/SignInPage.tsx",
  "src/features/auth/SignUpPage.tsx",
  "src/features/auth/ResetPasswordPage.tsx",
  "src/features/auth/AuthCallbackPage.tsx",
  "src/features/rooms/JoinPage.tsx",
  "src/features/rooms/RoomPage.tsx",
  "src/features/billing/CheckoutStartPage.tsx",
  "src/features/billing/CheckoutSuccessPage.tsx",
  "src/features/billing/CheckoutCancelPage.tsx",
];
/** The other languages' catalogs, each a chunk the entry imports dynamically (src/lib/i18n/catalogs.ts). */
const CATALOGS = ["de", "fr", "es"].map((language) => `src/locales/${language}.po`);
const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"];
const fontKey = (subset: string) => `node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`;
const fontFile = (subset: string) => `assets/inter-${subset}-wght-normal-Ab12Cd34.woff2`;

const chunk = (file: string, more: Partial<ManifestChunk> = {}): ManifestChunk => ({ file, ...more });

/**
 * The page build's shape: the entry (with every font subset in its CSS) loads the app, which loads
 * the pages and, on demand, the PDF maker and the identity client. The maker and the identity
 * client share tslib; the maker imports the PDF feature's chunk, which a page imports too.
 */
function buildManifest(): Manifest {
  const manifest: Manifest = {
    "index.html": chunk("assets/index-E1.js", { isEntry: true, dynamicImports: ["src/app/App.tsx", ...CATALOGS], assets: SUBSETS.map(fontFile) }),
    "src/app/App.tsx": chunk("assets/App-A1.js", { isDynamicEntry: true, imports: ["_app-core.js"], dynamicImports: ["src/features/viewer/DeckViewerPage.tsx", ...PAGES] }),
    "_app-core.js": chunk("assets/app-core-C1.js", { dynamicImports: ["_auth.js"] }),
    // Not an entry of its own: only dynamically imported, through a chunk that is.
    "_auth.js": chunk("assets/auth-D1.js", { dynamicImports: [COGNITO] }),
    "src/features/viewer/DeckViewerPage.tsx": chunk("assets/DeckViewerPage-V1.js", { isDynamicEntry: true, imports: ["_pdf.js"] }),
    "_pdf.js": chunk("assets/pdf-P1.js", { dynamicImports: [MAKER] }),
    [MAKER]: chunk("assets/build-pdf-B1.js", {
      isDynamicEntry: true,
      imports: ["_tslib.js", "_pdf.js", "_app-core.js"],
      assets: ["assets/inter-latin-400-normal-R1.woff", "assets/inter-latin-600-normal-S1.woff"],
    }),
    [COGNITO]: chunk("assets/cognito-G1.js", { isDynamicEntry: true, imports: ["_tslib.js", "_auth.js"] }),
    "_tslib.js": chunk("assets/tslib-T1.js"),
    "_rooms.js": chunk("assets/rooms-R1.js"),
  };
  for (const page of PAGES) {
    const name = page.split("/").pop()!.replace(".tsx", "");
    manifest[page] = chunk(`assets/${name}-X1.js`, { isDynamicEntry: true, imports: page.includes("/rooms/") ? ["_rooms.js", "_app-core.js"] : ["_app-core.js"] });
  }
  for (const subset of SUBSETS) manifest[fontKey(subset)] = chunk(fontFile(subset));
  for (const catalog of CATALOGS) manifest[catalog] = chunk(`assets/${catalog.slice(12, 14)}-L1.js`, { isDynamicEntry: true });
  return manifest;
}

describe("onDemandFiles", () => {
  it("leaves out what only the modules loaded on demand bring, and the font subsets for other scripts", () => {
    const { files, modules } = onDemandFiles(buildManifest());
    expect(modules[MAKER]).toEqual([
      "assets/build-pdf-B1.js",
      "assets/inter-latin-400-normal-R1.woff",
      "assets/inter-latin-600-normal-S1.woff",
      "assets/tslib-T1.js",
    ]);
    expect(modules[COGNITO]).toEqual(["assets/cognito-G1.js", "assets/tslib-T1.js"]);
    expect(modules["src/features/rooms/RoomPage.tsx"]).toEqual(["assets/RoomPage-X1.js", "assets/rooms-R1.js"]);
    for (const subset of ["cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"]) expect(files).toContain(fontFile(subset));
    // A language's catalog is kept once used, not installed with the app.
    for (const language of ["de", "fr", "es"]) expect(files).toContain(`assets/${language}-L1.js`);
    // What the rest of the app loads too stays in the install: the PDF feature's chunk, the app's
    // core, the identity feature's chunk (reached only through dynamic imports), Latin.
    for (const file of ["assets/pdf-P1.js", "assets/app-core-C1.js", "assets/auth-D1.js", fontFile("latin"), fontFile("latin-ext")]) {
      expect(files).not.toContain(file);
    }
  });

  it("fails the build when a module it names is no longer in it", () => {
    const manifest = buildManifest();
    delete manifest[MAKER];
    expect(() => onDemandFiles(manifest)).toThrow(/src\/features\/pdf\/build-pdf\.ts/);
  });
});
