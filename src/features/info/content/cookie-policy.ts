import type { InfoPageContent } from "./types";

export const cookiePolicy: InfoPageContent = {
  title: "Cookie Policy",
  intro:
    "This page explains the cookies and other storage Spark Decks uses on your device, what each is for, and how to change your choice.",
  updated: "2026-11-22",
  sections: [
    {
      heading: "What cookies and local storage are",
      paragraphs: [
        "Cookies are small text files a website saves in your browser. Local storage and IndexedDB are similar places in your browser where a web app can keep data on your device.",
        "The app also uses a service worker cache, which keeps copies of the app's files and deck cards so Spark Decks can open and work without a connection.",
      ],
    },
    {
      heading: "Strictly necessary storage",
      paragraphs: [
        "Some storage is needed for the app to work, so it doesn't need your consent. None of it is used to track you or shared with advertisers.",
        "Your cookie choice (cookieConsent in local storage) remembers whether you allowed Functional Cookies, so we don't ask you every time.",
        "Your sign-in tokens and a copy of your profile (local storage) keep you signed in. They are only stored if you sign in, and are removed when you sign out.",
        "Deck cards (IndexedDB and the service worker cache) let you replay decks you have opened, even offline.",
        "The last card you reached in each deck and whether you have seen the introduction (local storage) let you pick up where you left off and skip the introduction next time.",
      ],
    },
    {
      heading: "Functional and analytics cookies",
      paragraphs: [
        "If you keep Functional Cookies switched on, Spark Decks loads Google Analytics. It helps us see which decks and features people use, so we can improve them.",
        "Google Analytics sets cookies whose names start with _ga, such as _ga and _ga_ followed by an ID. They identify your browser between visits and last up to 2 years.",
        "If you switch Functional Cookies off, Google Analytics does not run and these cookies are not set.",
      ],
    },
    {
      heading: "Changing your choice",
      paragraphs: [
        "You can change your choice at any time in the Cookie Settings banner, or later through Manage Settings. Switch Functional Cookies on or off and save.",
        "Switching analytics off stops new analytics cookies from being set. To remove ones already on your device, clear this site's cookies in your browser settings.",
      ],
    },
    {
      heading: "Clearing site data",
      paragraphs: [
        "You can delete everything Spark Decks keeps on your device by clearing this site's data in your browser settings.",
        "This signs you out, removes decks saved for offline use and resets your cookie choice, so we will ask you again next time.",
      ],
    },
    {
      heading: "More information",
      paragraphs: [
        "Our Privacy Policy explains how we handle personal data. If you have questions about cookies, email us at hello@sparkdecks.app.",
      ],
    },
  ],
};
