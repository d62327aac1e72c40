// Spec §4: a token refresh that fails for a reason other than the network (a 500, a malformed
// answer) clears the tokens; the person is signed out and told so.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testAuthConfig as config } from "../../tests/support/auth-config";
import { renderPage } from "../../tests/support/render-page";
import { authService } from "../features/auth/auth-service";
import { CACHED_USER_KEY } from "../features/auth/auth-store";
import { AppNotices } from "./AppNotices";

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
const jwt = (payload: object) => `${b64({ alg: "RS256" })}.${b64(payload)}.sig`;
const prefix = `CognitoIdentityServiceProvider.${config.clientId}`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a session whose refresh fails", () => {
  it("signs the person out with a notice when the service answers 500", async () => {
    const exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(`${prefix}.LastAuthUser`, "ada");
    localStorage.setItem(`${prefix}.ada.idToken`, jwt({ exp, iat: exp - 3600 }));
    localStorage.setItem(`${prefix}.ada.accessToken`, jwt({ exp, iat: exp - 3600 }));
    localStorage.setItem(`${prefix}.ada.refreshToken`, "refresh-1");
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ id: "ada", email: "ada@example.com", name: "Ada", username: "ada", picture: "" }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        String(url).includes("/api/auth/config")
          ? Response.json(config)
          : Response.json({ __type: "InternalErrorException", message: "boom" }, { status: 500 }),
      ),
    );
    renderPage(<AppNotices />, { path: "/decks" });
    await expect(authService.accessToken()).rejects.toBeTruthy();
    expect(localStorage.getItem(CACHED_USER_KEY)).toBeNull();
    expect(localStorage.getItem(`${prefix}.ada.refreshToken`)).toBeNull();
    expect(await screen.findByText("Your session has ended, so you were signed out. Please sign in again.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });
});
