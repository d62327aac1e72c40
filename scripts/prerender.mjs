// A step of `vite build` (build/finish-build.ts runs it, with tsx, to read the deck content
// files, once the page bundle is in dist/ and before the service worker is built): renders the
// public pages and the free decks to HTML (see src/entry-prerender.tsx) and writes
// dist/prerendered/<page>.html, which the server sends for those paths on a first visit and the
// service worker precaches and answers them with later.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, root, run } from "./lib.mjs";

const out = path.join(root, "node_modules", ".cache", "spark-prerender");
rmSync(out, { recursive: true, force: true });
run(bin("vite"), ["build", "--ssr", "src/entry-prerender.tsx", "--outDir", out, "--logLevel", "warn"], {
  env: { ...process.env, SPARK_PRERENDER: "1" },
});

// Built just now from src/entry-prerender.tsx, and untyped here: the callbacks below name their types.
const { LANGUAGES, PRERENDER_PATHS, deckUrl, pageChunks, pageHead, pathInLanguage, renderCardTemplate, renderPath, renderTableTemplates } = await import(path.join(out, "entry-prerender.js"));
// The decks as the API serves them to a visitor: the same content files the server seeds from.
const { loadDeckContent } = await import("../server/content/deck-content.ts");
const { deckInLanguage } = await import("../server/content/deck-texts.ts");
const { deckList, freeDeckWithCards } = await import("../server/decks/visitor-view.ts");
const content = loadDeckContent();
/** Each language's deck list, as `GET /api/decks?lang=` answers it. @type {Record<string, unknown[]>} */
const decksIn = Object.fromEntries(LANGUAGES.map((/** @type {import("../shared/languages").Language} */ language) => [language, deckList(content.map((deck) => deckInLanguage(deck, language)), language)]));
const freeDecks = content.filter((deck) => !deck.isPremium);
// Every page in every language: /decks, /de/decks, /fr/decks, /es/decks (shared/languages.ts); a
// free deck's page with its cards in the page's language.
const englishPages = [
  ...PRERENDER_PATHS.map((/** @type {string} */ pagePath) => ({ pagePath, deck: null })),
  ...freeDecks.map((deck) => ({ pagePath: deckUrl(deck.deckId), deck })),
];
const pages = LANGUAGES.flatMap((/** @type {import("../shared/languages").Language} */ language) =>
  englishPages.map(({ pagePath, deck }) => ({
    pagePath: pathInLanguage(pagePath, language),
    englishPath: pagePath,
    language,
    deck: deck && freeDeckWithCards(deckInLanguage(deck, language)),
  })),
);
// The app's one stylesheet is the font faces: inline it, so no request blocks the first paint, and
// preload the Latin face, so the text is drawn in it from the start. A face that is not there in
// time for the first paint is not swapped in later (`font-display: optional` instead of the
// package's `swap`): on a slow phone's first visit the swap came after the first paint, and laying
// the whole page out again in the new face was a long task of its own (112 ms at 4x CPU on the deck
// page). The face is then in the cache, so every later page has it from the start. The link stays, as print-only: Vite's loader for lazy
// chunks adds a chunk's stylesheet unless a link to it is in the page, and a second copy of the
// @font-face rules would make the browser lay the whole page out again.
let fontPreload = "";
const template = readFileSync(path.join(root, "dist", "index.html"), "utf8").replace(
  /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
  (_, href) => {
    const css = readFileSync(path.join(root, "dist", href), "utf8").replaceAll("font-display:swap", "font-display:optional");
    if (!css.includes("font-display:optional")) throw new Error(`${href}: no font-display to make optional`);
    const latin = css.match(/url\((\/assets\/inter-latin-wght-normal-[^)]+\.woff2)\)/);
    if (latin) fontPreload = `<link rel="preload" href="${latin[1]}" as="font" type="font/woff2" crossorigin>`;
    return `${fontPreload}<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" media="print">`;
  },
);
if (!fontPreload) throw new Error("dist/index.html has no font stylesheet to inline");
// The chunks each page loads as it comes alive, as modulepreload links: they download while the
// HTML is read, not one after another as each chunk is found to need the next; and vite's loader
// has no links left to add (adding them cost the first render 10-50 ms of main thread on a slow
// phone). Low priority: the page is already drawn, so the HTML's own font and script go first.
const manifestFile = path.join(root, "dist", ".vite", "manifest.json");
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
rmSync(path.dirname(manifestFile), { recursive: true, force: true }); // not for the browser
const { ORIGIN_MARK, PAGE_PARTS_FILE, WORKER_PAGES_DIR, joinPage, prerenderedFile, splitPage, workerPageFile } = await import("../shared/prerendered-pages.ts");
const { languageOfPath } = await import("../shared/languages.ts");
mkdirSync(path.join(root, "dist", WORKER_PAGES_DIR), { recursive: true });
// The worker's copies of the pages leave their stylesheets here, each once (shared/prerendered-pages.ts).
/** @type {string[]} */
const parts = [];
/** The worker's copy of a page, checked to make the page again. @param {string} page */
const workerCopy = (page) => {
  const copy = splitPage(page, parts);
  if (joinPage(copy, parts) !== page) throw new Error("A prerendered page's copy for the worker does not make the page again");
  return copy;
};

// The shell's links to React DOM's and the app's chunks (vite.config.ts, marked data-startup) make
// way for the page's own list, which has them too, at low priority.
const STARTUP_LINKS = /<link [^>]*data-startup[^>]*>\s*/g;
/** The page's address in every language, and English's as x-default; its own as canonical. @param {string} englishPath @param {string} pagePath */
const languageLinks = (englishPath, pagePath) => {
  // Absolute, as search engines want them: the origin is put in as the page is sent (ORIGIN_MARK).
  const url = (/** @type {string} */ to) => `${ORIGIN_MARK}${to}`;
  const alternates = LANGUAGES.map((/** @type {string} */ language) => `<link rel="alternate" hreflang="${language}" href="${url(pathInLanguage(englishPath, language))}">`);
  return `<link rel="canonical" href="${url(pagePath)}">${alternates.join("")}<link rel="alternate" hreflang="x-default" href="${url(englishPath)}">`;
};
/** The head in the page's language. @param {string} language */
const headIn = (language) => {
  const { description, noscript } = pageHead(language);
  const english = pageHead("en");
  return (/** @type {string} */ page) => {
    if (!page.includes(`content="${english.description}"`) || !page.includes(`<noscript>${english.noscript}</noscript>`)) throw new Error("index.html's description or noscript line is not the one src/entry-prerender.tsx translates");
    return page
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(`content="${english.description}"`, `content="${escapeHtml(description)}"`)
      .replace(`<noscript>${english.noscript}</noscript>`, `<noscript>${escapeHtml(noscript)}</noscript>`);
  };
};
/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** A language's catalog chunk (src/locales/{lang}.po), which the page needs before it comes alive. @param {string} language */
const catalogChunks = (language) => {
  if (language === "en") return [];
  const chunk = manifest[`src/locales/${language}.po`];
  if (!chunk) throw new Error(`vite's manifest has no catalog for ${language}`);
  return [chunk.file];
};
/**
 * @param {string} pagePath @param {{ html: string, styles: string, data: string }} rendered
 * @param {string} [englishPath] the page's English address, for the language links (none on a template)
 */
const wholePage = (pagePath, { html, styles, data }, englishPath) => {
  const { language } = languageOfPath(pagePath);
  const chunks = [...catalogChunks(language), ...pageChunks(manifest, pagePath)];
  const preloads = chunks.map((/** @type {string} */ file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
  const links = englishPath === undefined ? "" : languageLinks(englishPath, pagePath);
  const page = headIn(language)(template)
    .replace(STARTUP_LINKS, "")
    .replace("</head>", `${links}${preloads.join("")}${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>${data}`);
  if (/<script>/.test(page)) throw new Error(`${pagePath} prerendered with an inline script, which the CSP blocks`);
  return page;
};
for (const { pagePath, englishPath, language, deck } of pages) {
  const page = wholePage(pagePath, await renderPath(pagePath, decksIn[language], deck), englishPath);
  writeFileSync(path.join(root, "dist", prerenderedFile(pagePath)), page);
  // The worker precaches the English pages only (the others are kept as they are opened, whole:
  // sw/language-pages.ts), so only theirs are split: another language's cards, set in other sizes,
  // would add stylesheets of their own to the precached parts (about 100 KB).
  if (language === "en") writeFileSync(path.join(root, "dist", workerPageFile(pagePath)), workerCopy(page));
}

// A table link's page is the device's (its stored deck, the order the link deals): the worker
// draws it from these templates (shared/table-first-paint.ts). Checked here on a real deck: the
// worker's page must be React's, or it would be thrown away as the page hydrates.
const { DATA_SLOT, TABLE_TEMPLATES_FILE, fillTableTemplate, tablePaint } = await import("../shared/table-first-paint.ts");
const { tableUrl } = await import("../shared/table-address.ts");
const templates = await renderTableTemplates((/** @type {{ html: string, styles: string }} */ rendered, /** @type {string} */ pagePath) =>
  wholePage(pagePath, { ...rendered, data: DATA_SLOT }),
);
const checkDeck = freeDeckWithCards(deckInLanguage(freeDecks[0], "en"));
const decks = decksIn.en;
/** A page's app markup and embedded data. @param {string} page */
const rootOf = (page) => page.slice(page.indexOf('<div id="root">'), page.indexOf("</body>"));
for (const position of [0, 3]) {
  const pagePath = tableUrl(checkDeck.deckId, { seed: "check123", levels: [1, 2, 3], timerSeconds: 60, players: ["Ana", "Ben"] }, position);
  const paint = tablePaint(checkDeck, pagePath.slice(pagePath.indexOf("?")));
  if (!paint) throw new Error(`${pagePath}: the table template cannot draw this table`);
  const drawn = fillTableTemplate(templates, paint);
  const rendered = await renderPath(pagePath, decks, checkDeck);
  if (rootOf(drawn) !== rootOf(wholePage(pagePath, rendered))) throw new Error(`The table template draws ${pagePath} otherwise than React does: see build/table-first-paint.test.ts`);
}
for (const template of [templates.first, templates.later]) template.page = workerCopy(template.page);
writeFileSync(path.join(root, "dist", TABLE_TEMPLATES_FILE), JSON.stringify(templates));

// A card's address of a stored free deck, the same way (shared/card-first-paint.ts), checked alike.
const { CARD_TEMPLATE_FILE, cardPaint, fillCardTemplate } = await import("../shared/card-first-paint.ts");
const { cardUrl } = await import("../src/lib/app-urls.ts");
const cardTemplate = await renderCardTemplate((/** @type {{ html: string, styles: string }} */ rendered, /** @type {string} */ pagePath) =>
  wholePage(pagePath, { ...rendered, data: DATA_SLOT }),
);
for (const position of [1, 4]) {
  const pagePath = cardUrl(checkDeck.deckId, position);
  const paint = cardPaint(checkDeck, pagePath);
  if (!paint) throw new Error(`${pagePath}: the card template cannot draw this card`);
  const drawn = fillCardTemplate(cardTemplate, paint);
  if (rootOf(drawn) !== rootOf(wholePage(pagePath, await renderPath(pagePath, decks, checkDeck)))) throw new Error(`The card template draws ${pagePath} otherwise than React does: see build/card-first-paint.test.ts`);
}
writeFileSync(path.join(root, "dist", CARD_TEMPLATE_FILE), JSON.stringify({ ...cardTemplate, page: workerCopy(cardTemplate.page) }));
writeFileSync(path.join(root, "dist", PAGE_PARTS_FILE), JSON.stringify(parts));
console.log(`Prerendered ${pages.length} pages and the table and card templates into dist/${path.dirname(PAGE_PARTS_FILE)}/ (${parts.length} stylesheets kept once for the worker).`);
