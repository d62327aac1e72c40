// With no identity settings from the server and none kept on the device, sign-in says so. A file
// of its own: a page keeps the settings it loaded, so any earlier sign-in test would provide them.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import SignInPage from "./SignInPage";

afterEach(() => {
  vi.unstubAllGlobals();
});

it("says so when no user pool is configured", async () => {
  vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
  renderPage(<SignInPage />, { path: "/signin" });
  await userEvent.type(screen.getByLabelText(/Email Address/), "ada@example.com");
  await userEvent.type(screen.getByLabelText(/^Password/), "secret1{Enter}");
  expect(await screen.findByRole("alert")).toHaveTextContent("Auth UserPool not configured.");
});
