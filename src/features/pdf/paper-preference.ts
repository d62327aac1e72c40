import { DEVICE_SETTING_KEYS, readString, writeString } from "../../lib/storage";
import { defaultPaper, isPaper, type Paper } from "./paper";

const PAPER_KEY = DEVICE_SETTING_KEYS.pdfPaper;

/** The paper the person chose last, else the usual one where their browser's language points. */
export function readPaperPreference(): Paper {
  const stored = readString(PAPER_KEY);
  if (isPaper(stored)) return stored;
  return defaultPaper(typeof navigator === "undefined" ? "" : navigator.language);
}

export function writePaperPreference(paper: Paper) {
  writeString(PAPER_KEY, paper);
}
