// Test helpers live in tests/support/ (docs/contributing.md): code that ships, in server/ and src/,
// never imports the test runner or a helper of the tests, so a build or a server start can never
// pull them in, and the imports between server modules stay one way. Only test files may.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TESTS = path.join(ROOT, "tests");

/** What a file imports (import, export … from, import(), require()): comments and strings aside. */
const importsOf = (source: string) => ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);

/** Whether an import, made from `file`, brings in the test runner or anything under tests/. */
function isTestOnly(file: string, specifier: string): boolean {
  if (/^(vitest|@vitest\/[^/]+)(\/|$)/.test(specifier)) return true;
  if (!specifier.startsWith(".")) return false;
  const target = path.resolve(path.dirname(file), specifier);
  return target === TESTS || target.startsWith(TESTS + path.sep);
}

/** The test-only imports of the files under `folder` that are not tests, as "file imports specifier". */
function testOnlyImports(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx|mts)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .flatMap((name) => {
      const file = path.join(ROOT, folder, name);
      return importsOf(readFileSync(file, "utf8"))
        .filter((specifier) => isTestOnly(file, specifier))
        .map((specifier) => `${path.relative(ROOT, file).split(path.sep).join("/")} imports ${specifier}`);
    });
}

describe("imports of the code that ships", () => {
  it("tells the test runner and tests/ apart from the rest", () => {
    const file = path.join(ROOT, "server/rooms/example.ts");
    const source = `
      // A comment naming tests/e2e/rooms.spec.ts imports nothing.
      import { expect } from "vitest";
      import type { Mock } from "@vitest/spy";
      export { join } from "../../tests/support/server/rooms-harness";
      const later = () => import("../../tests/support/live-room");
      import { Hono } from "hono";
      import { ROOM_IDLE_MS } from "../../shared/rooms";
      import { tested } from "./tests-of-rooms";`;
    expect(importsOf(source).filter((specifier) => isTestOnly(file, specifier))).toEqual([
      "vitest",
      "@vitest/spy",
      "../../tests/support/server/rooms-harness",
      "../../tests/support/live-room",
    ]);
  });

  it.each(["server", "src"])("has no file of %s/ but a test import vitest or tests/", (folder) => {
    expect(testOnlyImports(folder)).toEqual([]);
  });
});
