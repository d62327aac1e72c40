// A small stand-in for `npm run build`'s dist/: the shell, a hashed asset, the worker, the manifest,
// one prerendered page, and the precompressed copies the build writes.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { precompressBuild } from "../../../server/http/precompress";
import { ORIGIN_MARK } from "../../../shared/prerendered-pages";

export const BUILT_ASSET = "/assets/index-AbC123.js";

export function makeBuiltApp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "spark-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><title>Spark Decks</title>${"<!-- pad -->".repeat(80)}`);
  writeFileSync(path.join(dir, BUILT_ASSET), `console.log("app");${" ".repeat(2000)}`);
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('install', () => {});");
  writeFileSync(path.join(dir, "manifest.webmanifest"), JSON.stringify({ name: "Spark Decks" }));
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  mkdirSync(path.join(dir, "prerendered"));
  writeFileSync(path.join(dir, "prerendered", "about.html"), "<!doctype html><title>Spark Decks</title><h1>About Spark Decks</h1>");
  // A page in German, with its language links naming the origin as the build writes them.
  writeFileSync(
    path.join(dir, "prerendered", "de_about.html"),
    `<!doctype html><html lang="de"><title>Spark Decks</title><link rel="canonical" href="${ORIGIN_MARK}/de/about"><h1>Über Spark Decks</h1>`,
  );
  precompressBuild(dir);
  return dir;
}
