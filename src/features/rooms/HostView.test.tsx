import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomAction, RoomState } from "../../../shared/rooms";
import { receiveEvents, type TrackedEvent } from "../../lib/analytics";
import { qrCodeSvg } from "../../lib/qr-code";
import { json, mockApi, type SeenRequest } from "../../../tests/support/api-mock";
import { revealed, ROOM_CODE, roomState, roomStreams } from "../../../tests/support/live-room";
import { renderPage } from "../../../tests/support/render-page";
import { storeSignIn } from "../../../tests/support/signed-in";
import RoomPage from "./RoomPage";

/** Who answers, as the line reads whole (the name is an element of its own, shortened when long). */
const pickedLine = (text: string) => (_: string, element: Element | null) => element?.classList.contains("picked") === true && element.textContent === text;
const EVENTS = `GET /api/rooms/${ROOM_CODE}/events`;
const ACTIONS = `POST /api/rooms/${ROOM_CODE}/actions`;
const location = () => screen.getByTestId("location").textContent;
const people = [
  { id: "p-1", name: "Ana" },
  { id: "p-2", name: "Ben" },
];

let rooms: ReturnType<typeof roomStreams>;
let api: ReturnType<typeof mockApi>;
/** What the server answers the next action with; by default the state on screen, one version on. */
let answer: (action: RoomAction, shown: RoomState) => RoomState | Response | Promise<RoomState>;
let shown: RoomState;
let tracked: TrackedEvent[];

beforeEach(() => {
  storeSignIn();
  rooms = roomStreams();
  answer = (_action, state) => ({ ...state, version: state.version + 1 });
  api = mockApi({
    [EVENTS]: rooms.route,
    [`DELETE /api/rooms/${ROOM_CODE}/participants/*`]: () => new Response(null, { status: 204 }),
    [ACTIONS]: async (request: SeenRequest) => {
      const next = await answer((request.body as { action: RoomAction }).action, shown);
      if (next instanceof Response) return next;
      return (shown = next);
    },
  });
  tracked = [];
  receiveEvents((event) => tracked.push(event));
});
afterEach(() => receiveEvents(() => {}));

/** Opens the room as its signed-in host, and shows `state` on the stream. */
async function openAsHost(state: Partial<RoomState> = {}) {
  renderPage(<RoomPage />, { path: `/room/${ROOM_CODE}`, route: "/room/:code" });
  await waitFor(() => expect(rooms.streams).toHaveLength(1));
  shown = roomState({ participants: people, ...state });
  await act(async () => rooms.latest().send(shown));
  await screen.findByRole("group", { name: "Host controls" });
}
const actions = () => api.calls(ACTIONS).map((request) => (request.body as { action: string }).action);
const button = (name: string) => screen.getByRole("button", { name });

describe("the host's screen", () => {
  it("follows the room with the host's bearer token and shows the way in: code, address, QR code, who joined", async () => {
    await openAsHost();
    const [request] = api.calls(EVENTS);
    expect(request.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(request.headers.get("X-Room-Token")).toBeNull();
    expect(screen.getByText(ROOM_CODE)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/join`)).toBeInTheDocument();
    const qr = await screen.findByRole("img", { name: "QR code to join" });
    const svg = decodeURIComponent((qr.getAttribute("src") ?? "").replace(/^data:image\/svg\+xml,/, ""));
    expect(svg).toBe(await qrCodeSvg(`${window.location.origin}/join/${ROOM_CODE}`));
    expect(screen.getByRole("heading", { name: "2 joined" })).toBeInTheDocument();
    const names = within(screen.getByRole("list", { name: "Who joined" })).getAllByRole("listitem");
    expect(names.map((item) => within(item).getByText(/^(Ana|Ben)$/).textContent)).toEqual(["Ana", "Ben"]);
    expect(names.map((item) => within(item).getByRole("button", { name: "Remove" }))).toHaveLength(2);
    expect(screen.getByText("Card 3 of 12")).toBeInTheDocument();
  });

  it("sends each button's action with the host's token and shows the answer at once, stream or not", async () => {
    answer = (action, state) => ({
      ...state,
      version: state.version + 1,
      ...(action === "reveal" ? revealed("Shown at once?") : action === "hide" ? { faceUp: false, card: null } : {}),
      ...(action === "pick" ? { picked: "Ben" } : {}),
    });
    await openAsHost();
    await userEvent.click(button("Reveal card"));
    expect(await screen.findByText("Shown at once?")).toBeInTheDocument();
    await userEvent.click(button("Hide card"));
    await screen.findByRole("button", { name: "Reveal card" });
    await userEvent.click(button("Next card"));
    await userEvent.click(button("Previous card"));
    await userEvent.click(button("Pick someone"));
    expect(await screen.findByText(pickedLine("Ben answers"))).toBeInTheDocument();
    expect(actions()).toEqual(["reveal", "hide", "next", "previous", "pick"]);
    for (const request of api.calls(ACTIONS)) expect(request.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("has 'Start timer' and 'Pause timer' only in a room with a timer, the label following the timer", async () => {
    answer = (action, state) => ({
      ...state,
      version: state.version + 1,
      timer: { seconds: 60, running: action === "start-timer", leftMs: 60_000, endsAt: action === "start-timer" ? state.serverTime + 60_000 : null },
    });
    await openAsHost({ timer: { seconds: 60, running: false, leftMs: 60_000, endsAt: null } });
    expect(screen.getByRole("timer")).toHaveTextContent("1:00");
    await userEvent.click(button("Start timer"));
    await userEvent.click(await screen.findByRole("button", { name: "Pause timer" }));
    await screen.findByRole("button", { name: "Start timer" });
    expect(actions()).toEqual(["start-timer", "pause-timer"]);
  });

  it("has no timer buttons in a room without a timer, and 'Pick someone' only once someone joined", async () => {
    await openAsHost({ participantCount: 0, participants: [] });
    expect(screen.queryByRole("button", { name: /timer/ })).toBeNull();
    expect(button("Pick someone")).toBeDisabled();
    expect(screen.getByRole("heading", { name: "No one has joined yet" })).toBeInTheDocument();
  });

  it("before the first card, offers only 'Next card' of the card's buttons", async () => {
    await openAsHost({ status: "waiting", position: -1 });
    expect(button("Next card")).toBeEnabled();
    expect(button("Previous card")).toBeDisabled();
    expect(button("Reveal card")).toBeDisabled();
  });

  it("asks before 'End room', ends the room on the host's word, and counts how many and how long without names", async () => {
    answer = (_action, state) => ({ ...state, version: state.version + 1, status: "ended", startedAt: 1_000_000, serverTime: 1_090_000 });
    await openAsHost();
    await userEvent.click(button("End room"));
    const dialog = screen.getByRole("dialog", { name: "End this room?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(actions()).toEqual([]);
    await userEvent.click(button("End room"));
    await userEvent.click(within(screen.getByRole("dialog", { name: "End this room?" })).getByRole("button", { name: "End room" }));
    expect(await screen.findByRole("heading", { name: "This room has ended." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the decks" })).toHaveAttribute("href", "/decks");
    expect(actions()).toEqual(["end"]);
    // From the room's start to its end by the server's clock: 90 s.
    const ends = tracked.filter(({ name }) => name === "room_end");
    expect(ends.map(({ params }) => params)).toEqual([{ participants: 2, duration: 90 }]);
    expect(JSON.stringify(tracked)).not.toMatch(/Ana|Ben|K7PQ2X/);
  });

  it("shows the server's message when an action fails", async () => {
    answer = () => json(403, { error: "forbidden", message: "Only the room's host can do that." });
    await openAsHost();
    await userEvent.click(button("Next card"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only the room's host can do that.");
  });

  it("lets an offline notice go once the connection is back", async () => {
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    await openAsHost();
    await userEvent.click(button("Next card"));
    expect(await screen.findByRole("alert")).toHaveTextContent("You appear to be offline.");
    await act(async () => rooms.latest().close());
    await waitFor(() => expect(rooms.streams).toHaveLength(2), { timeout: 3000 });
    await act(async () => rooms.latest().send({ ...shown, version: shown.version + 1 }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("sends someone who is not this room's host to join it", async () => {
    api.fetch.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes("/events") ? json(403, { error: "forbidden", message: "Not your room" }) : json(404, {}),
    );
    renderPage(<RoomPage />, { path: `/room/${ROOM_CODE}`, route: "/room/:code" });
    await waitFor(() => expect(location()).toBe(`/join/${ROOM_CODE}`));
    const asked = api.fetch.mock.calls.find(([input]) => String(input).endsWith("/events"));
    expect(new Headers((asked?.[1] as RequestInit).headers).get("Authorization")).toMatch(/^Bearer /);
  });
});

describe("the host's 'Remove'", () => {
  it("asks first, then takes the person out of the room", async () => {
    const REMOVE = `DELETE /api/rooms/${ROOM_CODE}/participants/p-2`;
    await openAsHost();
    const ben = within(screen.getByRole("list", { name: "Who joined" })).getAllByRole("listitem")[1];
    await userEvent.click(within(ben).getByRole("button", { name: "Remove" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Ben?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls(REMOVE)).toHaveLength(0);
    await userEvent.click(within(ben).getByRole("button", { name: "Remove" }));
    await userEvent.click(within(screen.getByRole("dialog", { name: "Remove Ben?" })).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(api.calls(REMOVE)).toHaveLength(1));
    expect(api.calls(REMOVE)[0].headers.get("Authorization")).toMatch(/^Bearer /);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the host's keys", () => {
  it("→ and PageDown step forward (the server reveals, then moves on), ← and PageUp back, but not while typing", async () => {
    await openAsHost();
    for (const key of ["ArrowRight", "PageDown", "ArrowLeft", "PageUp"]) fireEvent.keyDown(window, { key });
    await waitFor(() => expect(actions()).toEqual(["forward", "forward", "back", "back"]));
    const field = document.body.appendChild(document.createElement("input"));
    fireEvent.keyDown(field, { key: "ArrowRight" });
    fireEvent.keyDown(window, { key: "ArrowRight", ctrlKey: true });
    field.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actions()).toHaveLength(4);
  });

  it("sends a second press only once the first is answered, so the server takes them in order", async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    answer = async (_action, state) => {
      if (actions().length === 1) await slow;
      return { ...state, version: state.version + 1 };
    };
    await openAsHost();
    fireEvent.keyDown(window, { key: "PageDown" });
    fireEvent.keyDown(window, { key: "PageUp" });
    await waitFor(() => expect(actions()).toEqual(["forward"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actions()).toEqual(["forward"]);
    release();
    await waitFor(() => expect(actions()).toEqual(["forward", "back"]));
  });

  it("'b' or '.' blanks this screen and shows it again, sending nothing", async () => {
    await openAsHost();
    fireEvent.keyDown(window, { key: "b" });
    expect(screen.getByText("The screen is blank. Press B to show it again.")).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "." });
    expect(screen.queryByText("The screen is blank. Press B to show it again.")).toBeNull();
    expect(actions()).toEqual([]);
  });

  it("'f' puts the room's screen in full screen, and takes it out again", async () => {
    const request = vi.fn(async () => {});
    const exit = vi.fn(async () => {});
    Object.defineProperty(HTMLElement.prototype, "requestFullscreen", { value: request, configurable: true });
    Object.defineProperty(document, "exitFullscreen", { value: exit, configurable: true });
    await openAsHost();
    fireEvent.keyDown(window, { key: "f" });
    expect(request).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, "fullscreenElement", { value: document.body, configurable: true });
    fireEvent.keyDown(window, { key: "F" });
    expect(exit).toHaveBeenCalledTimes(1);
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    delete (document as { exitFullscreen?: unknown }).exitFullscreen;
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  });
});

describe("/room/{CODE} for someone neither signed in nor joined", () => {
  it("sends them to join the room", async () => {
    localStorage.clear();
    mockApi({});
    renderPage(<RoomPage />, { path: `/room/${ROOM_CODE.toLowerCase()}`, route: "/room/:code" });
    await waitFor(() => expect(location()).toBe(`/join/${ROOM_CODE}`));
  });
});
