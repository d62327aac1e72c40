import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { describe, expect, it } from "vitest";
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
});
