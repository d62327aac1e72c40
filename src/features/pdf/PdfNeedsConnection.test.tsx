import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readInterFonts } from "../../../tests/support/inter-fonts";
import { theme } from "../../theme/theme";
import { PdfDownloadButton, type PdfDeck } from "./index";

// The PDF maker is not installed with the app: the worker fetches it (and its fonts) the first time
// a PDF is asked for and keeps it. Offline before that, its import fails as the browser's does, and
// the fonts' fetch as fetch does; once loaded, both are there offline too.
const network = vi.hoisted(() => ({ offline: false, makerKept: false }));
vi.mock("./maker-import", () => ({
  importPdfMaker: async () => {
    if (network.offline && !network.makerKept) {
      throw new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/build-pdf-B0cuRuXC.js");
    }
    const maker = await import("./build-pdf");
    network.makerKept = true;
    return maker;
  },
}));

const deck: PdfDeck = {
  deckId: "alpha",
  title: "Deck alpha",
  description: "The alpha deck, for the offline download tests.",
  cards: [{ question: "What would you ask first?", followUp: null }],
};
const loadDeck = vi.fn(async () => deck);

function renderInTheme(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

let saved: string[];

beforeEach(() => {
  network.offline = false;
  network.makerKept = false;
  saved = [];
  loadDeck.mockClear();
  // jsdom has neither object URLs nor downloads: record what would have been saved.
  URL.createObjectURL = vi.fn(() => "blob:test/pdf");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  // The font files from node_modules, as the built assets would answer: offline, only those
  // fetched before (the worker keeps them).
  const fonts = readInterFonts();
  const kept = new Set<string>();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (network.offline && !kept.has(url)) throw new TypeError("Failed to fetch");
    kept.add(url);
    const bytes = url.includes("inter-latin-600-normal") ? fonts.bold : url.includes("inter-latin-400-normal") ? fonts.regular : null;
    return bytes ? new Response(bytes.slice()) : new Response(null, { status: 404 });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a PDF asked for offline before the PDF maker was kept", () => {
  it("says that it needs a connection the first time, then makes it online on 'Try again', and after that offline too", async () => {
    const user = userEvent.setup();
    renderInTheme(<PdfDownloadButton label="Download PDF" fileName="spark-decks-alpha.pdf" deckIds={["alpha"]} loadDeck={loadDeck} />);

    network.offline = true;
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    const dialog = await screen.findByRole("dialog", { name: "The PDF could not be made" });
    expect(dialog).toHaveTextContent("Making a PDF needs a connection the first time.");
    expect(dialog).not.toHaveTextContent("Something went wrong");
    expect(saved).toEqual([]);

    // Online again: the same request, nothing to choose again.
    network.offline = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(saved).toEqual(["spark-decks-alpha.pdf"]), { timeout: 60_000 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // The maker and its fonts were loaded once: offline now, the next PDF is made all the same.
    network.offline = true;
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(saved).toEqual(["spark-decks-alpha.pdf", "spark-decks-alpha.pdf"]));
    expect(screen.queryByRole("dialog", { name: "The PDF could not be made" })).not.toBeInTheDocument();
  }, 90_000);

  it("says the same when the maker's code is kept but its fonts cannot be fetched", async () => {
    const user = userEvent.setup();
    network.makerKept = true;
    network.offline = true;
    renderInTheme(<PdfDownloadButton label="Download PDF" fileName="spark-decks-alpha.pdf" deckIds={["alpha"]} loadDeck={loadDeck} />);

    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    const dialog = await screen.findByRole("dialog", { name: "The PDF could not be made" });
    expect(dialog).toHaveTextContent("Making a PDF needs a connection the first time.");
    expect(saved).toEqual([]);
  }, 60_000);
});
