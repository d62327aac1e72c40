import { afterEach, describe, expect, it, vi } from "vitest";
import { createSharedRefresh } from "./shared-refresh";
import {
  clockDriftFor,
  hasStoredSession,
  jwtPayload,
  lastAuthUser,
  needsRefresh,
  readTokens,
  signedInWithOAuth,
  writeTokens,
} from "./token-storage";

const b64 = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (payload: object) => `${b64({ alg: "RS256" })}.${b64(payload)}.sig`;

afterEach(() => localStorage.clear());

describe("stored tokens", () => {
  it("are written under the library's keys and read back", () => {
    expect(hasStoredSession()).toBe(false);
    const tokens = { idToken: jwt({ exp: 10 }), accessToken: jwt({ exp: 10 }), refreshToken: "r", clockDrift: 3 };
    writeTokens("client1", "ada", tokens, true);
    expect(localStorage.getItem("CognitoIdentityServiceProvider.client1.LastAuthUser")).toBe("ada");
    expect(localStorage.getItem("CognitoIdentityServiceProvider.client1.ada.accessToken")).toBe(tokens.accessToken);
    expect(lastAuthUser("client1")).toBe("ada");
    expect(readTokens("client1", "ada")).toEqual(tokens);
    expect(hasStoredSession()).toBe(true);
    expect(signedInWithOAuth("client1", "ada")).toBe(true);
  });

  it("decodes a payload with non-ASCII text and refuses what is not a JWT", () => {
    expect(jwtPayload(jwt({ name: "Zoë" }))).toEqual({ name: "Zoë" });
    expect(jwtPayload("not-a-token")).toBeNull();
    expect(jwtPayload("a.%%%.c")).toBeNull();
  });
});

describe("refresh timing (5 s tolerance, clock drift)", () => {
  const tokens = (exp: number, clockDrift = 0) => ({
    idToken: jwt({ exp, iat: exp - 3600 }),
    accessToken: jwt({ exp, iat: exp - 3600 }),
    refreshToken: "r",
    clockDrift,
  });

  it("refreshes within 5 s of expiry and not before", () => {
    expect(needsRefresh(tokens(1000), 994)).toBe(false);
    expect(needsRefresh(tokens(1000), 995)).toBe(true);
    expect(needsRefresh(tokens(1000), 2000)).toBe(true);
  });

  it("counts the device's clock drift", () => {
    // The device runs 100 s ahead: 1090 on its clock is 990 for the service.
    expect(needsRefresh(tokens(1000, 100), 1090)).toBe(false);
    expect(needsRefresh(tokens(1000, 100), 1096)).toBe(true);
  });

  it("uses the earlier expiry of the two tokens", () => {
    const mixed = { ...tokens(5000), idToken: jwt({ exp: 1000 }) };
    expect(needsRefresh(mixed, 996)).toBe(true);
  });

  it("computes the drift from the tokens' issue times", () => {
    expect(clockDriftFor(jwt({ iat: 100 }), jwt({ iat: 90 }), 130)).toBe(40);
  });
});

describe("shared refresh", () => {
  it("runs one refresh for concurrent callers, and a new one afterwards", async () => {
    let release!: (value: string) => void;
    const run = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const refresh = createSharedRefresh(run, "test-lock");
    const calls = [refresh(), refresh(), refresh()];
    await Promise.resolve();
    release("fresh");
    expect(await Promise.all(calls)).toEqual(["fresh", "fresh", "fresh"]);
    expect(run).toHaveBeenCalledTimes(1);
    const again = refresh();
    await Promise.resolve();
    release("again");
    expect(await again).toBe("again");
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("shares a failure too, then lets the next call try again", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("ok");
    const refresh = createSharedRefresh(run, "test-lock-2");
    const results = await Promise.allSettled([refresh(), refresh()]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await refresh()).toBe("ok");
    expect(run).toHaveBeenCalledTimes(2);
  });
});
