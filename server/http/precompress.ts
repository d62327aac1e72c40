// Build step (the last of `npm run build`, in build/finish-build.ts): a .br and a .gz copy beside
// each built text file, compressed once at the highest levels, which the server (static-files.ts)
// sends to clients that accept them. Compressing per request, or at every server start, would
// repeat the same work.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compressedCopies, MIN_COMPRESS_BYTES } from "./prepared-body";

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml", ".ico"]);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Writes the copies for every file of the build in `distDir`; answers how many files got them. */
export function precompressBuild(distDir: string): number {
  let count = 0;
  for (const file of walk(distDir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    const copies = compressedCopies(body);
    writeFileSync(`${file}.br`, copies.br);
    writeFileSync(`${file}.gz`, copies.gzip);
    count += 1;
  }
  return count;
}
