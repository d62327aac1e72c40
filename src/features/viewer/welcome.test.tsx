// The first-deck welcome and the cookie banner: the welcome opens by itself only on a deck of the
// catalogue, before the person has done anything there; answering the banner is doing something
// (the tour opening right after took the tap meant for 'Play together'), and so is starting with
// the deck: then it stays away for the visit, unflagged, and a later deck welcomes them.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { watchInteractions } from "../../lib/interactions";
import { CookieBanner } from "../consent";
import { DeckViewer } from "./DeckViewer";
import { collectionPlace, deckPlace } from "./viewer-place";

const deck = tinyDeck;
const welcome = () => screen.queryByRole("dialog", { name: "Welcome to your first deck" });
const seen = () => localStorage.getItem("sparkDecks.onboardingSeen");

/** A deck page as the app draws it: the viewer, and the cookie banner the deck pages show. */
const renderDeckPage = (path = "/deck/tiny") =>
  renderPage(
    <>
      <DeckViewer deck={deck} place={deckPlace(deck)} startIndex={0} addressIndex={null} />
      <CookieBanner />
    </>,
    { path },
  );

beforeAll(() => watchInteractions());

describe("the first-deck welcome", () => {
  it("does not open while the cookie banner is unanswered, nor after 'Accept All': the next deck welcomes them", async () => {
    const first = renderDeckPage();
    await screen.findByRole("heading", { name: "Cookie Settings" });
    // Give it every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(welcome()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Accept All" }));
    expect(screen.queryByRole("heading", { name: "Cookie Settings" })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(welcome()).not.toBeInTheDocument();
    expect(seen()).toBeNull();
    expect(screen.getByRole("button", { name: "Show tour" })).toBeInTheDocument();

    first.unmount();
    renderDeckPage();
    expect(await screen.findByRole("dialog", { name: "Welcome to your first deck" })).toBeInTheDocument();
    await waitFor(() => expect(seen()).toBe("true"));
  });

  it("does not open after a choice saved from 'Manage Settings' either", async () => {
    renderDeckPage();
    await userEvent.click(screen.getByRole("button", { name: "Manage Settings" }));
    await userEvent.click(await screen.findByRole("switch", { name: "Functional Cookies" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(welcome()).not.toBeInTheDocument();
  });

  it("stays away once the person has started with the deck, and is not flagged as seen", async () => {
    renderDeckPage();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("2 of 4")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Accept All" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(welcome()).not.toBeInTheDocument();
    expect(seen()).toBeNull();
    expect(screen.getByRole("button", { name: "Show tour" })).toBeInTheDocument();
  });

  it("shows at once where no banner is waiting (the choice made before)", async () => {
    localStorage.setItem("cookieConsent", "false");
    renderDeckPage();
    expect(await screen.findByRole("dialog", { name: "Welcome to your first deck" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Cookie Settings" })).not.toBeInTheDocument();
  });

  it("never opens by itself over a deck that is not the catalogue's (a shared deck, one's own, saved cards)", async () => {
    localStorage.setItem("cookieConsent", "true");
    const place = collectionPlace(deck, [], { cardPath: (index) => `/shared/abc/cards/${index}`, rootPath: null, sharePath: (index) => `/shared/abc/cards/${index}` });
    renderPage(<DeckViewer deck={deck} place={place} startIndex={0} addressIndex={null} />, { path: "/shared/abc" });
    await screen.findByRole("button", { name: "Show tour" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(welcome()).not.toBeInTheDocument();
    expect(seen()).toBeNull();
  });
});
