import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../theme/theme";
import type * as DialogModule from "./ShareTableDialog";

const TABLE_URL = "https://sparkdecks.app/play/family?seed=k3v9q2&levels=light,deep&timer=60&players=Ann,Bob";

// Counts loads of the QR module, and can make loading it fail as it would offline before it was
// cached. Each test loads the dialog afresh, with the QR module not loaded yet.
const qrModule = { loads: 0, offline: false };
let ShareTableDialog: typeof DialogModule.ShareTableDialog;

function open(props: Partial<Parameters<typeof DialogModule.ShareTableDialog>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onCopied: vi.fn() };
  render(
    <ThemeProvider theme={theme}>
      <ShareTableDialog url={TABLE_URL} deckTitle="Family Night" {...handlers} {...props} />
    </ThemeProvider>,
  );
  return handlers;
}

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

beforeEach(async () => {
  qrModule.loads = 0;
  qrModule.offline = false;
  vi.resetModules();
  vi.doMock("../../lib/qr-code", async (importOriginal) => {
    qrModule.loads += 1;
    if (qrModule.offline) throw new TypeError("Failed to fetch dynamically imported module");
    return importOriginal();
  });
  ({ ShareTableDialog } = await import("./ShareTableDialog"));
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
  delete (navigator as { share?: unknown }).share;
  vi.restoreAllMocks();
});

describe("ShareTableDialog", () => {
  it("shows the link in a read-only box and a QR code of it drawn on the device", async () => {
    open();
    expect(screen.getByRole("dialog", { name: "Share table" })).toBeInTheDocument();
    const link = screen.getByRole("textbox", { name: "Link to this table" });
    expect(link).toHaveValue(TABLE_URL);
    expect(link).toHaveAttribute("readonly");
    // A placeholder of the code's size while the library loads.
    expect(screen.getByRole("status", { name: "Drawing the QR code" })).toBeInTheDocument();
    expect(screen.getByText("Scan to join this table on another phone.")).toBeInTheDocument();

    const image = await screen.findByRole("img", { name: "QR code for this table" });
    expect(screen.queryByRole("status", { name: "Drawing the QR code" })).toBeNull();
    expect(image).toHaveAttribute("width", "220");
    expect(image).toHaveAttribute("height", "220");
    const src = image.getAttribute("src") ?? "";
    expect(src.startsWith("data:image/svg+xml,")).toBe(true);
    const svg = decodeURIComponent(src.slice("data:image/svg+xml,".length));
    const { qrCodeSvg } = await import("../../lib/qr-code");
    expect(svg).toBe(await qrCodeSvg(TABLE_URL));
    expect(screen.getByText("Scan to join this table on another phone.")).toBeInTheDocument();
  });

  it("loads the QR library only once the dialog opens", async () => {
    expect(qrModule.loads).toBe(0);
    open();
    await screen.findByRole("img", { name: "QR code for this table" });
    expect(qrModule.loads).toBe(1);
  });

  it("says the QR code could not be drawn when its code cannot load offline, and the rest still works", async () => {
    qrModule.offline = true;
    const writeText = setClipboard(async () => {});
    const { onCopied } = open();
    expect(await screen.findByText("The QR code could not be drawn.")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "QR code for this table" })).toBeNull();
    expect(screen.queryByText("Scan to join this table on another phone.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(TABLE_URL);
    expect(onCopied).toHaveBeenCalledTimes(1);
  });

  it("says so, without throwing, when the link is too long for a QR code", async () => {
    open({ url: `https://sparkdecks.app/play/family?players=${"a".repeat(3000)}` });
    expect(await screen.findByText("The QR code could not be drawn.")).toBeInTheDocument();
  });

  it("copies the link and tells the page, which shows its toast", async () => {
    const writeText = setClipboard(async () => {});
    const { onCopied } = open();
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(TABLE_URL);
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Copy the link above by hand.")).toBeNull();
  });

  it("selects the link and asks for a copy by hand when the clipboard refuses", async () => {
    setClipboard(async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError");
    });
    const { onCopied } = open();
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Copy the link above by hand.")).toBeInTheDocument();
    const link = screen.getByRole<HTMLInputElement>("textbox", { name: "Link to this table" });
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, TABLE_URL.length]);
    expect(onCopied).not.toHaveBeenCalled();
  });

  it("has no 'Share with others' where the device has no share sheet", async () => {
    open();
    expect(screen.queryByRole("button", { name: "Share with others" })).toBeNull();
    await screen.findByRole("img", { name: "QR code for this table" });
  });

  it("hands the link to the share sheet with the deck's name", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    open();
    await userEvent.click(screen.getByRole("button", { name: "Share with others" }));
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: "Family Night", text: "Play Family Night with us on Spark Decks", url: TABLE_URL });
    await screen.findByRole("img", { name: "QR code for this table" });
  });

  it("asks the page to close it with 'Close'", async () => {
    const { onClose } = open();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("img", { name: "QR code for this table" })).toBeInTheDocument());
  });
});
