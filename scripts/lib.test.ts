// When `npm start` (and the benchmarks) build the web app again: whenever any file of the project
// changed after the last finished build began, whichever file it is, and never for the build's
// own output, the packages or test data, which git ignores.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsCurrent, buildStampFile } from "./lib.mjs";

const BUILT_AT = new Date("2030-01-01T12:00:00Z");
const BEFORE = new Date(BUILT_AT.getTime() - 60_000);
const AFTER = new Date(BUILT_AT.getTime() + 60_000);

let dir = "";

/** Writes a file of the project, dated. */
function write(file: string, date = BEFORE, text = file) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, date, date);
}

function git(...args: string[]) {
  const result = spawnSync("git", args, { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "spark-build-stamp-"));
  write(".gitignore", BEFORE, "node_modules/\ndist/\n.tmp/\n");
  for (const file of ["index.html", "src/main.tsx", "build/chunk-groups.ts", "server/content/deck-content.ts", "docs/testing.md"]) write(file);
  git("init", "--quiet");
  git("add", ".");
  // A finished build: its output, and the stamp dated when it began.
  write("dist/index.html", AFTER);
  write(path.relative(dir, buildStampFile(dir)), BUILT_AT);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("buildIsCurrent", () => {
  it("holds a build begun after every file of the project was last changed", () => {
    expect(buildIsCurrent(dir)).toBe(true);
  });

  it("does not once any tracked file changed since, a build plugin or a server module the prerender reads too", () => {
    for (const file of ["build/chunk-groups.ts", "server/content/deck-content.ts"]) {
      write(file, AFTER);
      expect(buildIsCurrent(dir), file).toBe(false);
      write(file, BEFORE);
    }
  });

  it("does not once a new file is there that git does not ignore, added or not", () => {
    write("src/new-page.tsx", AFTER);
    expect(buildIsCurrent(dir)).toBe(false);
  });

  it("ignores what git ignores: the build's output, the packages, test data", () => {
    write("dist/sw.js", AFTER);
    write("node_modules/react/index.js", AFTER);
    write(".tmp/e2e-data/db", AFTER);
    expect(buildIsCurrent(dir)).toBe(true);
  });

  it("does not hold without a finished build: no stamp, or no dist/index.html", () => {
    rmSync(buildStampFile(dir));
    expect(buildIsCurrent(dir)).toBe(false);
    write(path.relative(dir, buildStampFile(dir)), BUILT_AT);
    rmSync(path.join(dir, "dist"), { recursive: true });
    expect(buildIsCurrent(dir)).toBe(false);
  });

  it("never holds outside a git checkout, where it cannot tell what changed", () => {
    rmSync(path.join(dir, ".git"), { recursive: true });
    expect(buildIsCurrent(dir)).toBe(false);
  });
});
