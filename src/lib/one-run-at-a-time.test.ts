import { describe, expect, it, vi } from "vitest";
import { oneRunAtATime, waitAtMost } from "./one-run-at-a-time";

/** A run that ends when the test says, recording the key it ran for. */
function controlledRuns() {
  const keys: string[] = [];
  const finish: (() => void)[] = [];
  const run = (key: string) => {
    keys.push(key);
    return new Promise<string>((resolve) => finish.push(() => resolve(`ran for ${key}`)));
  };
  return { keys, finish, run };
}

describe("one run at a time", () => {
  it("runs once for a request, and once more after it for every request made meanwhile, for the latest key", async () => {
    const { keys, finish, run } = controlledRuns();
    const request = oneRunAtATime(run);
    const first = request("ana");
    const second = request("ana");
    const third = request("ben");
    expect(keys).toEqual(["ana"]);
    finish[0]();
    expect(await first).toBe("ran for ana");
    await vi.waitFor(() => expect(keys).toEqual(["ana", "ben"]));
    finish[1]();
    expect(await second).toBe("ran for ben");
    expect(await third).toBe("ran for ben");
    // Idle again: the next request runs at once.
    const fourth = request("ana");
    expect(keys).toEqual(["ana", "ben", "ana"]);
    finish[2]();
    expect(await fourth).toBe("ran for ana");
  });

  it("goes on after a run that failed", async () => {
    let calls = 0;
    const request = oneRunAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return "done";
    });
    const failing = request("ana");
    const after = request("ana");
    await expect(failing).rejects.toThrow("offline");
    expect(await after).toBe("done");
    expect(await request("ana")).toBe("done");
  });
});

describe("waitAtMost", () => {
  it("answers the work's result, or 'timeout' when it takes longer", async () => {
    expect(await waitAtMost(Promise.resolve(1), 50)).toBe(1);
    expect(await waitAtMost(new Promise(() => {}), 10)).toBe("timeout");
  });
});
