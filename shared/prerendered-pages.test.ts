import { describe, expect, it } from "vitest";
import { joinPage, prerenderedFile, splitPage, workerPageFile } from "./prerendered-pages";

const page = (body: string, componentCss: string) =>
  `<!doctype html><html><head><style id="global-css">body{margin:0}</style><style>@font-face{font-family:Inter}</style>` +
  `<style data-styled="active" data-styled-version="6">${componentCss}</style></head><body><div id="root">${body}</div></body></html>`;

describe("the worker's copies of the prerendered pages", () => {
  it("keep each stylesheet once, and make every page again to the character", () => {
    const pages = [page("<p>One</p>", ".a{color:red}"), page("<p>Two</p>", ".a{color:red}"), page("<p>Three</p>", ".b{color:blue}")];
    const parts: string[] = [];
    const copies = pages.map((p) => splitPage(p, parts));
    expect(parts).toHaveLength(4); // global, fonts, and two sets of component rules
    for (const copy of copies) expect(copy).not.toContain("<style");
    expect(copies.map((copy) => joinPage(copy, parts))).toEqual(pages);
  });

  it("refuse a copy and parts of different builds instead of drawing a page without its styles", () => {
    const parts: string[] = [];
    const copy = splitPage(page("<p>One</p>", ".a{}"), parts);
    expect(() => joinPage(copy, parts.slice(0, 1))).toThrow(/part 1/);
  });

  it("refuse a page that already has a part's mark (a question cannot be taken for a stylesheet)", () => {
    expect(() => splitPage(page("<p>&lt;!--spark-part:0--&gt;</p><!--spark-part:0-->", ""), [])).toThrow(/mark/);
  });

  it("are named beside the pages", () => {
    expect(prerenderedFile("/")).toBe("prerendered/index.html");
    expect(workerPageFile("/deck/family/")).toBe("prerendered/worker/deck_family.html");
  });
});
