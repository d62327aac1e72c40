import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/theme/theme";
import { AuthProvider } from "../../src/features/auth";
import type { DeckSummary } from "../../shared/api-types";

/** Shows where the router is, so tests can assert navigation the way a user would see it. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** `state`: the navigation state the page was opened with (what a Link or navigate() handed over). */
export function renderPage(
  ui: ReactElement,
  { path = "/", route = "*", state }: { path?: string; route?: string; state?: unknown } = {},
) {
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider>
        <MemoryRouter initialEntries={[state === undefined ? path : { ...splitPath(path), state }]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </ThemeProvider>,
  );
}

function splitPath(path: string) {
  const url = new URL(path, "http://localhost");
  return { pathname: url.pathname, search: url.search };
}

export function makeDeck(deckId: string, isPremium: boolean, overrides: Partial<DeckSummary> = {}): DeckSummary {
  return {
    deckId,
    title: deckId,
    description: "A deck for tests.",
    isPremium,
    cardCount: 40,
    category: "teams",
    coverColor: "#14213D",
    ...overrides,
  };
}
