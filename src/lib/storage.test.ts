import { afterEach, describe, expect, it } from "vitest";
import { clearPersonalStorage } from "./storage";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("clearPersonalStorage", () => {
  it("keeps the device's choices and clears what was the person's", () => {
    localStorage.setItem("cookieConsent", "false");
    localStorage.setItem("sparkDecks.onboardingSeen", "true");
    localStorage.setItem("sparkDecks.pdfPaper", "letter");
    localStorage.setItem("sparkDecks.installDismissed", "true");
    localStorage.setItem("CognitoIdentityServiceProvider.client1.LastAuthUser", "ada@example.com");
    localStorage.setItem("CognitoIdentityServiceProvider.client1.ada@example.com.idToken", "a.b.c");
    localStorage.setItem("sparkDecks.user", "{}");
    localStorage.setItem("analyticsClientId", "abc");
    sessionStorage.setItem("lastLogin", "1");

    clearPersonalStorage();

    expect(Object.fromEntries(Object.keys(localStorage).sort().map((key) => [key, localStorage.getItem(key)]))).toEqual({
      cookieConsent: "false",
      "sparkDecks.installDismissed": "true",
      "sparkDecks.onboardingSeen": "true",
      "sparkDecks.pdfPaper": "letter",
    });
    expect(sessionStorage.length).toBe(0);
  });
});
