import { t } from "@lingui/core/macro";
import { Suspense, useEffect, useLayoutEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { releaseEarlyClicks } from "../lib/early-clicks";
import { hydrationEnded } from "../lib/useHydrated";
import styled from "styled-components";
import { RouteSpinner, Spinner } from "../lib/ui/Spinner";
import { CookieBanner, showsCookieBanner } from "../features/consent";
import { deckPlayTracker, trackDeckPlays } from "../features/viewer/app-shell";
import { AppNotices } from "./AppNotices";
import { EntitlementsCheck } from "./EntitlementsCheck";
import { OwnDecksCheck } from "./OwnDecksCheck";
import { Footer } from "./Footer";
import { GoBackButton } from "./GoBackButton";
import { Header } from "./Header";
import { showsFooter } from "./header-appearance";
import { loadAnalyticsWhenIdle, usePageViews } from "./page-analytics";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

const Shell = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  /* Keeps the footer below the fold while a page's code loads, so nothing jumps when it arrives. */
  main { flex: 1; min-height: 100vh; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 16px;
  top: -100px;
  z-index: 2000;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.button};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  &:focus { top: 8px; }
`;

/**
 * Every page change starts at the top, is a page view, and a path that leaves the deck ends its
 * play. Analytics loads when the page is idle.
 */
function OnPathChange() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    // Not on the first render: a prerendered page may have been scrolled before it came alive.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    deckPlayTracker.pathChanged(pathname);
  }, [pathname]);
  usePageViews();
  // Before the analytics feature's pagehide beacon is set up: a play ends before it is sent.
  useEffect(() => trackDeckPlays(), []);
  useEffect(() => loadAnalyticsWhenIdle(), []);
  return null;
}

/**
 * Renders nothing. Its effect runs once the page inside the same boundary has been committed: on
 * a prerendered page, once that part is hydrated (it comes a commit after the rest), so the taps
 * held until then (lib/early-clicks) reach handlers, and what mounts from then on is known to be
 * drawn in the browser (lib/useHydrated).
 */
function PageAlive() {
  useEffect(() => {
    hydrationEnded();
    releaseEarlyClicks();
  }, []);
  return null;
}

export function Layout() {
  const { pathname } = useLocation();
  return (
    <Shell>
      <OnPathChange />
      <EntitlementsCheck />
      <OwnDecksCheck />
      <SkipLink href="#main">{t`Skip to content`}</SkipLink>
      <Header />
      <AppNotices />
      <GoBackButton />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense
            fallback={
              <RouteSpinner>
                <Spinner size={24} label={t`Loading page`} />
              </RouteSpinner>
            }
          >
            <Outlet />
            <PageAlive />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {showsFooter(pathname) && <Footer />}
      {showsCookieBanner(pathname) && <CookieBanner />}
    </Shell>
  );
}
