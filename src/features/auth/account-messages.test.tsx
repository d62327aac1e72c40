// Accounts: plain messages that do not reveal which e-mails have accounts, e-mails
// trimmed and lower-cased before every call, 'Resend code', a duplicate sign-up's way out, and a
// failed hosted sign-in that says why on /.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testAuthConfig as config } from "../../../tests/support/auth-config";
import { renderPage } from "../../../tests/support/render-page";
import AuthCallbackPage from "./AuthCallbackPage";
import ResetPasswordPage from "./ResetPasswordPage";
import SignInPage from "./SignInPage";
import SignUpPage from "./SignUpPage";

type Answer = { status?: number; body: unknown };
const calls: { operation: string; body: Record<string, unknown> }[] = [];

/** The identity service: each operation's answer (default: 200 {}). */
function stubIdentity(answers: Record<string, Answer>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes("/api/auth/config")) return Response.json(config);
      const target = new Headers(init?.headers).get("X-Amz-Target") ?? "";
      const operation = target.split(".").pop()!;
      calls.push({ operation, body: JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown> });
      const answer = answers[operation] ?? { body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
    }),
  );
}
const failure = (type: string, message: string): Answer => ({ status: 400, body: { __type: type, message } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  calls.length = 0;
});

describe("sign-in and reset messages", () => {
  it.each([
    ["NotAuthorizedException", "Incorrect username or password."],
    ["NotAuthorizedException", "User not authorized"],
    ["UserNotFoundException", "User not found."],
    // The local emulator's answer to a wrong password for an address that has an account.
    ["InvalidPasswordException", "Invalid password"],
  ])("say the same for a wrong password and an unknown address (%s: %s)", async (type, message) => {
    stubIdentity({ InitiateAuth: failure(type, message) });
    renderPage(<SignInPage />, { path: "/signin" });
    await userEvent.type(screen.getByLabelText(/Email Address/), "ada@example.com");
    await userEvent.type(screen.getByLabelText(/^Password/), "secret1{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Incorrect email address or password\.$/);
  });

  it("trims and lower-cases the e-mail before signing in", async () => {
    stubIdentity({ InitiateAuth: failure("NotAuthorizedException", "Incorrect username or password.") });
    renderPage(<SignInPage />, { path: "/signin" });
    await userEvent.type(screen.getByLabelText(/Email Address/), "  Qa@Example.COM ");
    await userEvent.type(screen.getByLabelText(/^Password/), "secret1{Enter}");
    await screen.findByRole("alert");
    const auth = calls.find((c) => c.operation === "InitiateAuth")!;
    expect((auth.body.AuthParameters as Record<string, string>).USERNAME).toBe("qa@example.com");
  });

  it("checks the e-mail's format before asking for a reset code", async () => {
    stubIdentity({});
    renderPage(<SignInPage />, { path: "/signin" });
    await userEvent.type(screen.getByLabelText(/Email Address/), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Forgot Password?" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(calls).toEqual([]);
  });

  it("answers a reset for an unknown address as for a known one, with the address lower-cased", async () => {
    stubIdentity({ ForgotPassword: failure("UserNotFoundException", "User does not exist.") });
    renderPage(<SignInPage />, { path: "/signin" });
    await userEvent.type(screen.getByLabelText(/Email Address/), "Nobody@Example.com");
    await userEvent.click(screen.getByRole("button", { name: "Forgot Password?" }));
    expect(await screen.findByText("If an account uses this email, we sent a verification code to it.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls.find((c) => c.operation === "ForgotPassword")?.body.Username).toBe("nobody@example.com");
  });

  it("shows one message for a bad code and an unknown address on reset", async () => {
    stubIdentity({ ConfirmForgotPassword: failure("UserNotFoundException", "Username/client id combination not found.") });
    renderPage(<ResetPasswordPage />, { path: "/reset-password", state: { email: "nobody@example.com" } });
    await userEvent.type(screen.getByLabelText(/Verification Code/), "123456");
    await userEvent.type(screen.getByLabelText(/New Password/), "new-secret{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That verification code is not valid or has expired. Please request a new one.",
    );
  });
});

describe("sign-up", () => {
  async function fillSignUp(email: string) {
    await userEvent.type(screen.getByLabelText(/Full Name/), "Ada");
    await userEvent.type(screen.getByLabelText(/Email Address/), email);
    await userEvent.type(screen.getByLabelText(/^Password/), "secret1{Enter}");
  }

  it("offers signing in and resetting the password when the address already has an account", async () => {
    stubIdentity({ SignUp: failure("UsernameExistsException", "User already exists") });
    renderPage(<SignUpPage />, { path: "/signup" });
    await fillSignUp("Ada@Example.com");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("An account with this email already exists.");
    expect(alert).not.toHaveTextContent("User already exists");
    expect(screen.getByRole("link", { name: "reset your password" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Sign in" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/signin");
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toEqual({ email: "ada@example.com" });
  });

  it("takes a name of 256 characters as people count them, emoji included, and refuses 257", async () => {
    stubIdentity({ SignUp: { body: { UserConfirmed: false, UserSub: "sub-1" } } });
    renderPage(<SignUpPage />, { path: "/signup" });
    const name = screen.getByLabelText(/Full Name/);
    // 257 skin-toned emoji are 1,028 UTF-16 units: the field itself must not cut them.
    await userEvent.click(name);
    await userEvent.paste("👩🏽".repeat(257));
    await userEvent.type(screen.getByLabelText(/Email Address/), "ada@example.com");
    await userEvent.type(screen.getByLabelText(/^Password/), "secret1{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Please keep your name to 256 characters or fewer.");
    expect(calls).toEqual([]);
    await userEvent.type(name, "{Backspace}{Backspace}{Backspace}{Backspace}{Enter}");
    await screen.findByRole("button", { name: "Resend code" });
    const signUp = calls.find((c) => c.operation === "SignUp")!;
    const attributes = signUp.body.UserAttributes as { Name: string; Value: string }[];
    expect(attributes.find((a) => a.Name === "name")?.Value).toBe("👩🏽".repeat(256));
  });

  it("sends a new confirmation code on 'Resend code', to the lower-cased address", async () => {
    stubIdentity({ SignUp: { body: { UserConfirmed: false, UserSub: "sub-1" } } });
    renderPage(<SignUpPage />, { path: "/signup" });
    await fillSignUp(" Ada@Example.com");
    await userEvent.click(await screen.findByRole("button", { name: "Resend code" }));
    expect(await screen.findByText("We sent a new confirmation code to ada@example.com.")).toBeInTheDocument();
    expect(calls.find((c) => c.operation === "ResendConfirmationCode")?.body).toMatchObject({ ClientId: "client1", Username: "ada@example.com" });
    expect(calls.find((c) => c.operation === "SignUp")?.body.Username).toBe("ada@example.com");
  });
});

describe("a hosted sign-in that fails", () => {
  it.each([
    ["/auth-callback?error=access_denied&error_description=Cancelled", "Sign-in was cancelled. You are not signed in."],
    ["/auth-callback?code=abc&state=not-ours", "Sign-in could not be verified"],
  ])("still ends on / and says why there (%s)", async (path, why) => {
    stubIdentity({});
    window.history.replaceState(null, "", path);
    renderPage(<AuthCallbackPage />, { path });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(JSON.parse(screen.getByTestId("location").dataset.state!).flash).toContain(why);
    window.history.replaceState(null, "", "/");
  });
});
