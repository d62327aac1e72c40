import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { testAuthConfig as config } from "../../../tests/support/auth-config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import ResetPasswordPage from "./ResetPasswordPage";
import SignInPage from "./SignInPage";
import SignUpPage from "./SignUpPage";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});


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

  it.each([
    [{ __type: "NotAuthorizedException", message: "Incorrect username or password." }, "Incorrect email address or password."],
    [{ __type: "InternalErrorException" }, "Sign-in is not available right now. Please try again in a few minutes."],
    [{ __type: "InvalidLambdaResponseException" }, "An error occurred during sign in"],
  ])("shows a plain message when sign-in fails, or the generic one", async (answer, shown) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        String(url).includes("/api/auth/config")
          ? Response.json(config)
          : new Response(JSON.stringify(answer), { status: 400, headers: { "Content-Type": "application/json" } }),
      ),
    );
    renderPage(<SignInPage />, { path: "/signin" });
    await userEvent.type(screen.getByLabelText(/Email Address/), "ada@example.com");
    await userEvent.type(screen.getByLabelText(/^Password/), "secret1{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
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

  it("on the way to a purchase, lets someone with an account sign in instead and still go on to it", async () => {
    const state = { redirectTo: "/checkout?plan=yearly", purchase: { plan: "yearly" } };
    renderPage(<SignUpPage />, { path: "/signup", state });
    await userEvent.click(screen.getByRole("link", { name: "Sign In" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/signin");
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toEqual({ from: "/checkout?plan=yearly" });
  });
});

describe("sign-up on the way to a purchase", () => {
  it("goes straight on to that checkout once the account exists", async () => {
    mockApi({});
    const state = { redirectTo: "/deck/future", source: "deck", deckId: "future", purchase: { deckId: "future" } };
    renderPage(<SignUpPage />, { path: "/signup", state });
    await userEvent.type(screen.getByLabelText(/Full Name/), "Ada");
    await userEvent.type(screen.getByLabelText(/Email Address/), "ada@example.com");
    await userEvent.type(screen.getByLabelText(/^Password/), "secret1{Enter}");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/checkout?deck=future"));
  });
});
