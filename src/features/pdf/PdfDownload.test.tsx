import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { ReactElement } from "react";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { extractPdfText } from "../../../tests/support/pdf-text";
import { theme } from "../../theme/theme";
import { PaperSizeSelect, PdfDownloadButton, PdfSourceError, type PdfDeck } from "./index";

// The page fetches the font files from the built assets; here they come from node_modules, once
// `fontsArrive` lets them (a test may hold them back, as a slow first load does).
let fontsArrive: Promise<void> = Promise.resolve();
vi.mock("./fonts", async () => {
  const { readInterFonts } = await import("../../../tests/support/inter-fonts");
  return {
    fetchInterFonts: async () => {
      await fontsArrive;
      return readInterFonts();
    },
  };
});

const decks: PdfDeck[] = ["alpha", "beta", "gamma"].map((deckId) => ({
  deckId,
  title: `Deck ${deckId}`,
  description: `The ${deckId} deck, for the download tests, with a description long enough.`,
  cards: [
    { question: `What is the first question of ${deckId}?`, followUp: `And its follow-up in ${deckId}?` },
    { question: `What is the second question of ${deckId}?`, followUp: null },
  ],
}));
const deckIds = decks.map((deck) => deck.deckId);

/** A loader whose decks arrive only when the test releases them. */
function heldLoader() {
  const waiting = new Map<string, { resolve: (deck: PdfDeck) => void; reject: (error: unknown) => void }>();
  const signals: AbortSignal[] = [];
  const loadDeck = vi.fn(
    (deckId: string, signal: AbortSignal) =>
      new Promise<PdfDeck>((resolve, reject) => {
        signals.push(signal);
        waiting.set(deckId, { resolve, reject });
      }),
  );
  const held = (deckId: string) => {
    const entry = waiting.get(deckId);
    if (!entry) throw new Error(`${deckId} was not asked for`);
    return entry;
  };
  return {
    loadDeck,
    signals,
    release: async (deckId: string) => {
      await waitFor(() => expect(waiting.has(deckId)).toBe(true));
      held(deckId).resolve(decks.find((deck) => deck.deckId === deckId) as PdfDeck);
    },
    fail: async (deckId: string, error: unknown) => {
      await waitFor(() => expect(waiting.has(deckId)).toBe(true));
      held(deckId).reject(error);
    },
  };
}

const immediateLoader = async (deckId: string) => decks.find((deck) => deck.deckId === deckId) as PdfDeck;

function renderInTheme(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

// The PDF maker (pdf-lib and fontkit) is imported once the first download starts, which on a
// loaded machine alone can outlast a test's waits: loaded here first, each test sees it as a page
// does on every download after its first.
beforeAll(() => import("./build-pdf"), 60_000);

let saved: Array<{ fileName: string; blob: Blob }>;
let blobs: Map<string, Blob>;

beforeEach(() => {
  saved = [];
  blobs = new Map();
  // jsdom has neither object URLs nor downloads: record what would have been saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ fileName: this.download, blob });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  fontsArrive = Promise.resolve();
});

async function bytesOf(blob: Blob) {
  return new Uint8Array(await blob.arrayBuffer());
}

describe("PdfDownloadButton", () => {
  it("shows 'Preparing deck N of M' on a progress bar while it loads and draws, then saves the PDF", async () => {
    const user = userEvent.setup();
    const loader = heldLoader();
    renderInTheme(<PdfDownloadButton label="Download all decks (PDF)" fileName="spark-decks-all.pdf" deckIds={deckIds} loadDeck={loader.loadDeck} />);

    await user.click(screen.getByRole("button", { name: "Download all decks (PDF)" }));
    const dialog = await screen.findByRole("dialog", { name: "Making your PDF" });
    await waitFor(() => expect(dialog).toHaveTextContent("Preparing deck 1 of 3"));
    const bar = screen.getByRole("progressbar", { name: "PDF progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "3");

    await loader.release("alpha");
    await screen.findByText("Preparing deck 2 of 3");
    expect(screen.getByRole("progressbar", { name: "PDF progress" })).toHaveAttribute("aria-valuenow", "1");
    await loader.release("beta");
    await screen.findByText("Preparing deck 3 of 3");
    expect(saved).toEqual([]);
    await loader.release("gamma");

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("status")).toHaveTextContent("Saved spark-decks-all.pdf");
    expect(screen.getByRole("button", { name: "Download all decks (PDF)" })).toHaveFocus();
    expect(saved).toHaveLength(1);
    expect(saved[0].fileName).toBe("spark-decks-all.pdf");
    expect(saved[0].blob.type).toBe("application/pdf");
    const text = await extractPdfText(await bytesOf(saved[0].blob));
    for (const deck of decks) for (const card of deck.cards) expect(text).toContain(card.question);
  });

  it("shows at once that it has begun, before the PDF maker is ready, and the button is disabled until it ends", async () => {
    const user = userEvent.setup();
    const loader = heldLoader();
    let fontsLoaded = () => {};
    fontsArrive = new Promise<void>((resolve) => (fontsLoaded = resolve));
    renderInTheme(<PdfDownloadButton label="Download all decks (PDF)" fileName="spark-decks-all.pdf" deckIds={deckIds} loadDeck={loader.loadDeck} />);
    const button = screen.getByRole("button", { name: "Download all decks (PDF)" });

    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Making your PDF" });
    expect(dialog).toHaveTextContent("Getting ready to make your PDF");
    // Under way, with nothing counted yet: an indeterminate bar, not an empty one.
    const bar = screen.getByRole("progressbar", { name: "PDF progress" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(bar).toHaveAttribute("aria-valuetext", "Getting ready to make your PDF");
    expect(button).toBeDisabled();

    fontsLoaded();
    expect(await screen.findByText("Preparing deck 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "PDF progress" })).toHaveAttribute("aria-valuenow", "0");
    expect(button).toBeDisabled();
    for (const deckId of deckIds) await loader.release(deckId);

    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
  });

  it("stops at Cancel: no further deck is loaded and nothing is saved", async () => {
    const user = userEvent.setup();
    const loader = heldLoader();
    renderInTheme(<PdfDownloadButton label="Download PDF" fileName="spark-decks-alpha.pdf" deckIds={deckIds} loadDeck={loader.loadDeck} />);

    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await loader.release("alpha");
    await screen.findByText("Preparing deck 2 of 3");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(loader.signals.at(-1)?.aborted).toBe(true);
    // The deck that was loading arrives after all: it goes nowhere.
    await loader.release("beta");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.loadDeck).toHaveBeenCalledTimes(2);
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByRole("button", { name: "Download PDF" })).toHaveFocus();
  });

  it("cancels on Escape too", async () => {
    const user = userEvent.setup();
    const loader = heldLoader();
    renderInTheme(<PdfDownloadButton label="Download PDF" fileName="spark-decks-alpha.pdf" deckIds={deckIds} loadDeck={loader.loadDeck} />);
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await screen.findByText("Preparing deck 1 of 3");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(loader.signals[0].aborted).toBe(true);
  });

  it("shows the loader's plain message and makes the whole PDF on 'Try again'", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const loadDeck = vi.fn(async (deckId: string) => {
      if (deckId === "beta" && attempt++ === 0) throw new PdfSourceError("Deck beta is not on this device yet. Go online once, then try again.");
      return immediateLoader(deckId);
    });
    renderInTheme(<PdfDownloadButton label="Download PDF" fileName="spark-decks-all.pdf" deckIds={deckIds} loadDeck={loadDeck} />);

    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    const dialog = await screen.findByRole("dialog", { name: "The PDF could not be made" });
    expect(dialog).toHaveTextContent("Deck beta is not on this device yet. Go online once, then try again.");
    expect(saved).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(loadDeck.mock.calls.map(([deckId]) => deckId)).toEqual(["alpha", "beta", "alpha", "beta", "gamma"]);
  });

  it("words an unexpected failure plainly, without its technical detail, and closes", async () => {
    const user = userEvent.setup();
    const loadDeck = vi.fn(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'cards')");
    });
    renderInTheme(<PdfDownloadButton label="Download PDF" fileName="spark-decks-all.pdf" deckIds={deckIds} loadDeck={loadDeck} />);

    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    const dialog = await screen.findByRole("dialog", { name: "The PDF could not be made" });
    expect(dialog).toHaveTextContent("Something went wrong while making the PDF.");
    expect(dialog).not.toHaveTextContent("Cannot read");
    // The Cancel button that had focus is gone with the progress; focus moves to the way forward.
    await waitFor(() => expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe("PaperSizeSelect", () => {
  it.each([
    ["en-US", "US Letter"],
    ["en-GB", "A4"],
  ])("defaults from the browser's language (%s → %s)", (language, label) => {
    vi.spyOn(navigator, "language", "get").mockReturnValue(language);
    renderInTheme(<PaperSizeSelect />);
    expect(screen.getByRole("combobox", { name: "Paper size" })).toHaveDisplayValue(label);
  });

  it("remembers the choice, and the next PDF is made on that paper", async () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    const user = userEvent.setup();
    const { unmount } = renderInTheme(<PaperSizeSelect />);
    const select = screen.getByRole("combobox", { name: "Paper size" });
    expect(select).toHaveDisplayValue("A4");
    await user.selectOptions(select, "US Letter");
    unmount();

    renderInTheme(
      <>
        <PaperSizeSelect />
        <PdfDownloadButton label="Download PDF" fileName="spark-decks-alpha.pdf" deckIds={["alpha"]} loadDeck={immediateLoader} />
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Paper size" })).toHaveDisplayValue("US Letter");
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const pdf = await getDocument({ data: await bytesOf(saved[0].blob), isEvalSupported: false }).promise;
    try {
      expect((await pdf.getPage(1)).view.slice(2)).toEqual([612, 792]);
    } finally {
      await pdf.destroy();
    }
  });
});
