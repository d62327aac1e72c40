import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, mockApi, setOnline } from "../../../tests/support/api-mock";
import { fakeOwnDecksServer } from "../../../tests/support/fake-own-decks-server";
import { ownDecksTestHooks } from "../../../tests/support/own-decks-test";
import { renderPage } from "../../../tests/support/render-page";
import { TEST_USER } from "../../../tests/support/signed-in";
import MyDecksPage from "./MyDecksPage";
import { ownDeckStore } from "./own-deck-store";

const question = (text: string) => ({ kind: "question" as const, id: text.slice(0, 8).replace(/\W/g, "x"), question: text, followUp: null, intensity: 1 as const });
const minutesAgo = (n: number) => Date.now() - n * 60_000;

function serverWith(...titles: string[]) {
  const server = fakeOwnDecksServer();
  titles.forEach((title, i) => server.write(`my-deck-${i}-abcdefgh`, { title, description: `About ${title}`, cards: [question("Why?"), question("How?")] }, minutesAgo(30 - i)));
  const api = mockApi({ ...server.routes(), "GET /api/me/entitlements": { decks: [], pass: null } });
  return { server, api };
}

const renderList = () => renderPage(<MyDecksPage />, { path: "/my-decks", route: "/my-decks" });
const deckItem = (title: string) => screen.getByRole("listitem", { name: title });

ownDecksTestHooks({ signedIn: true });

describe("My Decks", () => {
  it("lists the person's decks, each to play (named with its title), edit or delete, and offers 'New deck'", async () => {
    serverWith("Team kick-off", "Date night");
    renderList();
    expect(await screen.findByRole("heading", { level: 1, name: "My Decks" })).toBeInTheDocument();
    const kickOff = await screen.findByRole("listitem", { name: "Team kick-off" });
    expect(within(kickOff).getByRole("link", { name: "Team kick-off" })).toHaveAttribute("href", "/my-decks/my-deck-0-abcdefgh/play");
    expect(within(kickOff).getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/my-decks/my-deck-0-abcdefgh/edit");
    expect(within(kickOff).getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(kickOff).toHaveTextContent("About Team kick-off");
    expect(kickOff).toHaveTextContent("2 cards");
    expect(within(screen.getByRole("list", { name: "Your decks" })).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "New deck" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/my-decks/new");
  });

  it("deletes a deck at once as a change with its time, and 'Undo' puts it back as a later one", async () => {
    const { server, api } = serverWith("Team kick-off", "Date night");
    renderList();
    await userEvent.click(within(await screen.findByRole("listitem", { name: "Team kick-off" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Team kick-off" })).not.toBeInTheDocument());
    expect(within(deckItem("Date night")).getByRole("button", { name: "Delete" })).toHaveFocus();
    expect(screen.getAllByText("Deleted “Team kick-off”.").length).toBeGreaterThan(0);
    await waitFor(() => expect(server.rows.get("my-deck-0-abcdefgh")?.deleted).toBe(true));
    const deletedAt = (api.calls("DELETE /api/me/decks/my-deck-0-abcdefgh")[0].body as { changedAt: string }).changedAt;

    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByRole("listitem", { name: "Team kick-off" })).toHaveTextContent("2 cards");
    await waitFor(() => expect(server.rows.get("my-deck-0-abcdefgh")?.deleted).toBe(false));
    const restored = api.calls("PUT /api/me/decks/my-deck-0-abcdefgh")[0].body as { title: string; changedAt: string };
    expect(restored.title).toBe("Team kick-off");
    expect(Date.parse(restored.changedAt)).toBeGreaterThan(Date.parse(deletedAt));
  });

  it("says what to do when there are no decks yet", async () => {
    serverWith();
    renderList();
    expect(await screen.findByRole("heading", { level: 2, name: "No decks yet" })).toBeInTheDocument();
    expect(screen.getByText(/Write your own questions with New deck/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New deck" })).toBeInTheDocument();
  });

  it("says when the decks could not be loaded, and tries again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { server } = serverWith("Team kick-off");
    const failing = mockApi({ "GET /api/me/decks": json(500, { error: "internal", message: "Something went wrong on our side." }) });
    renderList();
    expect(await screen.findByRole("alert")).toHaveTextContent("Your decks could not be loaded: Something went wrong on our side.");
    expect(failing.calls("GET /api/me/decks")).toHaveLength(1);
    mockApi(server.routes());
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Team kick-off" })).toBeInTheDocument();
  });

  it("shows the decks on the device offline, and sends the changes when the browser comes back online", async () => {
    await ownDeckStore.update(TEST_USER.id, () => [
      { deckId: "my-made-offline-1", userId: TEST_USER.id, deck: { title: "Made offline", description: "", cards: [question("Why?")], shareId: null }, changedAt: new Date(minutesAgo(1)).toISOString(), pending: true, refusal: null },
    ]);
    const { server, api } = serverWith();
    setOnline(false);
    renderList();
    expect(await screen.findByRole("link", { name: "Made offline" })).toBeInTheDocument();
    expect(deckItem("Made offline")).toHaveTextContent("Not synced yet");
    expect(screen.getByText(/You're offline\. Your decks are on this device/)).toBeInTheDocument();
    expect(api.seen.filter((r) => r.path.startsWith("/api/me/decks"))).toHaveLength(0);
    setOnline(true);
    await waitFor(() => expect(server.rows.get("my-made-offline-1")?.title).toBe("Made offline"));
    await waitFor(() => expect(deckItem("Made offline")).not.toHaveTextContent("Not synced yet"));
  });

  it("shows a deck the server refused with its message: it stays on the device", async () => {
    await ownDeckStore.update(TEST_USER.id, () => [
      { deckId: "my-fourth-deck-1", userId: TEST_USER.id, deck: { title: "Fourth", description: "", cards: [], shareId: null }, changedAt: new Date(minutesAgo(1)).toISOString(), pending: true, refusal: null },
    ]);
    serverWith("One", "Two", "Three");
    renderList();
    const fourth = await screen.findByRole("listitem", { name: "Fourth" });
    await waitFor(() => expect(fourth).toHaveTextContent("Not saved to your account: You can keep 3 decks on your plan."));
    expect(fourth).toHaveTextContent("It is kept on this device.");
  });

  it("sends a visitor to sign in first", async () => {
    localStorage.clear();
    mockApi({});
    renderList();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/signin"));
  });
});
