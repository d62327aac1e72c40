import { describe, expect, it } from "vitest";
import { formatDate } from "./InfoArticle";

describe("formatDate", () => {
  it("writes a date the British way, as the policy pages show it", () => {
    expect(formatDate("2026-11-22")).toBe("22 November 2026");
    expect(formatDate("2026-03-01")).toBe("1 March 2026");
  });
});
