import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { OwnDeckCard } from "../../../shared/own-decks";
import { mockApi, setOnline } from "../../../tests/support/api-mock";
import { fakeOwnDecksServer } from "../../../tests/support/fake-own-decks-server";
import { ownDecksTestHooks } from "../../../tests/support/own-decks-test";
import { renderPage } from "../../../tests/support/render-page";
import { TEST_USER } from "../../../tests/support/signed-in";
import OwnDeckEditorPage from "./OwnDeckEditorPage";
import { ownDeckStore } from "./own-deck-store";

function serverWith(decks = 0) {
  const server = fakeOwnDecksServer();
  for (let i = 0; i < decks; i++) server.write(`my-server-deck-${i}`, { title: `Deck ${i}`, description: "", cards: [] }, Date.now() - 60_000);
  const api = mockApi({ ...server.routes(), "GET /api/me/entitlements": { decks: [], pass: null } });
  return { server, api };
}

const renderNew = () => renderPage(<OwnDeckEditorPage />, { path: "/my-decks/new", route: "/my-decks/new" });
const renderEdit = (deckId: string) => renderPage(<OwnDeckEditorPage />, { path: `/my-decks/${deckId}/edit`, route: "/my-decks/:deckId/edit" });
const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea, select" });
const stored = () => ownDeckStore.readAll(TEST_USER.id);

async function fillNewDeck() {
  await userEvent.type(await screen.findByLabelText("Title"), "Team kick-off");
  await userEvent.type(field("Question 1"), "What do you hope we build?");
}

ownDecksTestHooks({ signedIn: true });

describe("the deck editor", () => {
  it("has a title, a description and a first question with its follow-up and level", async () => {
    serverWith();
    renderNew();
    expect(await screen.findByRole("heading", { level: 1, name: "New deck" })).toBeInTheDocument();
    expect(field("Title")).toHaveValue("");
    expect(field("Description")).toHaveValue("");
    const first = screen.getByRole("group", { name: "Question 1" });
    expect(within(first).getByLabelText("Question 1")).toHaveValue("");
    expect(within(first).getByLabelText("Follow-up 1")).toHaveValue("");
    expect(within(within(first).getByLabelText("Level 1")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Light", "Personal", "Deep"]);
    expect(within(first).getByRole("button", { name: "Move up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save deck" })).toBeInTheDocument();
  });

  it("says what is wrong before saving, in checkOwnDeck's words, and keeps nothing half-made", async () => {
    const { api } = serverWith();
    renderNew();
    await userEvent.type(await screen.findByLabelText("Title"), "Kick-off");
    await userEvent.click(screen.getByRole("button", { name: "Save deck" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Question 1 is required.");
    await userEvent.clear(field("Title"));
    await userEvent.type(field("Question 1"), "Why?");
    await userEvent.click(screen.getByRole("button", { name: "Save deck" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Title is required."));
    expect(await stored()).toEqual([]);
    expect(api.seen.filter((r) => r.method === "PUT")).toHaveLength(0);
  });

  it("adds questions and moves them with 'Move up' and 'Move down', the keyboard staying on the moved question", async () => {
    serverWith();
    renderNew();
    await fillNewDeck();
    await userEvent.click(screen.getByRole("button", { name: "Add question" }));
    expect(field("Question 2")).toHaveFocus();
    await userEvent.keyboard("What worries you?");
    await userEvent.type(field("Follow-up 2"), "Say more");
    await userEvent.selectOptions(field("Level 2"), "Deep");

    await userEvent.click(within(screen.getByRole("group", { name: "Question 2" })).getByRole("button", { name: "Move up" }));
    expect(field("Question 1")).toHaveValue("What worries you?");
    expect(field("Follow-up 1")).toHaveValue("Say more");
    expect(field("Level 1")).toHaveValue("3");
    expect(field("Question 2")).toHaveValue("What do you hope we build?");
    // At the top it can move up no further: the keyboard goes to its 'Move down'.
    expect(within(screen.getByRole("group", { name: "Question 1" })).getByRole("button", { name: "Move down" })).toHaveFocus();
    expect(screen.getByText("Question 2 moved to position 1 of 2.")).toBeInTheDocument();

    await userEvent.keyboard("{Enter}");
    expect(field("Question 2")).toHaveValue("What worries you?");
    expect(within(screen.getByRole("group", { name: "Question 2" })).getByRole("button", { name: "Move up" })).toHaveFocus();
  });

  it("saves on the device and with the account, the text trimmed, and goes back to My Decks", async () => {
    const { server, api } = serverWith();
    renderNew();
    await fillNewDeck();
    await userEvent.type(field("Description"), "  For the first day  ");
    await userEvent.selectOptions(field("Level 1"), "Personal");
    await userEvent.click(screen.getByRole("button", { name: "Save deck" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/my-decks$/));
    const [put] = api.seen.filter((r) => r.method === "PUT");
    expect(put.path).toMatch(/^\/api\/me\/decks\/my-[a-z0-9]{16}$/);
    expect(put.body).toMatchObject({ title: "Team kick-off", description: "For the first day", cards: [{ kind: "question", question: "What do you hope we build?", followUp: null, intensity: 2 }] });
    expect(server.list().decks.map((d) => d.title)).toEqual(["Team kick-off"]);
    expect((await stored()).map((r) => [r.deck?.title, r.pending])).toEqual([["Team kick-off", false]]);
  });

  it("starts a deck with the card 'Add to my deck' was pressed on ('New deck' there)", async () => {
    const { server } = serverWith();
    const gather = { cardId: "family-abcde", question: "Which smell takes you back?", followUp: null, intensity: 1, deckId: "family", deckTitle: "Family Stories", coverColor: "#8A4B14", position: 3, isPremium: false };
    renderPage(<OwnDeckEditorPage />, { path: "/my-decks/new", route: "/my-decks/new", state: { gather } });
    const first = await screen.findByRole("group", { name: "Question 1" });
    expect(first).toHaveTextContent("Which smell takes you back?");
    expect(first).toHaveTextContent("From Family Stories");
    await userEvent.type(field("Title"), "Workshop plan");
    await userEvent.click(screen.getByRole("button", { name: "Save deck" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/my-decks$/));
    const [saved] = [...server.rows.values()];
    expect(saved).toMatchObject({ title: "Workshop plan", cards: [{ kind: "card", cardId: "family-abcde" }] });
  });

  it("saves offline on the device at once, to be synced later", async () => {
    const { api } = serverWith();
    setOnline(false);
    renderNew();
    await fillNewDeck();
    await userEvent.click(screen.getByRole("button", { name: "Save deck" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/my-decks$/));
    expect(JSON.parse(screen.getByTestId("location").dataset.state ?? "null")).toEqual({ flash: expect.stringMatching(/^Deck saved on this device\./) });
    const [record] = await stored();
    expect(record).toMatchObject({ pending: true, deck: { title: "Team kick-off", cards: [{ question: "What do you hope we build?" }] } });
    expect(api.seen.filter((r) => r.path.startsWith("/api/me/decks"))).toHaveLength(0);
  });

  it("shows the server's message over the plan's limit and keeps the draft on the device and on the screen", async () => {
    const { server } = serverWith(3);
    renderNew();
    await fillNewDeck();
    await userEvent.click(screen.getByRole("button", { name: "Save deck" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100.");
    expect(alert).toHaveTextContent("Your deck is kept on this device");
    expect(within(alert).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByTestId("location")).toHaveTextContent("/my-decks/new");
    expect(field("Question 1")).toHaveValue("What do you hope we build?");
    const mine = (await stored()).filter((r) => !r.deckId.startsWith("my-server-deck-"));
    expect(mine.map((r) => [r.deck?.title, r.pending])).toEqual([["Team kick-off", true]]);
    expect(server.list().decks).toHaveLength(3);
  });

  it("keeps a deck over the plan's card limit on the device, saying what the limit is", async () => {
    const { server, api } = serverWith();
    const cards = Array.from({ length: 51 }, (_, i) => ({ kind: "question" as const, id: `q${i}`, question: `Q${i}?`, followUp: null, intensity: 1 as const }));
    server.write("my-long-deck-0001", { title: "Long", description: "", cards: cards.slice(0, 50) }, Date.now() - 60_000);
    renderEdit("my-long-deck-0001");
    // By text, not by role: naming every control of a 50-question editor is slow in jsdom.
    await userEvent.click(await screen.findByText("Add question"));
    await userEvent.keyboard("One too many?");
    await userEvent.click(screen.getByText("Save deck"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("A deck can hold at most 50 cards on your plan. Your deck is kept on this device");
    await waitFor(async () => expect((await stored())[0]).toMatchObject({ pending: true, refusal: "A deck can hold at most 50 cards on your plan." }));
    expect((await stored())[0].deck?.cards).toHaveLength(51);
    expect(api.calls("PUT /api/me/decks/my-long-deck-0001")).toHaveLength(1);
    expect(server.list().decks[0].cards).toHaveLength(50);
  });

  it("edits a deck, showing gathered cards as they are (a locked one by its deck) to move or remove", async () => {
    const cards: OwnDeckCard[] = [
      { kind: "question", id: "q1", question: "Mine?", followUp: "More", intensity: 3 },
      { kind: "card", id: "c1", cardId: "locked-1", deckId: "future", deckTitle: "Future Us", coverColor: "#14213D", position: 7, isPremium: true, intensity: 2, locked: true },
      { kind: "card", id: "c2", cardId: "open-1", deckId: "future", deckTitle: "Future Us", coverColor: "#14213D", position: 7, isPremium: true, intensity: 2, locked: false, question: "Card open-1?", followUp: null },
    ];
    const { server, api } = serverWith();
    server.write("my-edited-deck-01", { title: "Plan", description: "A plan", cards }, Date.now() - 60_000);
    renderEdit("my-edited-deck-01");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit deck" })).toBeInTheDocument();
    expect(field("Title")).toHaveValue("Plan");
    expect(field("Follow-up 1")).toHaveValue("More");
    const locked = screen.getByRole("group", { name: "Question 2" });
    expect(locked).toHaveTextContent("Locked card from Future Us");
    expect(within(locked).queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Question 3" })).toHaveTextContent("Card open-1?");
    await userEvent.click(within(locked).getByRole("button", { name: "Remove" }));
    await userEvent.click(within(screen.getByRole("group", { name: "Question 2" })).getByRole("button", { name: "Move up" }));
    await userEvent.click(screen.getByRole("button", { name: "Save deck" }));
    await waitFor(() => expect(api.calls("PUT /api/me/decks/my-edited-deck-01")).toHaveLength(1));
    expect((api.calls("PUT /api/me/decks/my-edited-deck-01")[0].body as { cards: unknown }).cards).toEqual([
      { kind: "card", id: "c2", cardId: "open-1" },
      { kind: "question", id: "q1", question: "Mine?", followUp: "More", intensity: 3 },
    ]);
  });

  it("asks before 'Back to My Decks' drops changes not saved: 'Keep editing' keeps them, 'Discard' leaves", async () => {
    const { server } = serverWith();
    server.write("my-edited-deck-01", { title: "Plan", description: "", cards: [{ kind: "question", id: "q1", question: "Why?", followUp: null, intensity: 1 }] }, Date.now() - 60_000);
    renderEdit("my-edited-deck-01");
    await userEvent.type(await screen.findByLabelText("Title"), " for Friday");
    await userEvent.click(screen.getByRole("link", { name: "Back to My Decks" }));
    const asking = await screen.findByRole("dialog", { name: "Discard changes?" });
    expect(screen.getByTestId("location")).toHaveTextContent("/my-decks/my-edited-deck-01/edit");
    await userEvent.click(within(asking).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(field("Title")).toHaveValue("Plan for Friday");

    await userEvent.click(screen.getByRole("link", { name: "Back to My Decks" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Discard changes?" })).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/my-decks$/));
    expect(server.rows.get("my-edited-deck-01")?.title).toBe("Plan");
  });

  it("asks before the browser's Back drops changes not saved, and a reload or closing the tab asks too", async () => {
    serverWith();
    renderNew();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText("Title");
    expect(unload()).toBe(false);
    await fillNewDeck();
    expect(unload()).toBe(true);
    window.history.back();
    const asking = await screen.findByRole("dialog", { name: "Discard changes?" });
    await userEvent.click(within(asking).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(field("Title")).toHaveValue("Team kick-off");
    // Asked again on the next Back: the editor's entry is back in place.
    window.history.back();
    expect(await screen.findByRole("dialog", { name: "Discard changes?" })).toBeInTheDocument();
  });

  it("says before anything is written that a new deck is over the plan's limit of decks", async () => {
    serverWith(3);
    renderNew();
    expect(await screen.findByText("You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100. This deck would be kept on this device only.")).toBeInTheDocument();
  });

  it("shows on the deck what this device has to tell about it", async () => {
    const { server } = serverWith();
    server.write("my-edited-deck-01", { title: "Team plan (laptop)", description: "", cards: [] }, Date.now() - 60_000);
    await ownDeckStore.update(TEST_USER.id, () => [
      {
        deckId: "my-edited-deck-01",
        userId: TEST_USER.id,
        deck: { title: "Team plan (laptop)", description: "", cards: [], shareId: null },
        changedAt: new Date(Date.now() - 60_000).toISOString(),
        pending: false,
        refusal: null,
        notice: { kind: "copied-to", copyId: "my-copy-abcdefgh", copyTitle: "Team plan (from 27 Nov, 14:05)", madeAt: new Date(Date.now() - 120_000).toISOString() },
      },
    ]);
    renderEdit("my-edited-deck-01");
    expect(await screen.findByText("Changed on another device after you changed it here. Your version is kept as “Team plan (from 27 Nov, 14:05)”.")).toBeInTheDocument();
  });

  it("says so when the deck is on neither the device nor the server", async () => {
    serverWith();
    renderEdit("my-nowhere-deck-01");
    expect(await screen.findByRole("heading", { level: 1, name: "Deck not found" })).toBeInTheDocument();
  });
});
