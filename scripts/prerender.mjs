// After `vite build`: renders the public pages to HTML (see src/entry-prerender.tsx) and writes
// dist/prerendered/<page>.html, which the server sends for those paths on a first visit.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, root, run } from "./lib.mjs";

const out = path.join(root, "node_modules", ".cache", "spark-prerender");
rmSync(out, { recursive: true, force: true });
run(bin("vite"), ["build", "--ssr", "src/entry-prerender.tsx", "--outDir", out, "--logLevel", "warn"], {
  env: { ...process.env, SPARK_PRERENDER: "1" },
});

const { PRERENDER_PATHS, renderPath } = await import(path.join(out, "entry-prerender.js"));
const template = readFileSync(path.join(root, "dist", "index.html"), "utf8");
const target = path.join(root, "dist", "prerendered");
mkdirSync(target, { recursive: true });

for (const pagePath of PRERENDER_PATHS) {
  const { html, styles } = await renderPath(pagePath);
  const page = template
    .replace("</head>", `${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  const name = pagePath === "/" ? "index" : pagePath.slice(1).replace(/\//g, "_");
  writeFileSync(path.join(target, `${name}.html`), page);
}
console.log(`Prerendered ${PRERENDER_PATHS.length} pages into dist/prerendered/.`);
