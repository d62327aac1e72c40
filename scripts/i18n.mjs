// The interface's catalogs (docs/translating.md).
//   node scripts/i18n.mjs extract   (npm run i18n:extract) the code's messages into src/locales/*.po:
//                                   new ones added (empty in de/fr/es), removed ones dropped
//   node scripts/i18n.mjs check     (npm run i18n:check, in npm test) fails on a message of the code
//                                   missing from a catalog or untranslated there, and on a message in
//                                   a catalog that the code no longer has; changes nothing
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { bin, root, run } from "./lib.mjs";

const LOCALES_DIR = path.join(root, "src", "locales");
const SOURCE = "en";
const TRANSLATED = ["de", "fr", "es"];
const po = formatter({ lineNumbers: false, printLinguiId: false });

/** `lingui extract --clean`, with the config given; then no creation date (a diff on every run). @param {string} [config] */
function extract(config) {
  run(bin("lingui"), ["extract", "--clean", ...(config ? ["--config", config] : [])], { stdio: ["ignore", "ignore", "inherit"] });
}

/** A catalog file's entries, keyed by message id. @param {string} file @param {string} locale */
async function entries(file, locale) {
  const text = readFileSync(file, "utf8");
  return (await po.parse(text, { locale, sourceLocale: SOURCE, filename: file })) ?? {};
}

function stripCreationDates() {
  for (const locale of [SOURCE, ...TRANSLATED]) {
    const file = path.join(LOCALES_DIR, `${locale}.po`);
    writeFileSync(file, readFileSync(file, "utf8").replace(/^"POT-Creation-Date: [^"]*\\n"\n/m, ""));
  }
}

async function check() {
  // The code's messages now: extracted afresh into a scratch copy of the source catalog.
  const scratch = path.join(root, ".tmp", "i18n-check");
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const config = path.join(scratch, "lingui.config.ts");
  writeFileSync(
    config,
    `import base from "../../lingui.config.ts";\nexport default { ...base, rootDir: ${JSON.stringify(root)}, locales: ["${SOURCE}"], catalogs: [{ ...base.catalogs[0], path: "${scratch}/{locale}" }] };\n`,
  );
  extract(config);
  const inCode = await entries(path.join(scratch, `${SOURCE}.po`), SOURCE);
  const problems = [];
  for (const locale of [SOURCE, ...TRANSLATED]) {
    const file = path.relative(root, path.join(LOCALES_DIR, `${locale}.po`));
    const catalog = await entries(path.join(root, file), locale);
    for (const [id, entry] of Object.entries(inCode)) {
      const kept = catalog[id];
      if (!kept || kept.obsolete) problems.push(`${file}: missing "${entry.message}"`);
      else if (locale !== SOURCE && !kept.translation) problems.push(`${file}: not translated "${entry.message}"`);
    }
    for (const [id, entry] of Object.entries(catalog)) {
      if (!inCode[id]) problems.push(`${file}: no longer in the code "${entry.message ?? id}"`);
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  const count = Object.keys(inCode).length;
  if (problems.length > 0) {
    console.error(problems.slice(0, 40).join("\n"));
    if (problems.length > 40) console.error(`…and ${problems.length - 40} more.`);
    console.error(`\nThe catalogs are not in step with the code's ${count} messages (${problems.length} problems). Run \`npm run i18n:extract\`, then translate what is empty (docs/translating.md).`);
    process.exit(1);
  }
  console.log(`The catalogs hold the code's ${count} messages, translated in ${TRANSLATED.join(", ")}.`);
}

const command = process.argv[2];
if (command === "extract") {
  extract();
  stripCreationDates();
} else if (command === "check") {
  await check();
} else {
  console.error("Usage: node scripts/i18n.mjs extract|check");
  process.exit(1);
}
