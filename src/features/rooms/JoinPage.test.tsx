import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { json, mockApi } from "../../../tests/support/api-mock";
import { renderPage } from "../../../tests/support/render-page";
import { ROOM_CODE } from "../../../tests/support/live-room";
import JoinPage from "./JoinPage";

const joined = { participantId: "p-1", token: "secret-token", name: "Ana" };
const summary = { code: ROOM_CODE, deckTitle: "Team Kick-off", status: "waiting" };
const location = () => screen.getByTestId("location").textContent;
const stored = (code = ROOM_CODE) => JSON.parse(localStorage.getItem(`sparkDecks.room.${code}`) ?? "null") as unknown;

let tracked: TrackedEvent[] = [];
beforeEach(() => {
  tracked = [];
  receiveEvents((event) => tracked.push(event));
});
afterEach(() => receiveEvents(() => {}));

const openJoin = () => renderPage(<JoinPage />, { path: "/join", route: "/join" });
const openJoinCode = (code = ROOM_CODE) => renderPage(<JoinPage />, { path: `/join/${code}`, route: "/join/:code" });

describe("/join", () => {
  it("joins with the code as typed (any case, spaces) and a trimmed name, keeps the token for this browser and opens the room", async () => {
    const api = mockApi({ [`POST /api/rooms/${ROOM_CODE}/participants`]: () => json(201, joined) });
    openJoin();
    await userEvent.type(screen.getByRole("textbox", { name: "Room code" }), " k7p q2x ");
    await userEvent.type(screen.getByRole("textbox", { name: "Your name" }), "  Ana ");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText(`/room/${ROOM_CODE}`)).toBeInTheDocument();
    const [request] = api.calls(`POST /api/rooms/${ROOM_CODE}/participants`);
    expect(request.body).toEqual({ name: "Ana" });
    expect(request.headers.get("Authorization")).toBeNull();
    expect(stored()).toMatchObject(joined);
    expect(tracked.map(({ name, params }) => ({ name, params }))).toEqual([{ name: "room_join", params: {} }]);
  });

  it("says what is wrong with the code or the name before asking the server", async () => {
    const api = mockApi({});
    openJoin();
    const code = screen.getByRole("textbox", { name: "Room code" });
    await userEvent.type(code, "K7PQ2O");
    await userEvent.type(screen.getByRole("textbox", { name: "Your name" }), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the 6-character room code shown on the host's screen.");
    expect(code).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(code);
    await userEvent.type(code, ROOM_CODE);
    const name = screen.getByRole("textbox", { name: "Your name" });
    await userEvent.clear(name);
    await userEvent.type(name, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter your name.");

    await userEvent.clear(name);
    await userEvent.type(name, "x".repeat(41));
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Your name can be at most 40 characters.");

    // Blank-looking characters are no name: U+3164 shows as nothing.
    fireEvent.change(name, { target: { value: "\u3164\u3164" } });
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Your name needs at least one visible character.");
    expect(api.seen.filter((r) => r.path.startsWith("/api/rooms"))).toEqual([]);
    expect(location()).toBe("/join");
  });

  it("takes any emoji a keyboard makes, counted as a person sees them", async () => {
    const api = mockApi({ [`GET /api/rooms/${ROOM_CODE}`]: summary, [`POST /api/rooms/${ROOM_CODE}/participants`]: () => json(201, joined) });
    openJoinCode();
    // 25 family emoji: 25 characters (275 UTF-16 units), well under 40.
    const name = `👩‍💻 Dev ${"👨‍👩‍👧‍👦".repeat(25)}`;
    fireEvent.change(screen.getByRole("textbox", { name: "Your name" }), { target: { value: name } });
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(api.calls(`POST /api/rooms/${ROOM_CODE}/participants`)).toHaveLength(1));
    expect(api.calls(`POST /api/rooms/${ROOM_CODE}/participants`)[0].body).toEqual({ name });
  });

  it("asks for another name when someone in the room has this one", async () => {
    const message = "Someone in this room is already called Sam. Add an initial, or choose another name.";
    mockApi({ [`GET /api/rooms/${ROOM_CODE}`]: summary, [`POST /api/rooms/${ROOM_CODE}/participants`]: () => json(409, { error: "name_taken", message }) });
    openJoinCode();
    await userEvent.type(screen.getByRole("textbox", { name: "Your name" }), "Sam");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("textbox", { name: "Your name" })).toHaveAttribute("aria-invalid", "true");
  });

  it.each([
    [409, "room_full", "This room is full."],
    [410, "room_ended", "This room has ended."],
    [429, "rate_limited", "Too many tries. Wait a minute and try again."],
    [404, "not_found", "There is no room with this code."],
  ])("shows the server's message for %i, and stays", async (status, error, message) => {
    mockApi({ [`POST /api/rooms/${ROOM_CODE}/participants`]: () => json(status, { error, message }) });
    openJoin();
    await userEvent.type(screen.getByRole("textbox", { name: "Room code" }), ROOM_CODE);
    await userEvent.type(screen.getByRole("textbox", { name: "Your name" }), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(location()).toBe("/join");
    expect(stored()).toBeNull();
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
    expect(tracked).toEqual([]);
  });

  it("says so when offline", async () => {
    mockApi({
      [`POST /api/rooms/${ROOM_CODE}/participants`]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    openJoin();
    await userEvent.type(screen.getByRole("textbox", { name: "Room code" }), ROOM_CODE);
    await userEvent.type(screen.getByRole("textbox", { name: "Your name" }), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You appear to be offline.");
  });
});

describe("/join/{CODE}, the QR code's address", () => {
  it("asks only for the name, shows the room's deck, and joins that room", async () => {
    const api = mockApi({
      [`GET /api/rooms/${ROOM_CODE}`]: { code: ROOM_CODE, deckTitle: "Team Kick-off", status: "live" },
      [`POST /api/rooms/${ROOM_CODE}/participants`]: () => json(201, joined),
    });
    openJoinCode(ROOM_CODE.toLowerCase());
    expect(await screen.findByText("Team Kick-off")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Room code" })).toBeNull();
    await userEvent.type(screen.getByRole("textbox", { name: "Your name" }), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText(`/room/${ROOM_CODE}`)).toBeInTheDocument();
    expect(api.calls(`POST /api/rooms/${ROOM_CODE}/participants`)).toHaveLength(1);
  });

  it("says there is no such room when the server does not know the code, or the code cannot be one", async () => {
    mockApi({ [`GET /api/rooms/${ROOM_CODE}`]: () => json(404, { error: "not_found", message: "No room" }) });
    const { unmount } = openJoinCode();
    expect(await screen.findByRole("alert")).toHaveTextContent("There is no room with this code.");
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    expect(screen.getByRole("link", { name: "Enter another code" })).toHaveAttribute("href", "/join");
    unmount();
    openJoinCode("NOPE");
    expect(screen.getByRole("alert")).toHaveTextContent("There is no room with this code.");
  });

  it("says the room has ended when it has", async () => {
    mockApi({ [`GET /api/rooms/${ROOM_CODE}`]: { code: ROOM_CODE, deckTitle: "Team Kick-off", status: "ended" } });
    openJoinCode();
    expect(await screen.findByRole("alert")).toHaveTextContent("This room has ended.");
  });

  it("still lets the person join when the room could not be looked up", async () => {
    mockApi({ [`GET /api/rooms/${ROOM_CODE}`]: () => json(503, { error: "unavailable", message: "Try later" }) });
    openJoinCode();
    expect(screen.getByRole("status", { name: "Finding the room" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("status", { name: "Finding the room" })).toBeNull());
    expect(screen.getByText(`Room ${ROOM_CODE}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
  });

  it("goes straight back into the room when this tab joined it already", async () => {
    mockApi({});
    localStorage.setItem(`sparkDecks.room.${ROOM_CODE}`, JSON.stringify({ ...joined, keptAt: Date.now() }));
    openJoinCode();
    expect(location()).toBe(`/room/${ROOM_CODE}`);
  });
});
