// The built web app (vite's dist/), held in memory with the .br and .gz copies the build writes
// (server/http/precompress.ts).
//
// Why not @hono/node-server's serveStatic: it finds the file, picks the precompressed copy and
// answers HEAD and Content-Length just as this does, but from disk on every request (stat calls,
// a read stream), and hono/etag would then hash every body it sends. Measured on this app's build,
// that cost 2-10x the server CPU per request of sending a buffer (a 304 revalidation of the
// largest asset: about 0.14 ms against 1.4 ms). So the files are read once at start, each with
// its ETag (prepared-body.ts), which answers If-None-Match. The rules no library expresses are
// here too: app routes (paths without an extension) answered with a prerendered page or the
// shell, the cache rules, and JSON errors for what is not there.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono, type Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { apiError } from "./errors";
import type { DrawPage } from "./device-pages";
import { ENCODINGS, preparePage, sendPrepared, variant, type PreparedBody } from "./prepared-body";
import { ORIGIN_MARK, PRERENDERED_DIR, prerenderedFile, withOrigin } from "../../shared/prerendered-pages";

/** Must revalidate on every load, so that a deploy is picked up (and the worker can update). */
const NO_CACHE = new Set(["/index.html", "/sw.js", "/manifest.webmanifest"]);
const DECODERS: Record<string, (copy: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

interface StaticFile extends PreparedBody {
  cacheControl: string;
}

function cacheControlFor(urlPath: string): string {
  if (NO_CACHE.has(urlPath) || urlPath.startsWith(`/${PRERENDERED_DIR}/`)) return "no-cache";
  // Vite puts content-hashed file names under /assets/: they never change.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Reads the build into memory, each file with the compressed copies the build wrote beside it. A
 * copy is kept only if it decodes to the file as it is now: a file changed after the build (a
 * hand-edited deploy) is sent uncompressed rather than stale.
 */
function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  const all = new Set(walk(distDir));
  for (const full of all) {
    if (ENCODINGS.some(({ suffix }) => full.endsWith(suffix) && all.has(full.slice(0, -suffix.length)))) continue;
    const urlPath = "/" + path.relative(distDir, full).split(path.sep).join("/");
    const body = readFileSync(full);
    const encoded = ENCODINGS.flatMap(({ name, suffix, accepted }) => {
      const copy = all.has(full + suffix) ? readFileSync(full + suffix) : null;
      return copy && DECODERS[name](copy).equals(body) ? [{ name, accepted, variant: variant(copy) }] : [];
    });
    files.set(urlPath, {
      type: getMimeType(full) ?? "application/octet-stream",
      cacheControl: cacheControlFor(urlPath),
      identity: variant(body),
      encoded,
    });
  }
  return files;
}

function hasExtension(urlPath: string): boolean {
  return urlPath.slice(urlPath.lastIndexOf("/") + 1).includes(".");
}

/**
 * A browser opening an address (a link, a pasted `/deck/family.` from the end of a sentence), as
 * opposed to a script or an element fetching a file: a person should see the app, never JSON.
 */
function isBrowserNavigation(c: Context): boolean {
  const mode = c.req.header("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return /\btext\/html\b/.test(c.req.header("Accept") ?? "");
}

/**
 * `drawPage`: pages drawn per request from the build's templates (device-pages.ts), for the app
 * routes that are not prerendered.
 */
export function staticFiles(distDir: string | undefined, drawPage?: DrawPage, publicOrigin: string | null = null) {
  const files = distDir === undefined ? new Map<string, StaticFile>() : loadStaticFiles(distDir);
  const routes = new Hono();
  // A prerendered page with the site's origin in its canonical and hreflang links (ORIGIN_MARK),
  // made once per page and origin: the public origin, else the one the request came to (local).
  const withOrigins = new Map<string, StaticFile>();
  const pageFor = (file: StaticFile, key: string, origin: string): StaticFile => {
    let made = withOrigins.get(`${origin} ${key}`);
    if (!made) {
      const html = Buffer.from(file.identity.body).toString("utf8");
      if (withOrigins.size >= 1000) withOrigins.clear();
      made = html.includes(ORIGIN_MARK) ? { ...preparePage(withOrigin(html, origin)), cacheControl: file.cacheControl } : file;
      withOrigins.set(`${origin} ${key}`, made);
    }
    return made;
  };

  routes.get("*", async (c) => {
    const urlPath = c.req.path;
    let file = files.get(urlPath);
    // Every app route (an extension-less path) is the single-page app; the router draws it. Public
    // pages come prerendered (scripts/prerender.mjs) so their first paint needs no JavaScript, and
    // a table link or a card of a free deck is drawn from a template; the rest get the shell.
    if (!file && !hasExtension(urlPath)) {
      const page = files.get(`/${prerenderedFile(urlPath)}`);
      file = page && pageFor(page, urlPath, publicOrigin ?? new URL(c.req.url).origin);
      const drawn = !file && files.size > 0 && drawPage ? await drawPage(new URL(c.req.url)) : null;
      if (drawn !== null) {
        c.header("Cache-Control", "no-cache");
        return sendPrepared(c, preparePage(drawn));
      }
      file ??= files.get("/index.html");
    }
    // Any other address a browser navigates to gets the app, whose router shows what is (not) there.
    if (!file && isBrowserNavigation(c)) file = files.get("/index.html");
    if (!file) {
      if (files.size === 0) {
        return apiError(c, 503, "app_not_built", "The web app has not been built. Run `npm run build`.");
      }
      return apiError(c, 404, "not_found", `There is no file at ${urlPath}.`);
    }

    c.header("Cache-Control", file.cacheControl);
    return sendPrepared(c, file);
  });
  routes.all("*", (c) => {
    c.header("Allow", "GET, HEAD");
    return apiError(c, 405, "method_not_allowed", `${c.req.method} is not allowed here. Use GET.`);
  });

  return routes;
}
