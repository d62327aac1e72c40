import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { theme } from "../../theme/theme";
import { Dialog } from "./Dialog";

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      {open && (
        <Dialog title="Share this card" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Dialog>
      )}
    </ThemeProvider>
  );
}

describe("Dialog and the browser's Back", () => {
  it("closes on Back and leaves the page where it was", async () => {
    window.history.replaceState({ page: "deck" }, "", "/deck/family");
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("dialog", { name: "Share this card" })).toBeInTheDocument();

    window.history.back();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.pathname).toBe("/deck/family");
    expect(window.history.state).toEqual({ page: "deck" });
  });

  it("takes its history entry back off when closed another way", async () => {
    window.history.replaceState({ page: "deck" }, "", "/deck/family");
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(window.history.state).not.toEqual({ page: "deck" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(window.history.state).toEqual({ page: "deck" }));
  });

  it("hands its entry to a dialog that takes its place at once, so none is left behind", async () => {
    function Steps() {
      const [step, setStep] = useState<"none" | "working" | "failed">("none");
      return (
        <ThemeProvider theme={theme}>
          <button type="button" onClick={() => setStep("working")}>
            Make
          </button>
          {step === "working" && (
            <Dialog title="Making it" onClose={() => setStep("none")}>
              <button type="button" onClick={() => setStep("failed")}>
                Fail
              </button>
            </Dialog>
          )}
          {step === "failed" && (
            <Dialog title="It failed" onClose={() => setStep("none")}>
              <button type="button" onClick={() => setStep("none")}>
                Close
              </button>
            </Dialog>
          )}
        </ThemeProvider>
      );
    }
    window.history.replaceState({ page: "profile" }, "", "/profile");
    render(<Steps />);
    await userEvent.click(screen.getByRole("button", { name: "Make" }));
    await waitFor(() => expect(window.history.state).not.toEqual({ page: "profile" }));
    await userEvent.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("dialog", { name: "It failed" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(window.history.state).toEqual({ page: "profile" }));
    expect(window.location.pathname).toBe("/profile");
  });

  describe("a navigation made while the closed dialog's entry is still being taken off", () => {
    afterEach(() => vi.restoreAllMocks());

    /**
     * Runs `navigate` right after the dialog's history.back() is asked for and before the browser
     * carries it out, as Chromium then does: one step back from the entry current by then.
     */
    function navigateDuringTheBack(navigate: () => void) {
      const back = window.history.back.bind(window.history);
      vi.spyOn(window.history, "back").mockImplementation(() => {
        navigate();
        back();
      });
    }

    /** Opens and closes the dialog; returns the addresses a router listening from before heard of. */
    async function openAndClose() {
      window.history.replaceState({ page: "about" }, "", "/about");
      const heard: string[] = [];
      const hear = () => heard.push(window.location.pathname + window.location.search);
      window.addEventListener("popstate", hear);
      onTestFinished(() => window.removeEventListener("popstate", hear));
      render(<Page />);
      await userEvent.click(screen.getByRole("button", { name: "Share" }));
      await waitFor(() => expect(window.history.state).not.toEqual({ page: "about" }));
      await userEvent.click(screen.getByRole("button", { name: "Close" }));
      await waitFor(() => expect(window.history.back).toHaveBeenCalled());
      // Long enough for the back() to have been carried out, and anything it set off.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return heard;
    }

    it("lands on the address it went to (a push), which Back then leaves for the page before", async () => {
      navigateDuringTheBack(() => window.history.pushState({ page: "pricing" }, "", "/pricing"));
      const heard = await openAndClose();
      expect(window.location.pathname).toBe("/pricing");
      expect(window.history.state).toEqual({ page: "pricing" });
      expect(heard.at(-1)).toBe("/pricing");
      vi.restoreAllMocks();
      window.history.back();
      await waitFor(() => expect(window.location.pathname).toBe("/about"));
      expect(window.history.state).toEqual({ page: "about" });
    });

    it("keeps an address replaced in place (the viewer's next card)", async () => {
      navigateDuringTheBack(() => window.history.replaceState({ page: "about", card: 2 }, "", "/about?card=2"));
      const heard = await openAndClose();
      expect(window.location.pathname + window.location.search).toBe("/about?card=2");
      expect(window.history.state).toEqual({ page: "about", card: 2 });
      expect(heard.at(-1)).toBe("/about?card=2");
    });
  });
});
