import { msg } from "@lingui/core/macro";
import type { InfoPageContent } from "./types";

export const cookiePolicy: InfoPageContent = {
  title: msg`Cookie Policy`,
  intro: msg`This page explains the cookies and other storage Spark Decks uses on your device, what each is for, and how to change your choice.`,
  updated: "2026-11-25",
  sections: [
    {
      heading: msg`What cookies and local storage are`,
      paragraphs: [
        msg`Cookies are small text files a website saves in your browser. Local storage and IndexedDB are similar places in your browser where a web app can keep data on your device.`,
        msg`The app also uses a service worker cache, which keeps copies of the app's files and deck cards so Spark Decks can open and work without a connection.`,
      ],
    },
    {
      heading: msg`Strictly necessary storage`,
      paragraphs: [
        msg`Some storage is needed for the app to work, so it doesn't need your consent. None of it is used to track you or shared with advertisers.`,
        msg`Your cookie choice (cookieConsent in local storage) remembers whether you allowed Functional Cookies, so we don't ask you every time.`,
        msg`Your sign-in tokens and a copy of your profile (local storage) keep you signed in. They are only stored if you sign in, and are removed when you sign out.`,
        msg`Deck cards (IndexedDB and the service worker cache) let you replay decks you have opened, even offline.`,
        msg`The last card you reached in each deck and whether you have seen the introduction (local storage) let you pick up where you left off and skip the introduction next time.`,
      ],
    },
    {
      heading: msg`Functional and analytics cookies`,
      paragraphs: [
        msg`Unless you switch Functional Cookies off, Spark Decks records how the app is used (pages viewed, decks opened, shuffled and shared, how many cards of a deck you viewed and for how long, sign-ins, sign-ups and sign-outs, checkouts started and purchases made) so we can see which decks and features people use and improve them. Our analytics are first-party: the app loads no Google script and sets no cookies for them, so no _ga cookies.`,
        msg`On your device: a random analytics id (analyticsClientId) is kept in session storage for the open tab until you make your choice, then in local storage until you switch Functional Cookies off or clear this site's data. Events waiting to be sent are kept in IndexedDB (at most 1,000) and sent to our server within seconds when you are online. lastLogin in session storage stops one sign-in from being counted twice.`,
        msg`On our server: the events are stored with their time and the random id, never with your name, email address or account id. They are not deleted automatically yet; we delete them when you ask.`,
        msg`Google: when our server is connected to Google Analytics, it forwards these events to Google Analytics 4 in the background, usually within seconds and never more than 72 hours after they happened. Google keeps them for at most 14 months.`,
        msg`If you switch Functional Cookies off, recording stops at once: the events waiting on your device are deleted, the analytics id is forgotten, and any _ga cookies left by an older version of the app are removed.`,
      ],
    },
    {
      heading: msg`Changing your choice`,
      paragraphs: [
        msg`You can change your choice at any time: in the Cookie Settings banner, or later through Cookie Settings at the bottom of every page, which opens the same Cookie Preferences. Switch Functional Cookies on or off and save.`,
        msg`Switching analytics off takes effect at once and removes the analytics data waiting on your device.`,
      ],
    },
    {
      heading: msg`Clearing site data`,
      paragraphs: [
        msg`You can delete everything Spark Decks keeps on your device by clearing this site's data in your browser settings.`,
        msg`This signs you out, removes decks saved for offline use and resets your cookie choice, so we will ask you again next time.`,
      ],
    },
    {
      heading: msg`More information`,
      paragraphs: [
        msg`Our Privacy Policy explains how we handle personal data. If you have questions about cookies, email us at hello@sparkdecks.app.`,
      ],
    },
  ],
};
