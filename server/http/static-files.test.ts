// The built app as a browser and a CDN see it: which file answers which path, its cache rules,
// its compressed copies and its revalidation.
import { appendFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticFiles } from "./static-files";
import { BUILT_ASSET, makeBuiltApp } from "../../tests/support/server/built-app";

const files = staticFiles(makeBuiltApp());
const BR = { "Accept-Encoding": "gzip, deflate, br" };

describe("static files", () => {
  it("answers every extension-less app route with index.html, no-cache", async () => {
    for (const route of ["/", "/decks", "/deck/couples", "/decks/couples/cards/3", "/some/unknown/page", "/assets", "/prerendered"]) {
      const res = await files.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(res.headers.get("Cache-Control")).toBe("no-cache");
      expect(await res.text()).toContain("<title>Spark Decks</title>");
    }
  });

  it("answers a prerendered page with its own HTML, and other routes with the shell", async () => {
    const about = await files.request("/about");
    expect(await about.text()).toContain("<h1>About Spark Decks</h1>");
    expect(about.headers.get("Cache-Control")).toBe("no-cache");
    expect(await (await files.request("/about/")).text()).toContain("<h1>About Spark Decks</h1>");
    expect(await (await files.request("/pricing")).text()).not.toContain("<h1>");
  });

  it("answers a page in another language with its language links on the origin asked, or the public one", async () => {
    const page = await (await files.request("http://localhost:8080/de/about")).text();
    expect(page).toContain("<h1>Über Spark Decks</h1>");
    expect(page).toContain('<link rel="canonical" href="http://localhost:8080/de/about">');
    const published = staticFiles(makeBuiltApp(), undefined, "https://sparkdecks.example");
    expect(await (await published.request("http://10.0.0.5:8080/de/about")).text()).toContain('href="https://sparkdecks.example/de/about"');
  });

  it("serves hashed assets as immutable, sw.js and the manifest as no-cache, other files for an hour", async () => {
    const asset = await files.request(BUILT_ASSET);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await files.request("/sw.js")).headers.get("Cache-Control")).toBe("no-cache");
    expect((await files.request("/manifest.webmanifest")).headers.get("Cache-Control")).toBe("no-cache");
    expect((await files.request("/prerendered/about.html")).headers.get("Cache-Control")).toBe("no-cache");
    expect((await files.request("/robots.txt")).headers.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("answers a browser navigation to any unknown address, a trailing dot included, with the app, never JSON", async () => {
    const navigations: Record<string, string>[] = [
      { "Sec-Fetch-Mode": "navigate", Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    ];
    for (const headers of navigations) {
      for (const url of ["/deck/family.", "/decks/family.", "/no/such/page.php", "/assets/missing-123.js"]) {
        const res = await files.request(url, { headers });
        expect(res.headers.get("Content-Type"), url).toMatch(/^text\/html/);
        expect(await res.text()).toContain("<title>Spark Decks</title>");
      }
    }
    // A script fetching the same missing file is told so in JSON.
    const fetched = await files.request("/deck/family.", { headers: { "Sec-Fetch-Mode": "cors", Accept: "text/html, */*" } });
    expect(fetched.status).toBe(404);
    expect(await fetched.json()).toMatchObject({ error: "not_found" });
  });

  it("answers a missing file with an extension, or a path out of the build, with 404 JSON", async () => {
    for (const url of ["/assets/missing-123.js", `${BUILT_ASSET}.br`, "/assets/%2e%2e/%2e%2e/package.json", "/..%2fpackage.json"]) {
      const res = await files.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ error: "not_found" });
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("sends the brotli or gzip copy the client accepts, and says the answer varies by it", async () => {
    const br = await files.request(BUILT_ASSET, { headers: BR });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const gz = await files.request(BUILT_ASSET, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    const plain = await files.request(BUILT_ASSET);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    for (const res of [br, gz, plain]) {
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      expect(Number(res.headers.get("Content-Length"))).toBe((await res.arrayBuffer()).byteLength);
    }
    expect(Number(br.headers.get("Content-Length"))).toBeLessThan(Number(plain.headers.get("Content-Length")));
  });

  it("sends a file changed after the build as it is now, not its stale compressed copy", async () => {
    const dir = makeBuiltApp();
    appendFileSync(path.join(dir, BUILT_ASSET), "\n// a hotfix\n");
    const res = await staticFiles(dir).request(BUILT_ASSET, { headers: BR });
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toContain("// a hotfix");
  });

  it("answers a revalidation of an unchanged file with 304, keeping its cache rules", async () => {
    for (const url of ["/", BUILT_ASSET]) {
      const res = await files.request(url, { headers: BR });
      const etag = res.headers.get("ETag");
      expect(etag, url).toMatch(/^".+"$/);
      const again = await files.request(url, { headers: { ...BR, "If-None-Match": etag! } });
      expect(again.status, url).toBe(304);
      expect(again.headers.get("Cache-Control")).toBe(res.headers.get("Cache-Control"));
      expect(again.headers.get("Vary")).toBe("Accept-Encoding");
      expect(await again.text()).toBe("");
    }
  });

  it("answers HEAD with the headers of a GET and no body", async () => {
    const get = await files.request(BUILT_ASSET, { headers: BR });
    const head = await files.request(BUILT_ASSET, { method: "HEAD", headers: BR });
    expect(head.status).toBe(200);
    for (const name of ["Content-Type", "Content-Length", "Content-Encoding", "ETag", "Cache-Control", "Vary"]) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
    expect(await head.text()).toBe("");
  });

  it("answers 503 JSON when the app has not been built", async () => {
    for (const unbuilt of [staticFiles(undefined), staticFiles("/nonexistent/dist")]) {
      const res = await unbuilt.request("/");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: "app_not_built" });
    }
  });
});
