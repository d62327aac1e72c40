import { theme } from "./theme.ts";

/**
 * The page-wide rules. They are written into index.html at build time (vite.config.ts), so every
 * page, prerendered or not, has them before the first paint. They are not a styled-components
 * global style: that re-inserts its rules when the app mounts, which makes the browser restyle and
 * lay out the whole page once more while it comes alive.
 */
export const globalCss = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${theme.fonts.body};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
}
/* A word longer than the line (German makes them) breaks, hyphenated in the page's language, rather than widening the page. */
h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 0.5em; overflow-wrap: break-word; hyphens: auto; }
p { margin: 0 0 1em; }
a { color: ${theme.colors.secondary}; }
button, input, textarea, select { font: inherit; }
img, svg { display: block; max-width: 100%; }
:focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`.replace(/\n\s*/g, " ").trim();
