import { afterEach, describe, expect, it, vi } from "vitest";
import { createCognito } from "./cognito";
import { testAuthConfig as config } from "../../../tests/support/auth-config";

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
const jwt = (payload: object) => `${b64({ alg: "RS256" })}.${b64(payload)}.sig`;
const now = () => Math.floor(Date.now() / 1000);
const prefix = `CognitoIdentityServiceProvider.${config.clientId}`;

function storeTokens(exp: number) {
  localStorage.setItem(`${prefix}.LastAuthUser`, "ada");
  localStorage.setItem(`${prefix}.ada.idToken`, jwt({ exp, iat: exp - 3600 }));
  localStorage.setItem(`${prefix}.ada.accessToken`, jwt({ exp, iat: exp - 3600, n: exp }));
  localStorage.setItem(`${prefix}.ada.refreshToken`, "refresh-1");
}

/** Web Locks as a browser gives them to every tab of an origin: one holder at a time. */
function installLocks(onLine = true) {
  let queue = Promise.resolve();
  const request = vi.fn((_name: string, task: () => Promise<unknown>) => {
    const run = queue.then(task);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  });
  const { userAgent, product, language } = navigator;
  vi.stubGlobal("navigator", { locks: { request }, onLine, userAgent, product, language });
  return request;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("token refresh", () => {
  it("is one request for two tabs that find the tokens expiring at once", async () => {
    storeTokens(now() + 2); // within the 5 s tolerance
    const locks = installLocks();
    const fresh = now() + 3600;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { AuthFlow?: string };
      expect(body.AuthFlow).toBe("REFRESH_TOKEN_AUTH");
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Response.json({
        AuthenticationResult: { IdToken: jwt({ exp: fresh, iat: fresh - 3600 }), AccessToken: jwt({ exp: fresh, iat: fresh - 3600, n: fresh }) },
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    // Two tabs: two copies of the module state, one localStorage.
    const [tabA, tabB] = [createCognito(config), createCognito(config)];
    const [a, b] = await Promise.all([tabA.currentSession(), tabB.currentSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(locks).toHaveBeenCalledTimes(2);
    expect(a?.stale).toBe(false);
    expect(b?.session.getAccessToken().getJwtToken()).toBe(a?.session.getAccessToken().getJwtToken());
    expect(a?.session.getAccessToken().getExpiration()).toBe(fresh);
  });

  it("keeps the stored tokens, marked stale, when the network is not there", async () => {
    storeTokens(now() - 60);
    installLocks(false);
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const current = await createCognito(config).currentSession();
    expect(current?.stale).toBe(true);
    expect(localStorage.getItem(`${prefix}.ada.refreshToken`)).toBe("refresh-1");
  });

  it("clears the tokens and rejects when the service refuses the refresh token", async () => {
    storeTokens(now() - 60);
    installLocks();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ __type: "NotAuthorizedException", message: "Refresh Token has been revoked" }, { status: 400 }),
      ),
    );
    await expect(createCognito(config).currentSession()).rejects.toMatchObject({ code: "NotAuthorizedException" });
    expect(localStorage.getItem(`${prefix}.ada.accessToken`)).toBeNull();
  });

  it.each([
    ["a 500", () => Response.json({ __type: "InternalErrorException", message: "boom" }, { status: 500 })],
    ["a malformed answer", () => Response.json({ AuthenticationResult: {} })],
  ])("clears the tokens and rejects after %s (only a network error keeps them)", async (_what, reply) => {
    storeTokens(now() - 60);
    installLocks();
    vi.stubGlobal("fetch", vi.fn(async () => reply()));
    await expect(createCognito(config).currentSession()).rejects.toBeTruthy();
    expect(localStorage.getItem(`${prefix}.ada.accessToken`)).toBeNull();
    expect(localStorage.getItem(`${prefix}.ada.refreshToken`)).toBeNull();
  });
});
