import { matchPath } from "react-router-dom";
import { CARD_ROUTE, DECK_ROUTE } from "../lib/app-urls";
import { lazyPage } from "./lazy-page";

// One chunk per route: a visitor downloads only the pages they open.
const LandingPage = lazyPage(() => import("../features/landing/LandingPage"));
const DecksPage = lazyPage(() => import("../features/decks/DecksPage"));
const DeckViewerPage = lazyPage(() => import("../features/viewer/DeckViewerPage"));
const PricingPage = lazyPage(() => import("../features/pricing/PricingPage"));
const SignInPage = lazyPage(() => import("../features/auth/SignInPage"));
const SignUpPage = lazyPage(() => import("../features/auth/SignUpPage"));
const ResetPasswordPage = lazyPage(() => import("../features/auth/ResetPasswordPage"));
const AuthCallbackPage = lazyPage(() => import("../features/auth/AuthCallbackPage"));
const ProfilePage = lazyPage(() => import("../features/auth/ProfilePage"));
const PaywallPage = lazyPage(() => import("../features/paywall/PaywallPage"));
const AboutPage = lazyPage(() => import("../features/info/AboutPage"));
const FaqPage = lazyPage(() => import("../features/info/FaqPage"));
const FeedbackPage = lazyPage(() => import("../features/info/FeedbackPage"));
const TermsPage = lazyPage(() => import("../features/info/TermsPage"));
const PrivacyPolicyPage = lazyPage(() => import("../features/info/PrivacyPolicyPage"));
const CookiePolicyPage = lazyPage(() => import("../features/info/CookiePolicyPage"));
const NotFoundPage = lazyPage(() => import("./NotFoundPage"));

export const appRoutes = [
  { path: "/", Page: LandingPage },
  { path: "/decks", Page: DecksPage },
  { path: DECK_ROUTE, Page: DeckViewerPage },
  { path: CARD_ROUTE, Page: DeckViewerPage },
  { path: "/pricing", Page: PricingPage },
  { path: "/signin", Page: SignInPage },
  { path: "/signup", Page: SignUpPage },
  { path: "/reset-password", Page: ResetPasswordPage },
  { path: "/auth-callback", Page: AuthCallbackPage },
  { path: "/profile", Page: ProfilePage },
  { path: "/paywall", Page: PaywallPage },
  { path: "/about", Page: AboutPage },
  { path: "/faq", Page: FaqPage },
  { path: "/feedback", Page: FeedbackPage },
  { path: "/terms", Page: TermsPage },
  { path: "/privacy-policy", Page: PrivacyPolicyPage },
  { path: "/cookie-policy", Page: CookiePolicyPage },
  { path: "*", Page: NotFoundPage },
];

/** Starts loading the page chunk for a path before React asks for it. */
/** Fetches the page's chunk for a path; resolves once it is there (or has failed). */
export function preloadRoute(pathname: string): Promise<void> {
  const route = appRoutes.find(({ path }) => path !== "*" && matchPath(path, pathname));
  return (route ?? appRoutes[appRoutes.length - 1]).Page.preload();
}

/** Spec: the cookie banner shows on the landing page, the deck pages and pricing. */
export function showsCookieBanner(pathname: string): boolean {
  return (
    pathname === "/" ||
    pathname === "/decks" ||
    pathname === "/pricing" ||
    pathname.startsWith("/deck/") ||
    pathname.startsWith("/decks/")
  );
}
