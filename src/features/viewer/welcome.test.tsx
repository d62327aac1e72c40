// The first-deck welcome and the cookie banner: the banner is answered first, then the welcome
// shows; a person who has already started with the deck is not interrupted by it.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { watchInteractions } from "../../lib/interactions";
import { CookieBanner } from "../consent";
import { DeckViewer } from "./DeckViewer";
import { deckPlace } from "./viewer-place";

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
  it("waits while the cookie banner is unanswered, and shows once 'Accept All' is pressed", async () => {
    renderDeckPage();
    await screen.findByRole("heading", { name: "Cookie Settings" });
    // Give it every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(welcome()).not.toBeInTheDocument();
    expect(seen()).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Accept All" }));
    expect(screen.queryByRole("heading", { name: "Cookie Settings" })).not.toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: "Welcome to your first deck" })).toBeInTheDocument();
    await waitFor(() => expect(seen()).toBe("true"));
  });

  it("shows after a choice saved from 'Manage Settings' too", async () => {
    renderDeckPage();
    await userEvent.click(screen.getByRole("button", { name: "Manage Settings" }));
    await userEvent.click(await screen.findByRole("switch", { name: "Functional Cookies" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByRole("dialog", { name: "Welcome to your first deck" })).toBeInTheDocument();
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

  it("does not wait for a banner on a page that shows none (saved cards)", async () => {
    renderPage(<DeckViewer deck={deck} place={deckPlace(deck)} startIndex={0} addressIndex={null} />, { path: "/saved/cards/0" });
    expect(await screen.findByRole("dialog", { name: "Welcome to your first deck" })).toBeInTheDocument();
  });
});
