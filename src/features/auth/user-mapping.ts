// Spec §3: the signed-in user the page caches, built from the identity service's attributes.
import type { AuthUser } from "./auth-user";

export type Attributes = Record<string, string | undefined>;

const AVATAR_COLOURS = ["#6c5ce7", "#00897b", "#d84315", "#3949ab", "#ad1457", "#2e7d32", "#5d4037", "#00838f"];

function initials(name: string): string {
  const words = name.trim().split(/[\s@._-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? "U").slice(0, 1);
  return letters.toUpperCase();
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
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${colour}"/>` +
    `<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text></svg>`;
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
  };
}
