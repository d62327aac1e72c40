import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import PricingPage from "./PricingPage";
import { allAccessDisplay, yearlySavingPercent } from "./pricing";

describe("pricing", () => {
  it("derives the yearly figures from the price strings", () => {
    expect(yearlySavingPercent()).toBe(25);
    expect(allAccessDisplay("yearly")).toEqual({ price: "$3.00/mo", struck: "$4.00", note: "$36.00 billed yearly" });
    expect(allAccessDisplay("monthly")).toEqual({ price: "$4.00/mo", struck: null, note: "billed monthly" });
  });
});

describe("PricingPage", () => {
  it("starts on Yearly with the saving badge and the struck monthly price", () => {
    renderPage(<PricingPage />, { path: "/pricing" });
    expect(screen.getByRole("heading", { level: 1, name: "Your Path to Infinite Dialogue" })).toBeInTheDocument();
    expect(screen.getByText("Choose the plan that fits your journey.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yearly" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Save 25%")).toBeInTheDocument();
    expect(screen.getByText("$36.00 billed yearly")).toBeInTheDocument();
    expect(screen.getByText("$4.00").tagName).toBe("S");
  });

  it("switches the All-Access price when Monthly is chosen", async () => {
    renderPage(<PricingPage />, { path: "/pricing" });
    await userEvent.click(screen.getByRole("button", { name: "Monthly" }));
    expect(screen.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Yearly" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText(/billed monthly/).closest("p")).toHaveTextContent("$4.00/mo billed monthly");
    expect(screen.queryByText("$36.00 billed yearly")).not.toBeInTheDocument();
  });

  it("shows every plan and sends every plan button to /signup", async () => {
    renderPage(<PricingPage />, { path: "/pricing" });
    for (const text of ["Free Access", "Try it out", "Access to core decks", "Deck by Deck", "Pick & Play", "$11.99", "All-Access Pass", "Popular", "The Complete Experience", "Download all decks as a PDF", "Save favourite cards for later"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const name of ["Get Started", "Choose Your Deck", "Get Unlimited Access"]) {
      await userEvent.click(screen.getByRole("button", { name }));
      expect(screen.getByTestId("location")).toHaveTextContent("/signup");
    }
  });
});
