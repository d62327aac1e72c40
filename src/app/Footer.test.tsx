// Consent: once the banner is answered, the footer's 'Cookie Settings' reopens the same
// 'Cookie Preferences' dialog with the stored choice, and changing it is stored at once.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../tests/support/render-page";
import { CONSENT_KEY, saveConsent } from "../features/consent";
import { Footer } from "./Footer";

afterEach(() => localStorage.clear());

describe("the footer's Cookie Settings", () => {
  it("reopens Cookie Preferences with the stored choice, and withdrawing takes two clicks", async () => {
    saveConsent({ functional: true });
    renderPage(<Footer />, { path: "/decks" });
    const legal = screen.getByRole("navigation", { name: "Legal" });
    await userEvent.click(within(legal).getByRole("button", { name: "Cookie Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Cookie Preferences" });
    const toggle = within(dialog).getByRole("switch", { name: "Functional Cookies" });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Preferences" }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe("false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(within(legal).getByRole("button", { name: "Cookie Settings" }));
    expect(within(await screen.findByRole("dialog", { name: "Cookie Preferences" })).getByRole("switch", { name: "Functional Cookies" })).not.toBeChecked();
  });
});
