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

  it("shows a deck the server refused with its message: it stays on the device, and is not counted", async () => {
    await ownDeckStore.update(TEST_USER.id, () => [
      { deckId: "my-fourth-deck-1", userId: TEST_USER.id, deck: { title: "Fourth", description: "", cards: [], shareId: null }, changedAt: new Date(minutesAgo(1)).toISOString(), pending: true, refusal: null },
    ]);
    serverWith("One", "Two", "Three");
    renderList();
    const fourth = await screen.findByRole("listitem", { name: "Fourth" });
    await waitFor(() => expect(fourth).toHaveTextContent("Not saved to your account: You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100."));
    expect(fourth).toHaveTextContent("It is kept on this device, and not counted.");
    expect(screen.getByText("3 of 3 decks, each of up to 50 cards, on your plan.")).toBeInTheDocument();
    // No room: nothing to send it with.
    expect(within(fourth).queryByRole("button", { name: "Save to my account" })).not.toBeInTheDocument();
  });

  it("counts what the account holds, and at the limit 'New deck' says what the limit is instead of opening the editor", async () => {
    serverWith("One", "Two", "Three");
    renderList();
    expect(await screen.findByText("3 of 3 decks, each of up to 50 cards, on your plan.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "New deck" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100. See plans");
    expect(within(alert).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("button", { name: "New deck" })).toHaveAccessibleDescription(/You can keep 3 decks on your plan/);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/my-decks$/);
  });

  it("restores the deck deleted with 'Undo' at the limit, its link with it, and never lets a refused deck take its place", async () => {
    const refusal = "You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100.";
    await ownDeckStore.update(TEST_USER.id, () => [
      { deckId: "my-fourth-deck-1", userId: TEST_USER.id, deck: { title: "Fourth", description: "", cards: [], shareId: null }, changedAt: new Date(minutesAgo(40)).toISOString(), pending: true, refusal },
    ]);
    const { server, api } = serverWith("Team kick-off", "Date night", "Retro");
    const shareId = server.share("my-deck-0-abcdefgh")!;
    renderList();
    const kickOff = await screen.findByRole("listitem", { name: "Team kick-off" });
    await userEvent.click(within(kickOff).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(server.rows.get("my-deck-0-abcdefgh")?.deleted).toBe(true));
    expect(await screen.findByText("2 of 3 decks, each of up to 50 cards, on your plan.")).toBeInTheDocument();
    // The place is free: the refused deck may be sent, if the person asks; nothing sends it by itself.
    expect(within(deckItem("Fourth")).getByRole("button", { name: "Save to my account" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(server.rows.get("my-deck-0-abcdefgh")).toMatchObject({ deleted: false, shareId }));
    expect(await screen.findByText("3 of 3 decks, each of up to 50 cards, on your plan.")).toBeInTheDocument();
    expect(deckItem("Team kick-off")).not.toHaveTextContent("Not saved to your account");
    expect(api.calls("PUT /api/me/decks/my-fourth-deck-1")).toHaveLength(0);
    expect(server.rows.has("my-fourth-deck-1")).toBe(false);
    expect(server.shared(shareId)?.[1].title).toBe("Team kick-off");
  });

  it("sends a refused deck when the person asks and there is room", async () => {
    const refusal = "You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100.";
    await ownDeckStore.update(TEST_USER.id, () => [
      { deckId: "my-fourth-deck-1", userId: TEST_USER.id, deck: { title: "Fourth", description: "", cards: [question("Why?")], shareId: null }, changedAt: new Date(minutesAgo(1)).toISOString(), pending: true, refusal },
    ]);
    const { server } = serverWith("One", "Two");
    renderList();
    await userEvent.click(within(await screen.findByRole("listitem", { name: "Fourth" })).getByRole("button", { name: "Save to my account" }));
    await waitFor(() => expect(server.rows.get("my-fourth-deck-1")?.title).toBe("Fourth"));
    await waitFor(() => expect(deckItem("Fourth")).not.toHaveTextContent("Not saved to your account"));
  });

  it("tells the person when their change lost to a later one on another device, and where their version is", async () => {
    const { server } = serverWith("Team plan (laptop)");
    // This device changed the deck (title, a question added) before the laptop's change reached the account.
    const madeAt = new Date(minutesAgo(40)).toISOString();
    await ownDeckStore.update(TEST_USER.id, () => [
      { deckId: "my-deck-0-abcdefgh", userId: TEST_USER.id, deck: { title: "Team plan", description: "", cards: [question("Why?"), question("What next?")], shareId: null }, changedAt: madeAt, pending: true, refusal: null },
    ]);
    renderList();
    const copyTitle = /^Team plan \(from .+\)$/;
    const copy = await screen.findByRole("listitem", { name: copyTitle });
    const copyName = within(copy).getByRole("heading").textContent!;
    expect(screen.getByText(`“Team plan (laptop)” was changed on another device after you changed it on this device. Your version is kept as “${copyName}”.`)).toBeInTheDocument();
    expect(deckItem("Team plan (laptop)")).toHaveTextContent(`Changed on another device after you changed it here. Your version is kept as “${copyName}”.`);
    expect(copy).toHaveTextContent("Your version of “Team plan” from this device, kept when “Team plan (laptop)” was changed on another device later.");
    expect(copy).toHaveTextContent("2 cards");
    await waitFor(() => expect(server.list().decks.map((d) => d.title)).toEqual(["Team plan (laptop)", copyName]));

    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText(/was changed on another device/)).not.toBeInTheDocument());
    expect(deckItem("Team plan (laptop)")).not.toHaveTextContent("Your version is kept");
    expect((await ownDeckStore.readAll(TEST_USER.id)).every((record) => !record.notice)).toBe(true);
  });

  it("still tells, with 'OK', where a version went when its copy was deleted before the notice was read", async () => {
    serverWith("Team plan (laptop)");
    await ownDeckStore.update(TEST_USER.id, () => [
      {
        deckId: "my-deck-0-abcdefgh",
        userId: TEST_USER.id,
        deck: { title: "Team plan (laptop)", description: "About Team plan (laptop)", cards: [question("Why?"), question("How?")], shareId: null },
        changedAt: new Date(minutesAgo(30)).toISOString(),
        pending: false,
        refusal: null,
        notice: { kind: "copied-to", copyId: "my-copy-deleted-01", copyTitle: "Team plan (from 27 Nov, 14:05)", madeAt: new Date(minutesAgo(50)).toISOString() },
      },
    ]);
    renderList();
    expect(await screen.findByText("“Team plan (laptop)” was changed on another device after you changed it on this device. Your version was kept as “Team plan (from 27 Nov, 14:05)”.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(deckItem("Team plan (laptop)")).not.toHaveTextContent("Your version is kept"));
  });

  it("says when a deck deleted here comes back because it was changed on another device afterwards", async () => {
    serverWith("Date night");
    await ownDeckStore.update(TEST_USER.id, () => [
      { deckId: "my-deck-0-abcdefgh", userId: TEST_USER.id, deck: null, changedAt: new Date(minutesAgo(45)).toISOString(), pending: true, refusal: null },
    ]);
    renderList();
    expect(await screen.findByText("“Date night” is back: you deleted it on this device, and it was changed on another device afterwards.")).toBeInTheDocument();
    expect(deckItem("Date night")).toHaveTextContent("Back after you deleted it here: it was changed on another device afterwards.");
  });

  it("offers the choice between two versions when there is no room for a copy: 'Keep this version' or 'Keep the other'", async () => {
    const { server, api } = serverWith("Theirs", "Two", "Three");
    const version = { title: "Mine", description: "", cards: [question("Mine?")] };
    const reason = "You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100.";
    const record = (deckId: string, title: string) => ({ deckId, userId: TEST_USER.id, deck: { title, description: `About ${title}`, cards: [question("Why?"), question("How?")], shareId: null }, changedAt: new Date(minutesAgo(30)).toISOString(), pending: false, refusal: null });
    await ownDeckStore.update(TEST_USER.id, () => [
      { ...record("my-deck-0-abcdefgh", "Theirs"), notice: { kind: "choose", version, madeAt: new Date(minutesAgo(50)).toISOString(), reason } },
      { ...record("my-deck-1-abcdefgh", "Two"), changedAt: new Date(minutesAgo(29)).toISOString() },
    ]);
    renderList();
    expect(await screen.findByText(/^“Theirs” was changed on another device after you changed it on this device, and there is no room to keep your version as a deck of its own\. You can keep 3 decks/)).toBeInTheDocument();
    const theirs = deckItem("Theirs");
    expect(theirs).toHaveTextContent("Your version from this device (");
    expect(theirs).toHaveTextContent("“Mine”, 1 card.");
    expect(within(theirs).getByRole("button", { name: "Keep this version" })).toHaveAccessibleDescription(/“Mine”, 1 card/);
    await userEvent.click(within(theirs).getByRole("button", { name: "Keep this version" }));
    await waitFor(() => expect(server.rows.get("my-deck-0-abcdefgh")?.title).toBe("Mine"));
    expect(await screen.findByRole("listitem", { name: "Mine" })).not.toHaveTextContent("Keep the other");
    expect(api.calls("PUT /api/me/decks/my-deck-0-abcdefgh")).toHaveLength(1);
  });

  it("keeps the deck as it is on 'Keep the other', and sends nothing", async () => {
    const { api } = serverWith("Theirs");
    const version = { title: "Mine", description: "", cards: [question("Mine?")] };
    await ownDeckStore.update(TEST_USER.id, () => [
      {
        deckId: "my-deck-0-abcdefgh",
        userId: TEST_USER.id,
        deck: { title: "Theirs", description: "About Theirs", cards: [question("Why?"), question("How?")], shareId: null },
        changedAt: new Date(minutesAgo(30)).toISOString(),
        pending: false,
        refusal: null,
        notice: { kind: "choose", version, madeAt: new Date(minutesAgo(50)).toISOString(), reason: "You can keep 3 decks on your plan." },
      },
    ]);
    renderList();
    await userEvent.click(within(await screen.findByRole("listitem", { name: "Theirs" })).getByRole("button", { name: "Keep the other" }));
    await waitFor(() => expect(deckItem("Theirs")).not.toHaveTextContent("Keep this version"));
    expect(screen.queryByText(/no room to keep your version/)).not.toBeInTheDocument();
    expect(api.calls("PUT /api/me/decks/my-deck-0-abcdefgh")).toHaveLength(0);
    expect((await ownDeckStore.readAll(TEST_USER.id))[0].notice ?? null).toBeNull();
  });

  it("sends a visitor to sign in first", async () => {
    localStorage.clear();
    mockApi({});
    renderList();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/signin"));
  });
});
