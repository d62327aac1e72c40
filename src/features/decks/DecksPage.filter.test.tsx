// The deck list narrowed by kind (kept in the address) and by a word (spec: "Deck list"), and the
// prerendered page hydrating with either in its address.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/support/api-mock";
import { makeDeck } from "../../../tests/support/render-page";
import { deviceDb } from "../../lib/device-db";
import { startHydrating, useHydrated } from "../../lib/useHydrated";
import { theme } from "../../theme/theme";
import { AuthProvider } from "../auth";
import DecksPage from "./DecksPage";

const decks = [
  makeDeck("leadership", true, { title: "Leading Out Loud", category: "teams", description: "For managers and team leads." }),
  makeDeck("couples", false, { title: "Us Two", category: "relationships", description: "For couples." }),
  makeDeck("retro", false, { title: "Looking Back Together", category: "teams", description: "For teams closing a sprint." }),
  makeDeck("long-distance", true, { title: "Across the Miles", category: "relationships", description: "For partners living apart." }),
  makeDeck("cafe", false, { title: "Café Conversations", category: "self-discovery", description: "Questions à la carte." }),
  makeDeck("kickoff", false, { title: "Team Kick-off", category: "teams", description: "For new teams." }),
  makeDeck("values", false, { title: "What Matters Most", category: "self-discovery", description: "For anyone." }),
];
/** Free first, then by title (spec). */
const ALL = ["Café Conversations", "Looking Back Together", "Team Kick-off", "Us Two", "What Matters Most", "Across the Miles", "Leading Out Loud"];
const TEAMS = ["Looking Back Together", "Team Kick-off", "Leading Out Loud"];

/** Where the router is (once alive: the build drew none), and the browser's Back. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <>
      <p data-testid="location">{hydrated && `${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function App({ path }: { path: string }) {
  return (
    <ThemeProvider theme={theme}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/decks" element={<DecksPage />} />
            <Route path="*" element={<h1>Another page</h1>} />
          </Routes>
          <Browser />
        </MemoryRouter>
      </AuthProvider>
    </ThemeProvider>
  );
}

/** The decks' titles once some are shown. A file's first render loads React and the styles: seconds on a busy machine. */
const shown = async () => (await screen.findAllByRole("heading", { level: 2 }, { timeout: 12_000 }).catch(() => [])).map((h) => h.textContent);
const shownNow = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);
const kind = (name: string) => within(screen.getByRole("group", { name: "Kind of deck" })).getByRole("radio", { name });
const searchBox = () => screen.getByRole("searchbox", { name: "Search decks" });
const address = () => screen.getByTestId("location").textContent;

beforeEach(async () => {
  await deviceDb.clearAll();
  mockApi({ "GET /api/decks": decks });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path = "/decks") {
  render(<App path={path} />);
  expect(await shown()).not.toEqual([]);
}

describe("the kind of deck", () => {
  it("offers All, Relationships, Teams and Self-discovery as radio buttons, All chosen", async () => {
    await open();
    const radios = within(screen.getByRole("group", { name: "Kind of deck" })).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["All", "Relationships", "Teams", "Self-discovery"]);
    // Each one's name is exactly its visible text.
    for (const name of ["All", "Relationships", "Teams", "Self-discovery"]) expect(kind(name)).toBeInTheDocument();
    expect(kind("All")).toBeChecked();
    expect(shownNow()).toEqual(ALL);
  });

  it("'Teams' shows only the team decks, free first then by title, and says so in the address", async () => {
    await open();
    await userEvent.click(kind("Teams"));
    expect(kind("Teams")).toBeChecked();
    expect(shownNow()).toEqual(TEAMS);
    expect(address()).toBe("/decks?kind=teams");
    await userEvent.click(kind("Self-discovery"));
    expect(shownNow()).toEqual(["Café Conversations", "What Matters Most"]);
    expect(address()).toBe("/decks?kind=self-discovery");
    await userEvent.click(kind("All"));
    expect(shownNow()).toEqual(ALL);
    expect(address()).toBe("/decks");
  });

  it("makes each choice a step that Back undoes", async () => {
    await open();
    await userEvent.click(kind("Teams"));
    await userEvent.click(kind("Relationships"));
    expect(shownNow()).toEqual(["Us Two", "Across the Miles"]);
    await userEvent.click(screen.getByRole("button", { name: "Browser back" }));
    expect(address()).toBe("/decks?kind=teams");
    expect(kind("Teams")).toBeChecked();
    expect(shownNow()).toEqual(TEAMS);
    await userEvent.click(screen.getByRole("button", { name: "Browser back" }));
    expect(address()).toBe("/decks");
    expect(kind("All")).toBeChecked();
    expect(shownNow()).toEqual(ALL);
  });

  it("opens on the kind in the address, and reads an unknown kind as All", async () => {
    await open("/decks?kind=teams");
    expect(kind("Teams")).toBeChecked();
    expect(shownNow()).toEqual(TEAMS);
  });

  it("reads an unknown kind as All", async () => {
    await open("/decks?kind=games");
    expect(kind("All")).toBeChecked();
    expect(shownNow()).toEqual(ALL);
  });

  it("keeps the address's other parts when a kind is chosen", async () => {
    await open("/decks?utm_source=mail");
    await userEvent.click(kind("Teams"));
    expect(address()).toBe("/decks?utm_source=mail&kind=teams");
  });
});

describe("the search", () => {
  it("narrows the list as one types, whatever the case, accents or hyphens, without touching the address", async () => {
    await open();
    await userEvent.type(searchBox(), "long distance");
    expect(shownNow()).toEqual(["Across the Miles"]);
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), "LONG-DISTANCE");
    expect(shownNow()).toEqual(["Across the Miles"]);
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), "a la carte");
    expect(shownNow()).toEqual(["Café Conversations"]);
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), "cáfé");
    expect(shownNow()).toEqual(["Café Conversations"]);
    expect(address()).toBe("/decks");
  });

  it("keeps the spec's order within the result: free first, then by title", async () => {
    await open();
    await userEvent.type(searchBox(), "for");
    expect(shownNow()).toEqual(["Looking Back Together", "Team Kick-off", "Us Two", "What Matters Most", "Across the Miles", "Leading Out Loud"]);
  });

  it("searches within the chosen kind", async () => {
    await open("/decks?kind=teams");
    await userEvent.type(searchBox(), "for");
    expect(shownNow()).toEqual(TEAMS);
    await userEvent.click(kind("Relationships"));
    expect(searchBox()).toHaveValue("for");
    expect(shownNow()).toEqual(["Us Two", "Across the Miles"]);
  });

  it("says 'No decks match' with the word as typed, trimmed, and 'Clear search' brings every deck back", async () => {
    await open();
    await userEvent.type(searchBox(), "  Zebras ");
    expect(shownNow()).toEqual([]);
    expect(screen.getByText("No decks match 'Zebras'.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(searchBox()).toHaveValue("");
    expect(searchBox()).toHaveFocus();
    expect(shownNow()).toEqual(ALL);
    expect(screen.queryByText(/No decks match/)).not.toBeInTheDocument();
  });

  it("emptying the field (its own clear, or Escape) brings every deck back", async () => {
    await open();
    await userEvent.type(searchBox(), "miles");
    expect(shownNow()).toEqual(["Across the Miles"]);
    await userEvent.clear(searchBox());
    expect(shownNow()).toEqual(ALL);
  });

  it("asks the network for nothing", async () => {
    await open();
    const fetches = vi.mocked(fetch).mock.calls.length;
    await userEvent.type(searchBox(), "team");
    await userEvent.click(kind("Teams"));
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetches);
  });

  it("is kept when the page is opened again at the same step of history (Back from a deck)", async () => {
    await open();
    await userEvent.type(searchBox(), "miles");
    await userEvent.click(screen.getByRole("link", { name: /Across the Miles/ }));
    expect(await screen.findByRole("heading", { name: "Another page" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Browser back" }));
    expect(await screen.findByRole("searchbox", { name: "Search decks" })).toHaveValue("miles");
    // The list comes back from the device (this page carries none), narrowed at once.
    expect(await shown()).toEqual(["Across the Miles"]);
  });
});

describe("the count for screen readers", () => {
  it("is said politely once the result settles, not on every keystroke, and not on arrival", async () => {
    await open();
    const region = document.querySelector<HTMLElement>('[aria-live="polite"]')!;
    expect(region).toHaveAttribute("aria-atomic", "true");
    // Not role="status", which the page's spinner has while it loads: nothing is loading.
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(region).toHaveTextContent("");
    await userEvent.type(searchBox(), "team");
    expect(region).toHaveTextContent("");
    await waitFor(() => expect(region).toHaveTextContent(/^3 decks$/));
    await userEvent.type(searchBox(), "s closing");
    await waitFor(() => expect(region).toHaveTextContent(/^1 deck$/));
    await userEvent.type(searchBox(), "!");
    await waitFor(() => expect(region).toHaveTextContent(/^No decks match 'teams closing!'\.$/));
  });
});

describe("a prerendered page coming alive", () => {
  /** The build's page: the deck list embedded, drawn at /decks with nothing chosen. */
  function prerendered() {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = "initial-decks";
    block.textContent = JSON.stringify(decks);
    document.body.append(block);
    const container = document.createElement("div");
    // As the build draws it (no browser known), and as src/main.tsx then hydrates it.
    startHydrating();
    container.innerHTML = renderToString(<App path="/decks" />);
    document.body.append(container);
    return container;
  }
  afterEach(() => document.getElementById("initial-decks")?.remove());

  it("hydrates a ?kind= address without re-rendering the page, then shows that kind", async () => {
    const container = prerendered();
    const errors: unknown[] = [];
    expect(within(container).getAllByRole("heading", { level: 2 })).toHaveLength(ALL.length);
    await act(async () => {
      render(<App path="/decks?kind=teams" />, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    });
    await waitFor(() => expect(shownNow()).toEqual(TEAMS));
    expect(kind("Teams")).toBeChecked();
    expect(errors).toEqual([]);
  });

  it("keeps a kind chosen and a word typed before it was alive", async () => {
    const container = prerendered();
    const errors: unknown[] = [];
    within(container).getByRole("radio", { name: "Teams" }).click();
    const field = within(container).getByRole("searchbox", { name: "Search decks" }) as HTMLInputElement;
    field.value = "kick";
    await act(async () => {
      render(<App path="/decks" />, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    });
    await waitFor(() => expect(address()).toBe("/decks?kind=teams"));
    expect(searchBox()).toHaveValue("kick");
    expect(shownNow()).toEqual(["Team Kick-off"]);
    expect(errors).toEqual([]);
  });
});
