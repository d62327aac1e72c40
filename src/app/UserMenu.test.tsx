import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { describe, expect, it, vi } from "vitest";
import { TEST_USER } from "../../tests/support/signed-in";
import { theme } from "../theme/theme";
import { UserMenu } from "./UserMenu";

describe("the user menu", () => {
  it("holds Profile, Saved, My Decks and Sign Out, each to its page", async () => {
    const signOut = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <UserMenu user={TEST_USER} onSignOut={signOut} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Ada" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Profile", "Saved", "My Decks", "Sign Out"]);
    expect(screen.getByRole("menuitem", { name: "My Decks" })).toHaveAttribute("href", "/my-decks");
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign Out" }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
