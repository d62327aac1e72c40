import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeDeck, renderPage } from "../../../tests/support/render-page";
import DecksPage from "./DecksPage";

const decks = [
  makeDeck("zz-premium", true, { title: "Zebra Talk" }),
  makeDeck("bb-free", false, { title: "Bright Ideas" }),
  makeDeck("aa-premium", true, { title: "Above All" }),
];

afterEach(() => vi.unstubAllGlobals());

describe("DecksPage", () => {
  it("shows a spinner, then the decks with free ones first", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(decks), { status: 200 })));
    renderPage(<DecksPage />, { path: "/decks" });
    expect(screen.getByRole("heading", { level: 1, name: "Choose Your Deck" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading decks" })).toBeInTheDocument();
    const titles = (await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent);
    expect(titles).toEqual(["Bright Ideas", "Above All", "Zebra Talk"]);
  });

  it("sends a visitor who picks a premium deck to /signup with the message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(decks), { status: 200 })));
    renderPage(<DecksPage />, { path: "/decks" });
    await userEvent.click(await screen.findByRole("link", { name: /Zebra Talk/ }));
    const location = screen.getByTestId("location");
    expect(location).toHaveTextContent("/signup");
    expect(JSON.parse(location.dataset.state!)).toMatchObject({
      message: "Sign up to access premium decks",
      redirectTo: "/deck/zz-premium",
    });
  });

  it("opens a free deck", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(decks), { status: 200 })));
    renderPage(<DecksPage />, { path: "/decks" });
    await userEvent.click(await screen.findByRole("link", { name: /Bright Ideas/ }));
    expect(screen.getByTestId("location")).toHaveTextContent("/deck/bb-free");
  });

  it("says 'Failed to fetch decks' on failure and retries", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response("oops", { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(decks), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<DecksPage />, { path: "/decks" });
    expect(await screen.findByText("Failed to fetch decks")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: /Bright Ideas/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
