import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";
import {
  CARD_ROUTE,
  CHECKOUT_CANCEL_ROUTE,
  CHECKOUT_START_ROUTE,
  CHECKOUT_SUCCESS_ROUTE,
  DECK_ROUTE,
  EDIT_DECK_ROUTE,
  JOIN_CODE_ROUTE,
  JOIN_ROUTE,
  MY_DECKS_URL,
  NEW_DECK_URL,
  OWN_DECK_CARD_ROUTE,
  OWN_DECK_ROUTE,
  PAYWALL_ROUTE,
  ROOM_ROUTE,
  SAVED_CARD_ROUTE,
  SHARED_CARD_ROUTE,
  SHARED_DECK_ROUTE,
  TABLE_ROUTE,
} from "../lib/app-urls";
import { lazyPage, type LazyPage } from "./lazy-page";
import { languageOfPath } from "../../shared/languages";

/**
 * Every route and the source file of the page it shows. The file is also the page's key in vite's
 * manifest: the prerender lists each prerendered page's chunks from it (src/page-chunks.ts).
 */
const routeTable = [
  { path: "/", module: "src/features/landing/LandingPage.tsx" },
  { path: "/decks", module: "src/features/decks/DecksPage.tsx" },
  { path: DECK_ROUTE, module: "src/features/viewer/DeckViewerPage.tsx" },
  { path: CARD_ROUTE, module: "src/features/viewer/DeckViewerPage.tsx" },
  { path: "/pricing", module: "src/features/pricing/PricingPage.tsx" },
  { path: "/signin", module: "src/features/auth/SignInPage.tsx" },
  { path: "/signup", module: "src/features/auth/SignUpPage.tsx" },
  { path: "/reset-password", module: "src/features/auth/ResetPasswordPage.tsx" },
  { path: "/auth-callback", module: "src/features/auth/AuthCallbackPage.tsx" },
  { path: "/profile", module: "src/features/profile/ProfilePage.tsx" },
  { path: "/saved", module: "src/features/saved-cards/SavedPage.tsx" },
  { path: SAVED_CARD_ROUTE, module: "src/features/viewer/SavedCardsPlayPage.tsx" },
  { path: MY_DECKS_URL, module: "src/features/own-decks/MyDecksPage.tsx" },
  { path: NEW_DECK_URL, module: "src/features/own-decks/OwnDeckEditorPage.tsx" },
  { path: EDIT_DECK_ROUTE, module: "src/features/own-decks/OwnDeckEditorPage.tsx" },
  { path: OWN_DECK_ROUTE, module: "src/features/deck-play/OwnDeckPlayPage.tsx" },
  { path: OWN_DECK_CARD_ROUTE, module: "src/features/deck-play/OwnDeckPlayPage.tsx" },
  { path: SHARED_DECK_ROUTE, module: "src/features/deck-play/SharedDeckPage.tsx" },
  { path: SHARED_CARD_ROUTE, module: "src/features/deck-play/SharedDeckPage.tsx" },
  { path: TABLE_ROUTE, module: "src/features/table/TablePage.tsx" },
  { path: JOIN_ROUTE, module: "src/features/rooms/JoinPage.tsx" },
  { path: JOIN_CODE_ROUTE, module: "src/features/rooms/JoinPage.tsx" },
  { path: ROOM_ROUTE, module: "src/features/rooms/RoomPage.tsx" },
  { path: PAYWALL_ROUTE, module: "src/features/paywall/PaywallPage.tsx" },
  { path: CHECKOUT_START_ROUTE, module: "src/features/billing/CheckoutStartPage.tsx" },
  { path: CHECKOUT_SUCCESS_ROUTE, module: "src/features/billing/CheckoutSuccessPage.tsx" },
  { path: CHECKOUT_CANCEL_ROUTE, module: "src/features/billing/CheckoutCancelPage.tsx" },
  { path: "/about", module: "src/features/info/AboutPage.tsx" },
  { path: "/faq", module: "src/features/info/FaqPage.tsx" },
  { path: "/feedback", module: "src/features/info/FeedbackPage.tsx" },
  { path: "/terms", module: "src/features/info/TermsPage.tsx" },
  { path: "/privacy-policy", module: "src/features/info/PrivacyPolicyPage.tsx" },
  { path: "/cookie-policy", module: "src/features/info/CookiePolicyPage.tsx" },
  { path: "*", module: "src/app/NotFoundPage.tsx" },
];

// One chunk per page: a visitor downloads only the pages they open. Keyed "/src/…". A pattern, not
// a list: the table above is the one place a page's file is named.
const pageLoaders = import.meta.glob<{ default: ComponentType }>(["/src/features/*/*Page.tsx", "/src/app/*Page.tsx"]);

// One lazy page per file, so moving between routes that show the same page (a deck and one of its
// cards) keeps it mounted.
const lazyPages = new Map<string, LazyPage>();
function pageIn(path: string, module: string): LazyPage {
  const load = pageLoaders[`/${module}`];
  if (!load) throw new Error(`src/app/routes.tsx: the route ${path} shows ${module}, which is not a page module it loads`);
  if (!lazyPages.has(module)) lazyPages.set(module, lazyPage(load));
  return lazyPages.get(module)!;
}

export const appRoutes = routeTable.map(({ path, module }) => ({ path, module, Page: pageIn(path, module) }));

/** The first route that matches a path (in any language: /de/decks is /decks), else the catch-all. */
function routeFor(pathname: string) {
  const { path: appPath } = languageOfPath(pathname);
  return appRoutes.find(({ path }) => path !== "*" && matchPath(path, appPath)) ?? appRoutes[appRoutes.length - 1];
}

/** The source file of the page that a path shows. */
export function pageModuleFor(pathname: string): string {
  return routeFor(pathname).module;
}

/** Fetches the page's chunk for a path; resolves once it is there (or has failed). */
export function preloadRoute(pathname: string): Promise<void> {
  return routeFor(pathname).Page.preload();
}
