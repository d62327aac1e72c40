import type { ComponentType, ReactNode } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { theme } from "../theme/theme";
import { AuthProvider } from "../features/auth";
import { Layout } from "./Layout";
import { appRoutes } from "./routes";

export { preloadRoute } from "./routes";

/** The whole app inside a router: BrowserRouter in the page, StaticRouter when prerendering. */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
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
