import { describe, expect, it, vi } from "vitest";
import { keepEarlyKeys, replayEarlyKeys } from "./early-keys";

describe("keys pressed before the viewer listens", () => {
  it("are kept, then handed over once, in order; keys typed into fields are not", () => {
    keepEarlyKeys();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" }));
    const input = document.body.appendChild(document.createElement("input"));
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    window.dispatchEvent(new KeyboardEvent("keydown", { key: " ", code: "Space" }));

    const seen = vi.fn();
    window.addEventListener("keydown", (event) => seen(event.key, event.code));
    replayEarlyKeys();
    expect(seen.mock.calls).toEqual([
      ["ArrowRight", ""],
      [" ", "Space"],
    ]);
    // Handed over once: later keys are not kept or replayed again.
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" }));
    replayEarlyKeys();
    expect(seen.mock.calls.map(([key]) => key)).toEqual(["ArrowRight", " ", "ArrowLeft"]);
  });
});
