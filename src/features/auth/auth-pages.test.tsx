import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test-utils";
import ResetPasswordPage from "./ResetPasswordPage";
import SignInPage from "./SignInPage";
import SignUpPage, { signUpDestination } from "./SignUpPage";

afterEach(() => vi.unstubAllGlobals());

describe("the sign-in screens' messages", () => {
  it("asks for an e-mail before sending a reset code", async () => {
    renderPage(<SignInPage />, { path: "/signin" });
    await userEvent.click(screen.getByRole("button", { name: "Forgot Password?" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your email address");
  });

  it("shows an error the hosted sign-in sent back", () => {
    renderPage(<SignInPage />, { path: "/signin?error_description=Access%20denied" });
    expect(screen.getByRole("alert")).toHaveTextContent("Authentication error: Access denied");
  });

  it("shows the service's message when sign-in fails, or the generic one", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new Error("")));
    renderPage(<SignInPage />, { path: "/signin" });
    await userEvent.type(screen.getByLabelText(/Email Address/), "ada@example.com");
    await userEvent.type(screen.getByLabelText(/^Password/), "secret1{Enter}");
    // No configuration can be had: the library's own message.
    expect(await screen.findByRole("alert")).toHaveTextContent("Auth UserPool not configured.");
  });

  it("sends a reset without an e-mail back to the start", async () => {
    renderPage(<ResetPasswordPage />, { path: "/reset-password" });
    expect(screen.getByText("Email is required. Please start the password reset process again.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Verification Code/), "123456");
    await userEvent.type(screen.getByLabelText(/New Password/), "new-secret{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("Email is required. Please start the password reset process again.");
  });

  it("marks every sign-up field required, with the spec's minimum password length", () => {
    renderPage(<SignUpPage />, { path: "/signup" });
    for (const label of [/Full Name/, /Email Address/, /^Password/]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute("minLength", "6");
  });

  it("returns a sign-up that came from a deck to that deck, else home", () => {
    expect(signUpDestination({ source: "deck", deckId: "couples" })).toBe("/deck/couples");
    expect(signUpDestination({ source: "deck" })).toBe("/");
    expect(signUpDestination(null)).toBe("/");
  });
});
