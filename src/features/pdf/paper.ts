import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** PDF user space is in points, 72 to the inch. */
export function mm(millimetres: number): number {
  return (millimetres * 72) / 25.4;
}

export type Paper = "a4" | "letter";

export const PAPERS: Record<Paper, { label: MessageDescriptor; width: number; height: number }> = {
  a4: { label: msg({ message: "A4", context: "paper size" }), width: mm(210), height: mm(297) },
  letter: { label: msg({ message: "US Letter", context: "paper size" }), width: 8.5 * 72, height: 11 * 72 },
};

export function isPaper(value: unknown): value is Paper {
  return value === "a4" || value === "letter";
}

// Unicode CLDR's measurementData: the territories whose usual paper is US Letter; A4 elsewhere.
const LETTER_REGIONS = new Set(["BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"]);

/**
 * The paper people in the locale's region usually have in their printer. A tag without a region
 * ("en", "es") takes its most likely one ("en" → US), which is what the browser would assume too.
 */
export function defaultPaper(locale: string): Paper {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region !== undefined && LETTER_REGIONS.has(region) ? "letter" : "a4";
  } catch {
    // Not a well-formed language tag.
    return "a4";
  }
}
