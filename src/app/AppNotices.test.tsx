import "fake-indexeddb/auto";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../tests/support/api-mock";
import { renderPage } from "../../tests/support/render-page";
import { AppNotices } from "./AppNotices";

describe("the app's notices", () => {
  it("shows the notice a page was arrived at with (a checkout cancelled) until it is dismissed", async () => {
    mockApi({});
    renderPage(<AppNotices />, { path: "/deck/future", state: { flash: "Checkout cancelled. Nothing was charged, and nothing has changed." } });
    const notice = screen.getByText("Checkout cancelled. Nothing was charged, and nothing has changed.").closest("[role]");
    expect(notice).toHaveAttribute("role", "status");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/Checkout cancelled/)).not.toBeInTheDocument();
  });

  it("shows nothing on an ordinary arrival", () => {
    mockApi({});
    renderPage(<AppNotices />, { path: "/deck/future" });
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });
});
