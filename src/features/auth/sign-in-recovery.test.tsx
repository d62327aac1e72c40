// A sign-in the service accepted but the page could not finish (the user's details did not load)
// must not leave tokens behind: the next try signs in instead of "There is already a signed in
// user.", and a name with an emoji signs in and shows whole. Someone signed in who opens /signin
// is told so.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testAuthConfig as config } from "../../../tests/support/auth-config";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import SignInPage from "./SignInPage";

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (payload: object) => `${b64({ alg: "RS256" })}.${b64(payload)}.sig`;

/** The identity service: InitiateAuth hands out tokens; GetUser answers from `getUser` in turn. */
function stubIdentity(getUser: Array<{ status: number; body: object }>, network = { down: false, getUserCalls: 0 }) {
  const now = Math.floor(Date.now() / 1000);
  const token = jwt({ sub: "sub-ana", iat: now, exp: now + 3600, "cognito:username": "ana@example.com" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes("/api/auth/config")) return Response.json(config);
      const operation = (new Headers(init?.headers).get("X-Amz-Target") ?? "").split(".").pop();
      if (operation === "GetUser") network.getUserCalls++;
      if (network.down) throw new TypeError("Failed to fetch");
      const answer =
        operation === "InitiateAuth"
          ? { status: 200, body: { AuthenticationResult: { IdToken: token, AccessToken: token, RefreshToken: "refresh" } } }
          : operation === "GetUser"
            ? (getUser.shift() ?? { status: 400, body: { __type: "NotAuthorizedException", message: "no" } })
            : { status: 200, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/x-amz-json-1.1" } });
    }),
  );
}

const userAnswer = (name: string) => ({
  status: 200,
  body: {
    Username: "ana@example.com",
    UserAttributes: [
      { Name: "sub", Value: "sub-ana" },
      { Name: "email", Value: "ana@example.com" },
      { Name: "name", Value: name },
    ],
  },
});

async function submit(password = "secret1") {
  await userEvent.clear(screen.getByLabelText(/Email Address/));
  await userEvent.type(screen.getByLabelText(/Email Address/), "ana@example.com");
  await userEvent.clear(screen.getByLabelText(/^Password/));
  await userEvent.type(screen.getByLabelText(/^Password/), `${password}{Enter}`);
}

const storedTokens = () => Object.keys(localStorage).filter((key) => key.startsWith("CognitoIdentityServiceProvider."));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("finishing a sign-in", () => {
  it("signs in a person whose name has emoji, and keeps them whole", async () => {
    stubIdentity([userAnswer("Ana 👩🏽‍💻"), userAnswer("Ana 👩🏽‍💻")]);
    renderPage(<SignInPage />, { path: "/signin" });
    await submit();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/), { timeout: 3000 });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(JSON.parse(localStorage.getItem("sparkDecks.user")!)).toMatchObject({ name: "Ana 👩🏽‍💻" });
  });

  it("drops the tokens when the user's details do not load, so the next try signs in", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubIdentity([{ status: 400, body: { __type: "InvalidParameterException", message: "Something odd" } }, userAnswer("Ana")]);
    renderPage(<SignInPage />, { path: "/signin" });
    await submit();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(storedTokens()).toEqual([]);
    await submit();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/), { timeout: 3000 });
    expect(screen.queryByText("There is already a signed in user.")).toBeNull();
  });

  it("drops tokens an earlier, unfinished sign-in left behind instead of refusing", async () => {
    const prefix = `CognitoIdentityServiceProvider.${config.clientId}`;
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem(`${prefix}.LastAuthUser`, "old@example.com");
    localStorage.setItem(`${prefix}.old@example.com.idToken`, jwt({ iat: now, exp: now + 3600 }));
    localStorage.setItem(`${prefix}.old@example.com.accessToken`, jwt({ iat: now, exp: now + 3600 }));
    // The start-up check could not reach the service: nobody is shown signed in, the tokens stay.
    const network = { down: true, getUserCalls: 0 };
    stubIdentity([userAnswer("Ana")], network);
    renderPage(<SignInPage />, { path: "/signin" });
    // The check tries 3 times (spec §7), then keeps the state it has: nobody.
    await waitFor(() => expect(network.getUserCalls).toBe(3), { timeout: 3000 });
    network.down = false;
    await submit();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/), { timeout: 3000 });
    expect(localStorage.getItem(`${prefix}.LastAuthUser`)).toBe("ana@example.com");
  });

  it("tells a signed-in person they are signed in, instead of a form that can only refuse", async () => {
    storeSignIn();
    stubIdentity([userAnswer("Ada")]);
    renderPage(<SignInPage />, { path: "/signin" });
    expect(await screen.findByText(/You're signed in as/)).toHaveTextContent(
      "You're signed in as Ada. To use another account, sign out first from the account menu.",
    );
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "Explore Decks" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/decks");
  });
});
