import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { deviceDb } from "../../lib/device-db";
import { OwnDeckPdfButton } from "./OwnDeckPdfButton";

afterEach(async () => {
  await deviceDb.clearAll();
  vi.restoreAllMocks();
});

describe("an own deck's 'Download PDF'", () => {
  it("offers the All-Access Pass to a free account, as every deck's PDF does, and makes no file", async () => {
    storeSignIn();
    mockApi({ "GET /api/me/entitlements": { decks: [], pass: null } });
    renderPage(<OwnDeckPdfButton deck={{ ...tinyDeck, deckId: "my-deck-abcdefgh" }} />);
    const button = await screen.findByRole("button", { name: "Download PDF" });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const offer = await screen.findByRole("dialog", { name: "Printable decks are part of the All-Access Pass" });
    expect(within(offer).getByRole("link", { name: "See the All-Access Pass" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByText(/Getting ready to make your PDF/)).not.toBeInTheDocument();
  });
});
