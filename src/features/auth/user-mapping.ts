// Spec §3: the signed-in user the page caches, built from the identity service's attributes.
import { isLanguage } from "../../../shared/languages";
import { graphemes } from "../../lib/graphemes";
import type { AuthUser } from "./auth-user";

export type Attributes = Record<string, string | undefined>;

const AVATAR_COLOURS = ["#6c5ce7", "#00897b", "#d84315", "#3949ab", "#ad1457", "#2e7d32", "#5d4037", "#00838f"];

/** A word's first letter, digit or emoji (so "<b>x</b>" gives "b", not "<"). */
const SIGN = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;
const firstSign = (word: string) => graphemes(word).find((g) => SIGN.test(g));

/** The avatar's one character: the name's first letter, digit or emoji, whole. */
export function firstInitial(name: string): string {
  return (firstSign(name.trim()) ?? graphemes(name.trim())[0] ?? "U").toLocaleUpperCase();
}

/** The first and last words' first signs, whole grapheme clusters, upper-cased where that means something. */
function initials(name: string): string {
  const signs = name
    .trim()
    .split(/[\s@._-]+/u)
    .map(firstSign)
    .filter((sign): sign is string => sign !== undefined);
  const letters = signs.length > 1 ? signs[0] + signs[signs.length - 1] : (signs[0] ?? "U");
  return letters.toLocaleUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * An initials avatar drawn in the page (an SVG data URL), so it shows offline too. The colour
 * comes from the name, so the same person keeps the same colour.
 */
export function initialsAvatar(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  const letters = initials(name);
  // An emoji is about twice a letter's width: smaller, so two still fit inside the circle.
  const fontSize = /\p{Extended_Pictographic}/u.test(letters) ? 30 : 40;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${colour}"/>` +
    `<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(letters)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const first = (...values: (string | undefined)[]) => values.find((v) => typeof v === "string" && v.trim() !== "")?.trim();

/** Fields and fallbacks of spec §3. */
export function toAuthUser(username: string, attributes: Attributes): AuthUser {
  const email = first(attributes.email, username.includes("@") ? username : undefined) ?? "";
  const name =
    first(attributes.name, attributes.given_name, attributes.preferred_username, attributes["custom:name"]) ?? username;
  return {
    id: first(attributes.sub) ?? username,
    email,
    name,
    username,
    picture: first(attributes.picture, attributes["custom:picture"]) ?? initialsAvatar(name),
    ...(isLanguage(attributes.locale) ? { language: attributes.locale } : {}),
  };
}
