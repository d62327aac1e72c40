// What the FAQ, Terms and About say matches what the app does.
import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { OWN_DECK_LIMITS } from "../../../../shared/own-decks";
import { ROOM_CAPACITY } from "../../../../shared/rooms";
import { i18n } from "../../../lib/i18n";
import { PREMIUM_LOCK_FROM_INDEX } from "../../viewer";
import { about } from "./about";
import { cookiePolicy } from "./cookie-policy";
import { privacyPolicy } from "./privacy-policy";
import { faq } from "./faq";
import { terms } from "./terms";

// The English the pages show (each paragraph is a message).
const say = (message: MessageDescriptor) => i18n._(message);
const text = (page: { sections: { paragraphs: MessageDescriptor[] }[] }) => page.sections.flatMap((s) => s.paragraphs.map(say)).join("\n");
const faqText = faq.flatMap((entry) => [entry.question, ...entry.answer].map(say)).join("\n");
const all = [faqText, text(terms), text(about)].join("\n");

describe("info page copy", () => {
  it("gives the number of free preview cards the viewer really shows (it locks from index 4)", () => {
    expect(PREMIUM_LOCK_FROM_INDEX).toBe(4);
    const counts = [...all.matchAll(/first (\d+) cards|(\d+)-card preview/g)].map((m) => Number(m[1] ?? m[2]));
    expect(counts.length).toBeGreaterThan(0);
    expect(new Set(counts)).toEqual(new Set([PREMIUM_LOCK_FROM_INDEX]));
  });

  it("does not promise visitors premium previews without signing in (a visitor's premium click goes to /signup)", () => {
    expect(all).not.toMatch(/premium previews without signing in/i);
    expect(all).not.toMatch(/cards of premium decks without an account/i);
  });

  it("gives the live rooms' sizes the server allows: a free account's and the All-Access Pass's", () => {
    expect(ROOM_CAPACITY).toEqual({ free: 8, pass: 200 });
    expect(faqText).toMatch(/free account hosts live rooms of up to 8 people/);
    expect(faqText).toMatch(/All-Access Pass hosts live rooms of up to 200 people/);
  });

  it("gives the own decks' limits the server applies: a free account's and the All-Access Pass's", () => {
    const { free, pass } = OWN_DECK_LIMITS;
    expect(faqText).toContain(`free account keeps up to ${free.decks} decks of up to ${free.cards} cards each`);
    expect(faqText).toContain(`All-Access Pass keeps up to ${pass.decks} decks of up to ${pass.cards} cards each`);
  });

  it("does not contradict the pricing page's 'ad-free' or say purchases are not live", () => {
    expect(all).not.toMatch(/don't show ads/i);
    expect(all).toMatch(/ad-free/);
    expect(all).not.toMatch(/not available in the app yet|once purchases go live/i);
  });
});

describe("the privacy and cookie policies", () => {
  const policies = [text(cookiePolicy), text(privacyPolicy)];

  it("describe the first-party analytics, not a Google script setting _ga cookies", () => {
    for (const policy of policies) {
      expect(policy).not.toMatch(/loads Google Analytics|Google Analytics (sets|collects)|identifier stored in a cookie|cookies last up to 2 years/i);
      expect(policy).toMatch(/random analytics id/);
      expect(policy).toMatch(/72 hours/); // when the server forwards to Google
      expect(policy).toMatch(/14 months/); // how long Google keeps them
    }
    expect(text(cookiePolicy)).toMatch(/first-party/);
    expect(text(cookiePolicy)).toMatch(/analyticsClientId/);
  });

  it("point to the footer's Cookie Settings for changing the choice later", () => {
    expect(text(cookiePolicy)).not.toMatch(/later through Manage Settings/);
    expect(text(cookiePolicy)).toMatch(/Cookie Settings at the bottom of every page/);
  });
});
