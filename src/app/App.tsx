import type { ComponentType, ReactNode } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { theme } from "../theme/theme";
import { AuthProvider } from "../features/auth";
import { Layout } from "./Layout";
import { appRoutes } from "./routes";
import { languageOfPath } from "../../shared/languages";

export { preloadRoute } from "./routes";

/**
 * Moves render at once, not as transitions: a page whose chunk is still loading shows the
 * Suspense fallback (the spec's top-right spinner) instead of the old page under the new address.
 */
function PageRouter({ children }: { children: ReactNode }) {
  // The address's language prefix (/de, /fr, /es) is the router's basename: every route and link
  // is written as the English one, and stays in the page's language (shared/languages.ts).
  return (
    <BrowserRouter basename={languageOfPath(window.location.pathname).basename} useTransitions={false}>
      {children}
    </BrowserRouter>
  );
}

/** The whole app inside a router: BrowserRouter in the page, StaticRouter when prerendering. */
export function App({ Router = PageRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <ThemeProvider theme={theme}>
      <AuthProvider>
        <Router>
          <Routes>
            <Route element={<Layout />}>
              {appRoutes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Route>
          </Routes>
        </Router>
      </AuthProvider>
    </ThemeProvider>
  );
}
