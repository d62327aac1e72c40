import { render, renderHook, waitFor } from "@testing-library/react";
import { testAuthConfig as config } from "../../../tests/support/auth-config";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "./auth-context";
import type { AuthUser } from "./auth-user";

const user: AuthUser = { id: "1", email: "ada@example.com", name: "Ada", username: "ada@example.com", picture: "" };
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
const jwt = (payload: object) => `${b64({ alg: "RS256" })}.${b64(payload)}.sig`;

function storeSignIn({ expired = false } = {}) {
  const exp = Math.floor(Date.now() / 1000) + (expired ? -60 : 3600);
  const prefix = `CognitoIdentityServiceProvider.${config.clientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, "ada@example.com");
  localStorage.setItem(`${prefix}.ada@example.com.idToken`, jwt({ exp, iat: exp - 3600 }));
  localStorage.setItem(`${prefix}.ada@example.com.accessToken`, jwt({ exp, iat: exp - 3600 }));
  localStorage.setItem(`${prefix}.ada@example.com.refreshToken`, "refresh");
  localStorage.setItem("sparkDecks.authConfig", JSON.stringify(config));
}

/** A fresh module graph per test: the session check runs once per page load. */
async function renderProvider() {
  vi.resetModules();
  const { AuthProvider, CACHED_USER_KEY } = await import("./auth-context");
  const { useAuth } = await import("./auth-context");
  const seen: AuthState[] = [];
  function Probe() {
    seen.push(useAuth());
    return null;
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return { seen, CACHED_USER_KEY, last: () => seen[seen.length - 1] };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("useAuth", () => {
  it("throws outside an AuthProvider", async () => {
    const { useAuth } = await import("./auth-context");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });

  it("starts from the cached user, and clears it when no sign-in is stored", async () => {
    localStorage.setItem("sparkDecks.user", JSON.stringify(user));
    const { seen, last } = await renderProvider();
    expect(seen[0].user).toEqual(user);
    await waitFor(() => expect(last().user).toBeNull());
    expect(last().loading).toBe(false);
    expect(localStorage.getItem("sparkDecks.user")).toBeNull();
  });

  it("keeps the user when the check fails for lack of network, and ends loading", async () => {
    storeSignIn();
    localStorage.setItem("sparkDecks.user", JSON.stringify(user));
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const { seen, last } = await renderProvider();
    expect(seen[0]).toMatchObject({ user, loading: true });
    await waitFor(() => expect(last().loading).toBe(false));
    expect(last().user).toEqual(user);
  });

  it("keeps the user on an offline start with expired tokens (offline play signs nobody out)", async () => {
    storeSignIn({ expired: true });
    localStorage.setItem("sparkDecks.user", JSON.stringify(user));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    const { last } = await renderProvider();
    await waitFor(() => expect(last().loading).toBe(false));
    expect(last().user).toEqual(user);
    expect(localStorage.getItem("CognitoIdentityServiceProvider.client1.LastAuthUser")).toBe("ada@example.com");
    vi.restoreAllMocks();
  });

  it("signs out when the service refuses the session", async () => {
    storeSignIn();
    localStorage.setItem("sparkDecks.user", JSON.stringify(user));
    const refused = () =>
      new Response(JSON.stringify({ __type: "NotAuthorizedException", message: "Access Token has been revoked" }), {
        status: 400,
        headers: { "Content-Type": "application/json" },
      });
    vi.stubGlobal("fetch", vi.fn().mockImplementation(async (url: string) => (String(url).includes("/api/auth/config") ? Response.json(config) : refused())));
    const { last } = await renderProvider();
    await waitFor(() => expect(last().loading).toBe(false));
    expect(last().user).toBeNull();
  });

  it("loads the user from the service when the session is good", async () => {
    storeSignIn();
    vi.stubGlobal(
      "fetch",
      vi.fn().mockImplementation(async (url: string) =>
        String(url).includes("/api/auth/config")
          ? Response.json(config)
          : Response.json({
              Username: "ada@example.com",
              UserAttributes: [
                { Name: "sub", Value: "sub-1" },
                { Name: "email", Value: "ada@example.com" },
                { Name: "name", Value: "Ada Lovelace" },
              ],
            }),
      ),
    );
    const { last } = await renderProvider();
    await waitFor(() => expect(last().user?.name).toBe("Ada Lovelace"));
    expect(last().user).toMatchObject({ id: "sub-1", email: "ada@example.com", username: "ada@example.com" });
    expect(JSON.parse(localStorage.getItem("sparkDecks.user")!).name).toBe("Ada Lovelace");
  });
});
