import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockApi, type SeenRequest } from "../../../tests/support/api-mock";
import { revealed, ROOM_CODE, roomState, roomStreams } from "../../../tests/support/live-room";
import { renderPage } from "../../../tests/support/render-page";
import RoomPage from "./RoomPage";

/** Who answers, as the line reads whole (the name is an element of its own, shortened when long). */
const pickedLine = (text: string) => (_: string, element: Element | null) => element?.classList.contains("picked") === true && element.textContent === text;
const EVENTS = `GET /api/rooms/${ROOM_CODE}/events`;
const session = { participantId: "p-1", token: "secret-token", name: "Ben" };
const location = () => screen.getByTestId("location").textContent;
const storedSession = () => localStorage.getItem(`sparkDecks.room.${ROOM_CODE}`);

let rooms: ReturnType<typeof roomStreams>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  rooms = roomStreams();
  api = mockApi({ [EVENTS]: rooms.route, [`DELETE /api/rooms/${ROOM_CODE}/participants/me`]: () => new Response(null, { status: 204 }) });
  localStorage.setItem(`sparkDecks.room.${ROOM_CODE}`, JSON.stringify({ ...session, keptAt: Date.now() }));
});

/** Opens the room as the participant of this tab, and waits for its stream. */
async function openRoom() {
  renderPage(<RoomPage />, { path: `/room/${ROOM_CODE}`, route: "/room/:code" });
  await waitFor(() => expect(rooms.streams).toHaveLength(1));
  return rooms.latest();
}
const send = (...args: Parameters<typeof roomState>) => act(async () => rooms.latest().send(roomState(...args)));

describe("a participant's screen", () => {
  it("follows the room with the participant's token only, and waits for the host's first card", async () => {
    await openRoom();
    expect(screen.getByRole("status", { name: "Joining the room" })).toBeInTheDocument();
    const [request] = api.calls(EVENTS) as SeenRequest[];
    expect(request.headers.get("X-Room-Token")).toBe("secret-token");
    expect(request.headers.get("Authorization")).toBeNull();
    await send({ status: "waiting", position: -1 });
    expect(await screen.findByText("Waiting for the host...")).toBeInTheDocument();
    expect(screen.getByText(ROOM_CODE)).toBeInTheDocument();
    expect(screen.getByText("You're Ben")).toBeInTheDocument();
  });

  it("shows a face-down card as the deck's title on its back, in the deck's colour", async () => {
    await openRoom();
    await send({ faceUp: false, card: null });
    const card = await screen.findByRole("article", { name: "Card 3 of 12, face down" });
    expect(card).toHaveTextContent("Team Kick-off");
    expect(card.style.getPropertyValue("--cover")).toBe("#0B6E6E");
    expect(screen.queryByText("Waiting for the host...")).toBeNull();
  });

  it("shows the question and its follow-up once the host reveals it, and the next card as it comes", async () => {
    await openRoom();
    await send(revealed());
    const card = await screen.findByRole("article", { name: "Card 3 of 12" });
    expect(card).toHaveTextContent("What made you smile this week?");
    expect(card).toHaveTextContent("Who was there?");
    await send({ version: 6, position: 3, faceUp: false, card: null });
    expect(await screen.findByRole("article", { name: "Card 4 of 12, face down" })).toBeInTheDocument();
    expect(screen.queryByText("What made you smile this week?")).toBeNull();
  });

  it("never shows a state older than the one on screen", async () => {
    await openRoom();
    await send({ version: 8, ...revealed("Newer?") });
    await send({ version: 7, ...revealed("Older?") });
    expect(await screen.findByText("Newer?")).toBeInTheDocument();
    expect(screen.queryByText("Older?")).toBeNull();
  });

  it("shows the timer as the server counts it, whatever this device's clock says, and a paused one as it stands", async () => {
    await openRoom();
    // The server's clock is 10 minutes ahead of this device's: 45 s are left all the same.
    const serverTime = Date.now() + 600_000;
    await send({ serverTime, timer: { seconds: 60, running: true, leftMs: 60_000, endsAt: serverTime + 45_000 } });
    expect(await screen.findByRole("timer")).toHaveTextContent(/^0:4[45]$/);
    await send({ version: 6, timer: { seconds: 60, running: false, leftMs: 30_000, endsAt: null } });
    await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent("0:30"));
  });

  it("says who answers, and 'You answer' to the one picked", async () => {
    await openRoom();
    await send({ picked: "Ana", pickedId: "p-2" });
    expect(await screen.findByText(pickedLine("Ana answers"))).toBeInTheDocument();
    await send({ version: 6, picked: "Ben", pickedId: "p-1" });
    expect(await screen.findByText("You answer")).toBeInTheDocument();
    expect(screen.queryByText(pickedLine("Ben answers"))).toBeNull();
  });

  it("says which card of how many is on screen", async () => {
    await openRoom();
    await send({ position: 2, total: 40 });
    expect(await screen.findByText("Card 3 of 40")).toBeInTheDocument();
  });

  it("tells someone the host removed that they were removed, and forgets the room", async () => {
    api.fetch.mockImplementation(async () => json(403, { error: "removed", message: "The host removed you from this room." }));
    renderPage(<RoomPage />, { path: `/room/${ROOM_CODE}`, route: "/room/:code" });
    expect(await screen.findByRole("heading", { name: "The host removed you from this room." })).toBeInTheDocument();
    await waitFor(() => expect(storedSession()).toBeNull());
  });

  it("says the room is full when the seat went to someone else meanwhile, keeps the place, and tries again on 'Try again'", async () => {
    api.fetch.mockImplementationOnce(async () => json(409, { error: "room_full", message: "This room is full." }));
    renderPage(<RoomPage />, { path: `/room/${ROOM_CODE}`, route: "/room/:code" });
    expect(await screen.findByRole("heading", { name: "This room is full." })).toBeInTheDocument();
    expect(storedSession()).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(rooms.streams).toHaveLength(1));
    await send();
    expect(await screen.findByRole("button", { name: "Leave room" })).toBeInTheDocument();
  });

  it("says it is reconnecting when the stream drops, then shows the room as it is now", async () => {
    const first = await openRoom();
    await send({ version: 5 });
    await screen.findByRole("article");
    await act(async () => first.close());
    expect(await screen.findByText("Reconnecting...")).toBeInTheDocument();
    await waitFor(() => expect(rooms.streams).toHaveLength(2), { timeout: 3000 });
    await send({ version: 9, ...revealed("Where are we now?") });
    expect(await screen.findByText("Where are we now?")).toBeInTheDocument();
    expect(screen.queryByText("Reconnecting...")).toBeNull();
  });

  it("says the room has ended when it does, and the tab forgets the room", async () => {
    await openRoom();
    await send(revealed());
    await screen.findByText("What made you smile this week?");
    await send({ version: 6, status: "ended", faceUp: false, card: null });
    expect(await screen.findByRole("heading", { name: "This room has ended." })).toBeInTheDocument();
    expect(screen.queryByText("What made you smile this week?")).toBeNull();
    expect(screen.queryByRole("button", { name: "Leave room" })).toBeNull();
    await waitFor(() => expect(storedSession()).toBeNull());
  });

  it("says the room has ended when the server answers 410 on reconnecting", async () => {
    const first = await openRoom();
    await send();
    api.fetch.mockImplementationOnce(async () => json(410, { error: "room_ended", message: "This room has ended." }));
    await act(async () => first.close());
    expect(await screen.findByRole("heading", { name: "This room has ended." }, { timeout: 3000 })).toBeInTheDocument();
    // Forgotten as the ended screen is shown (an effect of that render): waited for, not raced.
    await waitFor(() => expect(storedSession()).toBeNull());
  });

  it("sends the person to join again when the room no longer knows their token", async () => {
    api.fetch.mockImplementation(async () => json(404, { error: "not_found", message: "There is no room with this code." }));
    renderPage(<RoomPage />, { path: `/room/${ROOM_CODE}`, route: "/room/:code" });
    await waitFor(() => expect(location()).toBe(`/join/${ROOM_CODE}`));
    expect(storedSession()).toBeNull();
  });

  it("leaves with 'Leave room': tells the server with the token, forgets the room and goes to /join", async () => {
    await openRoom();
    await send();
    await userEvent.click(await screen.findByRole("button", { name: "Leave room" }));
    await waitFor(() => expect(location()).toBe("/join"));
    const [request] = api.calls(`DELETE /api/rooms/${ROOM_CODE}/participants/me`);
    expect(request.headers.get("X-Room-Token")).toBe("secret-token");
    expect(storedSession()).toBeNull();
  });

  it("keeps the card's text in memory only: nothing of it in storage or a device database", async () => {
    await openRoom();
    await send(revealed("A premium question?", "Its follow-up."));
    await screen.findByText("A premium question?");
    const everything = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join("\n");
    expect(everything).not.toMatch(/premium question|follow-up/i);
    expect(await indexedDB.databases()).toEqual([]);
    if (typeof caches !== "undefined") expect(await caches.keys()).toEqual([]);
  });
});
