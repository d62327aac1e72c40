/** Spec: the header recomputes on scroll, debounced 4 ms, with a 64 px threshold. */
export const HEADER_SCROLL_DEBOUNCE_MS = 4;
const HERO_THRESHOLD_PX = 64;

/** Pages with a hero the header floats over while the hero is in view. */
const HERO_PATHS = new Set(["/", "/faq"]);
/** Pages on a dark background: the header is always transparent there (both viewer addresses too). */
const ALWAYS_TRANSPARENT = new Set(["/decks", "/pricing", "/feedback", "/profile", "/saved", "/my-decks", "/join"]);

function isAlwaysTransparent(pathname: string): boolean {
  return (
    ALWAYS_TRANSPARENT.has(pathname) ||
    pathname.startsWith("/deck/") ||
    pathname.startsWith("/decks/") ||
    pathname.startsWith("/saved/") ||
    pathname.startsWith("/my-decks/") ||
    // A live room: joining it and the room itself are dark pages too.
    pathname.startsWith("/join/") ||
    pathname.startsWith("/room/")
  );
}

export function hasHero(pathname: string): boolean {
  return HERO_PATHS.has(pathname);
}

/** Over the hero while the scroll position has not come within 64 px of the hero's bottom. */
export function isOverHero(scrollY: number, heroBottom: number, threshold = HERO_THRESHOLD_PX): boolean {
  return scrollY < heroBottom - threshold;
}

export function isHeaderTransparent(pathname: string, overHero: boolean): boolean {
  return isAlwaysTransparent(pathname) || (hasHero(pathname) && overHero);
}

/**
 * How the header looks: the spec's transparent bar while the dark page's top is behind it, a
 * translucent dark bar (still white text) once the page scrolls under it, so that cards, titles
 * and white panels never show through the logo and links; else the translucent white bar.
 */
export function headerLook(pathname: string, overHero: boolean, scrolled: boolean): "transparent" | "dark" | "light" {
  if (!isHeaderTransparent(pathname, overHero)) return "light";
  return scrolled && !hasHero(pathname) ? "dark" : "transparent";
}

/** Spec: the go-back button is dark on the light reading pages, white elsewhere. */
const DARK_BACK_BUTTON = new Set(["/about", "/terms", "/privacy-policy", "/cookie-policy"]);
export function backButtonTone(pathname: string): "dark" | "light" {
  return DARK_BACK_BUTTON.has(pathname) ? "dark" : "light";
}

/** A live room's own screen (a projector's, a participant's phone): the screen and nothing under it, no footer. */
export function showsFooter(pathname: string): boolean {
  return !pathname.startsWith("/room/");
}
