import { describe, expect, it } from "vitest";
import { firstInitial, initialsAvatar, toAuthUser } from "./user-mapping";

describe("toAuthUser", () => {
  it("takes every field from the attributes when they are there", () => {
    expect(
      toAuthUser("u-123", { sub: "s-1", email: "ada@example.com", name: "Ada Lovelace", picture: "https://x/p.png" }),
    ).toEqual({ id: "s-1", email: "ada@example.com", name: "Ada Lovelace", username: "u-123", picture: "https://x/p.png" });
  });

  it("falls back for the name: given name, preferred username, custom name, then the username", () => {
    expect(toAuthUser("u", { given_name: "Grace" }).name).toBe("Grace");
    expect(toAuthUser("u", { preferred_username: "gh" }).name).toBe("gh");
    expect(toAuthUser("u", { "custom:name": "Custom" }).name).toBe("Custom");
    expect(toAuthUser("u", { name: "  " }).name).toBe("u");
  });

  it("takes the account's language from its locale attribute, when it is one of ours", () => {
    expect(toAuthUser("u", { locale: "de" }).language).toBe("de");
    expect(toAuthUser("u", { locale: "ja" }).language).toBeUndefined();
    expect(toAuthUser("u", {})).not.toHaveProperty("language");
  });

  it("falls back for the email to a login id that is an address, else empty", () => {
    expect(toAuthUser("ada@example.com", {}).email).toBe("ada@example.com");
    expect(toAuthUser("google_123", {}).email).toBe("");
  });

  it("uses the custom picture, else an initials avatar drawn in the page", () => {
    expect(toAuthUser("u", { "custom:picture": "https://x/c.png" }).picture).toBe("https://x/c.png");
    const avatar = toAuthUser("u", { name: "Ada Lovelace" }).picture;
    expect(avatar).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(avatar)).toContain(">AL</text>");
  });

  it("draws a safe avatar for any name, the same one for the same name", () => {
    expect(decodeURIComponent(initialsAvatar("<b>&"))).not.toContain("<b>");
    expect(initialsAvatar("Sam")).toBe(initialsAvatar("Sam"));
  });

  const avatarText = (name: string) => /<text[^>]*>(.*)<\/text>/.exec(decodeURIComponent(initialsAvatar(name)))?.[1];

  it.each([
    ["Ana 😀", "A😀"],
    ["Ana 👩🏽‍💻", "A👩🏽‍💻"],
    ["👨‍👩‍👧 family", "👨‍👩‍👧F"],
    ["Zoë Ñúñez", "ZÑ"],
    ["e\u0301lise noe\u0308l", "E\u0301N"],
    ["مريم أحمد", "مأ"],
    ["יעל כהן", "יכ"],
    ["李 小龙", "李小"],
    ["Mia <b>x</b>", "MB"],
  ])("draws whole characters for %s", (name, expected) => {
    expect(() => toAuthUser("u", { name })).not.toThrow();
    expect(decodeURIComponent(toAuthUser("u", { name }).picture)).toContain(`>${expected}</text>`);
    expect(avatarText(name)).toBe(expected);
  });

  it("never throws on a name with half an emoji or 256 characters", () => {
    expect(() => initialsAvatar("Ana \uD83D")).not.toThrow();
    expect(() => initialsAvatar("😀".repeat(256))).not.toThrow();
    expect(avatarText("😀".repeat(256))).toBe("😀");
  });

  it("gives the header's avatar the first whole character", () => {
    expect(firstInitial("😀 Ana")).toBe("😀");
    expect(firstInitial("👩🏽‍💻")).toBe("👩🏽‍💻");
    expect(firstInitial("ana")).toBe("A");
    expect(firstInitial("  <b>x</b>")).toBe("B");
  });
});
