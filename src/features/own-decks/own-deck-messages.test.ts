import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { checkMessage } from "./own-deck-messages";

describe("a refusal kept on the device in the server's words", () => {
  afterEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

  it("is shown in the page's language: German here, the server's English on an English page", async () => {
    const limit = "You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100.";
    const cards = "A deck can hold at most 50 cards on your plan.";
    expect(checkMessage(limit)).toBe(limit);
    const { messages } = await import("../../locales/de.po");
    i18n.loadAndActivate({ locale: "de", messages });
    expect(checkMessage(limit)).toBe("In deinem Tarif kannst du 3 Kartensets behalten. Lösch eins oder hol dir mit dem All-Access Pass Platz für 100.");
    expect(checkMessage(cards)).toBe("In deinem Tarif kann ein Kartenset höchstens 50 Karten enthalten.");
    // One it does not know stays as it is.
    expect(checkMessage("Something new.")).toBe("Something new.");
  });
});
