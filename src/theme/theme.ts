import { themeColors } from "./colors.ts";

/** Breakpoints (px): "small" is the header/footer mobile cut, "medium" the card and landing one. */
const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** The CSS variable holding the height of the app's notices under the header (src/app/AppNotices.tsx). */
export const NOTICES_SPACE = "--app-notices-space";

export const theme = {
  colors: themeColors,
  radii: { button: "8px", card: "24px", base: "12px" },
  fonts: {
    body: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  shadows: {
    card: "0 12px 32px rgba(20, 33, 61, 0.18)",
    raised: "0 4px 14px rgba(20, 33, 61, 0.12)",
  },
  headerHeight: "64px",
  /** Where a page's content may start: below the fixed header and any notice floating under it. */
  contentTop: `calc(64px + var(${NOTICES_SPACE}, 0px))`,
  breakpoints,
  /** Media queries: `${theme.below.sm}` means "smaller than the small breakpoint". */
  below: {
    sm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
    md: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  },
  above: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
  },
  /** Dark page background used where the header sits transparent over the page. */
  darkBackground: `linear-gradient(160deg, ${themeColors.primary} 0%, #16325C 55%, ${themeColors.secondary} 130%)`,
} as const;

export type AppTheme = typeof theme;
