import { describe, expect, it } from "vitest";
import { languageOfPath, languageRedirect, pathInLanguage, preferredLanguage } from "./languages";

describe("an address's language", () => {
  it("reads the prefix, and English where there is none", () => {
    expect(languageOfPath("/de/decks")).toEqual({ language: "de", basename: "/de", path: "/decks" });
    expect(languageOfPath("/fr")).toEqual({ language: "fr", basename: "/fr", path: "/" });
    expect(languageOfPath("/es/room/ABCD")).toEqual({ language: "es", basename: "/es", path: "/room/ABCD" });
    expect(languageOfPath("/en-XA/pricing")).toEqual({ language: "en-XA", basename: "/en-XA", path: "/pricing" });
    expect(languageOfPath("/decks")).toEqual({ language: "en", basename: "", path: "/decks" });
    // A deck whose id starts like a language is not one.
    expect(languageOfPath("/deck/de")).toEqual({ language: "en", basename: "", path: "/deck/de" });
    expect(languageOfPath("/design")).toEqual({ language: "en", basename: "", path: "/design" });
  });

  it("writes the same page in another language", () => {
    expect(pathInLanguage("/decks", "de")).toBe("/de/decks");
    expect(pathInLanguage("/", "fr")).toBe("/fr");
    expect(pathInLanguage("/pricing", "en")).toBe("/pricing");
  });
});

describe("the language a browser prefers", () => {
  it("is the first of its languages that is ours, by primary subtag", () => {
    expect(preferredLanguage(["de-DE", "en"])).toBe("de");
    expect(preferredLanguage(["pt-BR", "es-419", "fr"])).toBe("es");
    expect(preferredLanguage(["en-US", "de"])).toBe("en");
    expect(preferredLanguage(["ja", "zh"])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });

  it("moves an English address to the remembered choice, else to the preferred language; never a language's own address", () => {
    const url = (path: string) => new URL(`https://spark.example${path}`);
    expect(languageRedirect(url("/decks?kind=teams#top"), null, ["fr-FR"])).toBe("/fr/decks?kind=teams#top");
    expect(languageRedirect(url("/"), null, ["es"])).toBe("/es");
    expect(languageRedirect(url("/decks"), "de", ["fr-FR"])).toBe("/de/decks");
    // English chosen, or preferred, or no preference at all (a crawler): it stays.
    expect(languageRedirect(url("/decks"), "en", ["de-DE"])).toBeNull();
    expect(languageRedirect(url("/decks"), null, ["en-GB", "de"])).toBeNull();
    expect(languageRedirect(url("/decks"), null, [])).toBeNull();
    expect(languageRedirect(url("/fr/decks"), "de", ["de"])).toBeNull();
  });
});
