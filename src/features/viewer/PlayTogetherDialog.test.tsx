import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeckWithCards } from "../../../shared/api-types";
import { receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { json, mockApi, setOnline } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import { tinyDeck } from "../../../tests/support/tiny-deck";
import { PlayTogetherDialog } from "./PlayTogetherDialog";

// Light and Deep cards, no Personal ones.
const deck: DeckWithCards = { ...tinyDeck, cards: tinyDeck.cards.map((card, i) => ({ ...card, intensity: i % 2 === 0 ? 1 : 3 })) };
let tracked: TrackedEvent[] = [];
beforeEach(() => {
  tracked = [];
  receiveEvents((event) => tracked.push(event));
});
afterEach(() => receiveEvents(() => {}));

const location = () => screen.getByTestId("location").textContent;
const open = (d = deck) => renderPage(<PlayTogetherDialog deck={d} onClose={() => {}} />, { path: "/deck/tiny" });

describe("'Play together'", () => {
  it("opens the table with its names, levels and timer in the address, and counts the start without the names", async () => {
    open();
    const dialog = await screen.findByRole("dialog", { name: "Play together" });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Player 1" }), "  Ana ");
    await userEvent.click(screen.getByRole("button", { name: "Add player" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Player 3" }), "Ben");
    await userEvent.click(screen.getByRole("checkbox", { name: "Personal" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Timer" }), "1 minute");
    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(location()).toMatch(/^\/play\/tiny\?seed=[a-z0-9]{8}&levels=light%2Cdeep&timer=60&player=Ana&player=Ben$/);
    expect(tracked.map(({ name, params }) => ({ name, params }))).toEqual([{ name: "table_start", params: { deck_id: "tiny", levels: "light,deep", timer: 60, players: 2 } }]);
    expect(JSON.stringify(tracked)).not.toContain("Ana");
  });

  it("has all three levels on and no timer at first, and needs at least one level", async () => {
    open();
    for (const level of ["Light", "Personal", "Deep"]) expect(await screen.findByRole("checkbox", { name: level })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Timer" })).toHaveDisplayValue("Off");
    for (const level of ["Light", "Personal", "Deep"]) await userEvent.click(screen.getByRole("checkbox", { name: level }));
    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one level.");
    expect(location()).toBe("/deck/tiny");
    expect(tracked).toEqual([]);
  });

  it("says so when the deck has no card at the levels chosen", async () => {
    open();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Light" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Deep" }));
    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(screen.getByRole("alert")).toHaveTextContent("This deck has no cards at the levels chosen.");
    expect(location()).toBe("/deck/tiny");
  });

  it("takes up to twelve players", async () => {
    open();
    const add = await screen.findByRole("button", { name: "Add player" });
    for (let i = 0; i < 10; i++) await userEvent.click(add);
    expect(screen.getByRole("textbox", { name: "Player 12" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add player" })).not.toBeInTheDocument();
  });

  it("plays without turns when no name is given", async () => {
    open();
    await userEvent.click(await screen.findByRole("button", { name: "Start playing" }));
    expect(location()).toMatch(/^\/play\/tiny\?seed=[a-z0-9]{8}&levels=light%2Cpersonal%2Cdeep$/);
    expect(tracked[0].params).toMatchObject({ players: 0, timer: 0 });
  });

  describe("on a premium deck", () => {
    // A visitor's copy: the first 5 of 40 cards, all Light; the withheld ones' levels only.
    const preview: DeckWithCards = {
      ...tinyDeck,
      deckId: "premium",
      isPremium: true,
      preview: true,
      cardCount: 40,
      lockedCardCount: 35,
      cards: Array.from({ length: 5 }, (_, index) => ({ id: `premium-${index}`, index, question: `Question ${index + 1}?`, followUp: null, intensity: 1 })),
      lockedIntensities: Array.from({ length: 35 }, (_, i) => ((i % 3) + 1) as 1 | 2 | 3),
    };

    it("this device can only preview, sets up a preview table: it says so, and the link says it", async () => {
      open(preview);
      expect(await screen.findByText("Preview: 5 of 40 cards", { exact: false })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
      expect(location()).toMatch(/^\/play\/premium\?seed=[a-z0-9]{8}&levels=light%2Cpersonal%2Cdeep&preview=5$/);
    });

    it("this device can only preview, judges the levels by the five cards the table deals", async () => {
      open(preview);
      await userEvent.click(await screen.findByRole("checkbox", { name: "Light" }));
      await userEvent.click(screen.getByRole("checkbox", { name: "Personal" }));
      await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
      expect(screen.getByRole("alert")).toHaveTextContent("The preview has no cards at the levels chosen.");
      expect(location()).toBe("/deck/tiny");
    });

    it("a pass holder holds whole, sets up a table of the whole deck, as before", async () => {
      open({ ...preview, preview: false, lockedCardCount: 0, lockedIntensities: undefined, cards: Array.from({ length: 40 }, (_, index) => ({ id: `p-${index}`, index, question: `Q ${index}?`, followUp: null, intensity: 1 as const })) });
      await userEvent.click(await screen.findByRole("button", { name: "Start playing" }));
      expect(location()).toMatch(/^\/play\/premium\?seed=[a-z0-9]{8}&levels=light%2Cpersonal%2Cdeep$/);
      expect(screen.queryByText(/Preview: /)).toBeNull();
    });
  });

  describe("'Start a live room'", () => {
    it("starts a room on the server with the deck, levels and timer chosen, opens its host view and counts the start", async () => {
      storeSignIn();
      const api = mockApi({ "POST /api/rooms": () => json(201, { code: "K7PQ2X" }) });
      open();
      await userEvent.click(await screen.findByRole("checkbox", { name: "Personal" }));
      await userEvent.selectOptions(screen.getByRole("combobox", { name: "Timer" }), "1 minute");
      await userEvent.click(screen.getByRole("button", { name: "Start a live room" }));
      expect(await screen.findByText("/room/K7PQ2X")).toBeInTheDocument();
      const [request] = api.calls("POST /api/rooms");
      expect(request.body).toEqual({ deckId: "tiny", levels: [1, 3], timerSeconds: 60 });
      expect(request.headers.get("Authorization")).toMatch(/^Bearer /);
      const starts = tracked.filter(({ name }) => name.startsWith("room_") || name.startsWith("table_"));
      expect(starts.map(({ name, params }) => ({ name, params }))).toEqual([{ name: "room_start", params: { deck_id: "tiny", levels: "light,deep", timer: 60 } }]);
    });

    it("shows the server's message when the room cannot be started, and stays", async () => {
      storeSignIn();
      mockApi({ "POST /api/rooms": () => json(403, { error: "forbidden", message: "You can host a room only with a deck you can read in full." }) });
      open();
      await userEvent.click(await screen.findByRole("button", { name: "Start a live room" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("You can host a room only with a deck you can read in full.");
      expect(location()).toBe("/deck/tiny");
      expect(screen.getByRole("button", { name: "Start a live room" })).toBeEnabled();
      expect(tracked.filter(({ name }) => name === "room_start")).toEqual([]);
    });

    it("needs at least one level, as the table does", async () => {
      storeSignIn();
      const api = mockApi({});
      open();
      for (const level of ["Light", "Personal", "Deep"]) await userEvent.click(await screen.findByRole("checkbox", { name: level }));
      await userEvent.click(screen.getByRole("button", { name: "Start a live room" }));
      expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one level.");
      expect(api.calls("POST /api/rooms")).toEqual([]);
    });

    it("is disabled, saying why, for a visitor and while offline", async () => {
      mockApi({});
      const { unmount } = open();
      const button = await screen.findByRole("button", { name: "Start a live room" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription("Sign in to host a live room.");
      unmount();

      storeSignIn();
      setOnline(false);
      open();
      const offline = await screen.findByRole("button", { name: "Start a live room" });
      expect(offline).toBeDisabled();
      expect(offline).toHaveAccessibleDescription("You're offline.");
      setOnline(true);
      await waitFor(() => expect(screen.getByRole("button", { name: "Start a live room" })).toBeEnabled());
    });
  });
});
