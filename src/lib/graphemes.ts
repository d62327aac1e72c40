// Text as people count it: grapheme clusters, so an emoji with a skin tone or a ZWJ sequence, or a
// letter with combining marks, is one character, never cut in half.
import { clusters } from "../../shared/text";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text's characters. A lone surrogate (half an emoji, from a bad paste) becomes U+FFFD. */
export function graphemes(text: string): string[] {
  const wellFormed = text.replace(LONE_SURROGATE, "\uFFFD");
  return clusters(wellFormed);
}
