// Spec §7 Retries for identity calls: 3 attempts on network errors, 429/500/502/503/504,
// throttling, time-outs and clock skew; 2^attempt × 100 ms + up to 100 ms jitter, capped at
// 300000 ms; never a wrong password or a used code.
import { afterEach, describe, expect, it, vi } from "vitest";
import { testAuthConfig as config } from "../../../tests/support/auth-config";
import { createCognito } from "./cognito";
import { backoffDelay, identityRequest } from "./identity-request";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fault = (type: string, message = type) => json(400, { __type: type, message });

function answers(...replies: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const next = replies.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const run = (sleeps: number[]) =>
  identityRequest("/identity/", "InitiateAuth", {}, { sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("identity call retries", () => {
  it.each([429, 500, 502, 503, 504])("retries HTTP %i and then succeeds", async (status) => {
    const fetchMock = answers(new Response("<html>busy</html>", { status }), json(200, { ok: 1 }));
    const sleeps: number[] = [];
    await expect(run(sleeps)).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([250]);
  });

  it("makes 3 attempts at most on network errors, backing off 2^attempt × 100 ms plus jitter", async () => {
    const fetchMock = answers(new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), new TypeError("Failed to fetch"));
    const sleeps: number[] = [];
    await expect(run(sleeps)).rejects.toMatchObject({ code: "NetworkError" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([250, 450]);
  });

  it.each(["TooManyRequestsException", "ThrottlingException", "RequestTimeoutException", "RequestTimeTooSkewed"])(
    "retries %s",
    async (type) => {
      const fetchMock = answers(fault(type), json(200, {}));
      await run([]);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it.each([
    ["NotAuthorizedException", "Incorrect username or password."],
    ["CodeMismatchException", "Invalid verification code provided, please try again."],
    ["ExpiredCodeException", "Invalid code provided, please request a code again."],
  ])("never retries %s", async (type, message) => {
    const fetchMock = answers(fault(type, message), json(200, {}));
    await expect(run([])).rejects.toMatchObject({ code: type, message });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("caps the back-off at 300000 ms, jitter at most 100 ms", () => {
    expect(backoffDelay(1, () => 0)).toBe(200);
    expect(backoffDelay(2, () => 0.999)).toBeCloseTo(499.9);
    expect(backoffDelay(20, () => 1)).toBe(300_000);
  });

  it("applies to the library's own calls: a sign-in that meets a 503 is sent again, a wrong password is not", async () => {
    const fetchMock = answers(new Response("Service Unavailable", { status: 503 }), fault("NotAuthorizedException", "Incorrect username or password."));
    await expect(createCognito(config).signIn("ada@example.com", "wrong")).rejects.toMatchObject({ code: "NotAuthorizedException" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
