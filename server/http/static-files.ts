import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { apiError } from "./errors";
import { PRERENDERED_DIR, prerenderedFile } from "./prerendered-pages";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml", ".ico"]);
/** Must revalidate on every load, so that a deploy is picked up (and the worker can update). */
const NO_CACHE = new Set(["/index.html", "/sw.js", "/manifest.webmanifest", "/registerSW.js"]);

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

function cacheControlFor(urlPath: string): string {
  if (NO_CACHE.has(urlPath) || urlPath.startsWith(`/${PRERENDERED_DIR}/`)) return "no-cache";
  // Vite puts content-hashed file names under /assets/: they never change.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, base) : [full];
  });
}

/** Loads the built app into memory, compressed once at start-up rather than on every request. */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  for (const full of walk(distDir)) {
    const urlPath = "/" + path.relative(distDir, full).split(path.sep).join("/");
    const ext = path.extname(full).toLowerCase();
    const body = readFileSync(full);
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: cacheControlFor(urlPath),
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      file.gzip = gzipSync(body, { level: 9 });
      file.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } });
    }
    files.set(urlPath, file);
  }
  return files;
}

function hasExtension(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf("/") + 1);
  return last.includes(".");
}

export function staticHandler(files: Map<string, StaticFile>) {
  return (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      c.header("Allow", "GET, HEAD");
      return apiError(c, 405, "method_not_allowed", `${c.req.method} is not allowed here. Use GET.`);
    }
    const urlPath = c.req.path;
    let file = files.get(urlPath);
    // Every app route (an extension-less path) is the single-page app; the router draws it. Public
    // pages come prerendered (scripts/prerender.mjs) so their first paint needs no JavaScript.
    if (!file && !hasExtension(urlPath)) {
      file = files.get(`/${prerenderedFile(urlPath)}`) ?? files.get("/index.html");
    }
    if (!file) {
      if (files.size === 0) {
        return apiError(c, 503, "app_not_built", "The web app has not been built. Run `npm run build`.");
      }
      return apiError(c, 404, "not_found", `There is no file at ${urlPath}.`);
    }

    c.header("Cache-Control", file.cacheControl);
    c.header("ETag", file.etag);
    c.header("Vary", "Accept-Encoding");
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304);

    const accepts = c.req.header("Accept-Encoding") ?? "";
    let body = file.body;
    if (file.br && /\bbr\b/.test(accepts)) {
      body = file.br;
      c.header("Content-Encoding", "br");
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      body = file.gzip;
      c.header("Content-Encoding", "gzip");
    }
    c.header("Content-Type", file.type);
    c.header("Content-Length", String(body.length));
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(new Uint8Array(body), 200);
  };
}
