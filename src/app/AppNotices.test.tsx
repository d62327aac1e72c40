import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
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

  describe("the install offer", () => {
    const IPHONE_SAFARI =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    afterEach(() => vi.restoreAllMocks());

    it("waits for the person to move to another page, so it never pushes down the page they arrived at", async () => {
      mockApi({});
      vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE_SAFARI);
      renderPage(
        <>
          <AppNotices />
          <Link to="/decks/future/cards/3" replace>
            Next card
          </Link>
          <Link to="/decks">Decks</Link>
        </>,
        { path: "/deck/future" },
      );
      const offer = () => screen.queryByRole("region", { name: "Install Spark Decks" });
      expect(offer()).not.toBeInTheDocument();
      // A card move replaces the address: the same page.
      await userEvent.click(screen.getByRole("link", { name: "Next card" }));
      expect(offer()).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole("link", { name: "Decks" }));
      expect(offer()).toBeInTheDocument();
    });
  });
});
