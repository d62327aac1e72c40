import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { ANALYTICS_ID_KEY } from "../../lib/analytics";
import { CookieBanner } from "./CookieBanner";
import { analyticsAllowed, CONSENT_KEY, readConsent, saveConsent } from "./consent-storage";

describe("consent storage", () => {
  it("is undecided until a choice is stored, and then allows analytics only when functional is on", () => {
    expect(readConsent()).toBeNull();
    expect(analyticsAllowed()).toBe(true);
    saveConsent({ functional: false });
    expect(localStorage.getItem(CONSENT_KEY)).toBe("false");
    expect(analyticsAllowed()).toBe(false);
    saveConsent({ functional: true });
    expect(readConsent()).toEqual({ functional: true });
    expect(analyticsAllowed()).toBe(true);
  });

  it("forgets the analytics client id at once when functional cookies are turned off, and only then", () => {
    localStorage.setItem(ANALYTICS_ID_KEY, "kept-client-1");
    sessionStorage.setItem(ANALYTICS_ID_KEY, "tab-client-1");
    saveConsent({ functional: true });
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBe("kept-client-1");
    saveConsent({ functional: false });
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(ANALYTICS_ID_KEY)).toBeNull();
  });

  it("deletes _ga cookies when functional cookies are turned off", () => {
    document.cookie = "_ga=GA1.1.123; path=/";
    document.cookie = "_ga_ABC=GS1.1; path=/";
    document.cookie = "keep=yes; path=/";
    saveConsent({ functional: false });
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toMatch(/keep=yes/);
  });
});

describe("CookieBanner", () => {
  it("hides for good after Accept All", async () => {
    const { unmount } = renderPage(<CookieBanner />);
    expect(screen.getByRole("heading", { name: "Cookie Settings" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /cookies/i })).toHaveAttribute("href", "/cookie-policy");
    await userEvent.click(screen.getByRole("button", { name: "Accept All" }));
    expect(screen.queryByText("Cookie Settings")).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe("true");
    unmount();
    renderPage(<CookieBanner />);
    expect(screen.queryByText("Cookie Settings")).not.toBeInTheDocument();
  });

  it("saves Functional Cookies off from the preferences dialog", async () => {
    renderPage(<CookieBanner />);
    await userEvent.click(screen.getByRole("button", { name: "Manage Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Cookie Preferences" });
    const toggle = screen.getByRole("switch", { name: "Functional Cookies" });
    expect(toggle).toBeChecked();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe("false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("Cookie Settings")).not.toBeInTheDocument();
  });

  it("keeps the banner when the dialog is cancelled or closed with Escape", async () => {
    renderPage(<CookieBanner />);
    await userEvent.click(screen.getByRole("button", { name: "Manage Settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Manage Settings" }));
    await screen.findByRole("dialog", { name: "Cookie Preferences" });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Cookie Settings")).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });
});
