import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testAuthConfig } from "../../../tests/support/auth-config";
import { mockApi, watchNavigation } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn, TEST_USER } from "../../../tests/support/signed-in";
import { receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { authService } from "./auth-service";
import SignInPage from "./SignInPage";
import SignUpPage from "./SignUpPage";

let tracked: TrackedEvent[] = [];
const events = () => tracked.map(({ name, params }) => ({ name, params }));

beforeEach(() => {
  tracked = [];
  receiveEvents((event) => tracked.push(event));
});
afterEach(() => {
  receiveEvents(() => {});
  vi.unstubAllGlobals();
});

async function fillAndSubmit(fields: [RegExp, string][]) {
  for (const [label, value] of fields) await userEvent.type(screen.getByLabelText(label), value);
  await userEvent.keyboard("{Enter}");
}

describe("auth analytics", () => {
  it("records login (method cognito) after a sign-in", async () => {
    mockApi({});
    renderPage(<SignInPage />, { path: "/signin" });
    await fillAndSubmit([
      [/Email Address/, "ada@example.com"],
      [/^Password/, "secret1"],
    ]);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(events()).toEqual([{ name: "login", params: { method: "cognito" } }]);
  });

  it("records sign_up after the account is made and signed in", async () => {
    mockApi({});
    renderPage(<SignUpPage />, { path: "/signup" });
    await fillAndSubmit([
      [/Full Name/, "Ada"],
      [/Email Address/, "ada@example.com"],
      [/^Password/, "secret1"],
    ]);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(events()).toEqual([
      { name: "login", params: { method: "cognito" } },
      { name: "sign_up", params: { method: "cognito" } },
      { name: "user_event", params: { category: "User", action: "sign_up", label: "cognito", plan_type: "free" } },
    ]);
  });

  it("records logout on sign-out, before the browser's storage is cleared", async () => {
    mockApi({});
    storeSignIn();
    const { assign } = watchNavigation();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {}); // the stand-in cannot revoke: logged only
    await authService.signOut();
    expect(assign).toHaveBeenCalledWith("/");
    expect(events()).toEqual([{ name: "logout", params: {} }]);
    logged.mockRestore();
  });

  it.each([
    [false, "cognito"],
    [true, "google"],
  ])("records a login when the check on load finds a user (hosted sign-in: %s → %s)", async (hosted, method) => {
    mockApi({});
    storeSignIn();
    if (hosted) localStorage.setItem(`CognitoIdentityServiceProvider.${testAuthConfig.clientId}.${TEST_USER.username}.oauthMetadata`, '{"oauthSignIn":true}');
    vi.resetModules(); // the check runs once per page
    const analytics = await import("../../lib/analytics");
    const seen: TrackedEvent[] = [];
    analytics.receiveEvents((event) => seen.push(event));
    await (await import("./auth-service")).authService.checkSession();
    await waitFor(() => expect(seen.map(({ name, params }) => ({ name, params }))).toEqual([{ name: "login", params: { method } }]));
  });
});
