import { msg } from "@lingui/core/macro";
import type { InfoPageContent } from "./types";

export const privacyPolicy: InfoPageContent = {
  title: msg`Privacy Policy`,
  intro: msg`This policy explains what personal data Spark Decks collects, why, who handles it for us, and what you can do about it. We collect as little as we can. Spark Decks is responsible for your data, and you can reach us at hello@sparkdecks.app.`,
  updated: "2026-11-27",
  sections: [
    {
      heading: msg`What we collect`,
      paragraphs: [
        msg`Account: if you create an account, we store your name and email address. If you sign in with Google, Google shares your name and email address with us; we never see your Google password. Accounts are handled by Amazon Cognito in the Frankfurt (eu-central-1) region.`,
        msg`Saved cards and your own decks: if you save cards or make decks of your own, we keep them with your account so that they reach every device you sign in on: which cards you saved, and your decks' titles, descriptions and questions. A deck you share can be read by anyone with its link until you choose Stop sharing.`,
        msg`Live rooms: if you host a room, we keep it with your account id. If you join one, we keep the name you type in and when you joined and left, and show your name to the room's host; you don't need an account to join.`,
        msg`Feedback: if you use the Submit Feedback page, we store your message on our server, plus your name and email address if you choose to add them. Both are optional.`,
        msg`Analytics: unless you switch Functional Cookies off, the app records how it is used (pages viewed, decks opened, shuffled and shared, how many cards of a deck you viewed and for how long, sign-ins, sign-ups and sign-outs, checkouts started and purchases made), each with its time and a random analytics id. It never includes your name, email address or account id, and page addresses are recorded without what is private in them: a shared deck's link, a room's code or the id of a deck of your own. The app sends these events to our own server; it loads no Google script and sets no analytics cookies.`,
        msg`You can play free decks and previews without an account, and we don't collect your answers to any question. The conversations stay with you.`,
      ],
    },
    {
      heading: msg`What stays on your device`,
      paragraphs: [
        msg`Some data is stored only in your browser, not on our servers: your cookie choice, the last card you reached in each deck, whether you have seen the introduction, and, if you are signed in, a copy of your profile and your sign-in tokens. These are kept in your browser's local storage.`,
        msg`Unless you switch Functional Cookies off: the random analytics id (analyticsClientId; in session storage for the open tab until you make your cookie choice, then in local storage), and usage events waiting to be sent (IndexedDB, at most 1,000, usually sent within seconds when you are online).`,
        msg`The cards of decks you have opened, your saved cards and your own decks are kept in your browser's IndexedDB and the app's offline cache, so they work without a connection.`,
        msg`You can remove all of this by signing out and clearing this site's data in your browser settings.`,
      ],
    },
    {
      heading: msg`Why we use it`,
      paragraphs: [
        msg`Under the EU General Data Protection Regulation (GDPR) we need a legal reason for each use of your data. Here they are in plain words.`,
        msg`To run your account and to give you the decks you have paid for: this is needed to provide the service you asked for (contract).`,
        msg`To read and reply to your feedback and improve the app: we have a legitimate interest in hearing from people who use it, and you choose what to send.`,
        msg`Analytics: with your consent, which you give by keeping Functional Cookies switched on. You can withdraw it at any time with Cookie Settings at the bottom of every page.`,
        msg`To keep the service secure and meet legal duties, such as keeping records of payments: legitimate interest and legal obligation.`,
      ],
    },
    {
      heading: msg`Who processes your data`,
      paragraphs: [
        msg`Amazon Web Services (AWS) runs our sign-in (Amazon Cognito, in Frankfurt, Germany) and hosts the app and our server, including stored feedback.`,
        msg`Google Analytics: when our server is connected to Google Analytics, it forwards the usage events it has stored to Google (Google Analytics 4) in the background, usually within seconds and never more than 72 hours after they happened. Google receives the random analytics id, the events with their times and the page addresses, from our server rather than from your browser. Google may process this data outside the EU, including in the United States, under safeguards recognised by EU law.`,
        msg`If you sign in with Google, Google handles that sign-in under its own privacy policy.`,
        msg`Stripe processes payments: when you buy a deck or the All-Access Pass, you pay on Stripe's checkout page, and Stripe handles your card details under its own privacy policy. We receive your email address and what you bought, never your card number. We don't sell your personal data to anyone.`,
      ],
    },
    {
      heading: msg`How long we keep it`,
      paragraphs: [
        msg`Account details are kept for as long as you have an account. When you ask us to delete your account, we delete it within 30 days.`,
        msg`Saved cards and your own decks are kept until you remove them or your account is deleted. A deleted deck leaves a small marker (its id and when it was deleted), so that your other devices remove it too.`,
        msg`Live rooms and the names people joined them with are kept on our server after the room ends; we delete them when you ask.`,
        msg`Feedback is kept for as long as it is useful for improving the app, and no longer than 2 years. If you ask us to delete it sooner, we will.`,
        msg`Usage events are kept in our database with their random analytics id; they are not deleted automatically yet, and we delete them when you ask. Google keeps the events we forward for at most 14 months. On your device, the analytics id stays until you switch Functional Cookies off or clear this site's data, and waiting events until they are sent.`,
        msg`Data on your device stays there until you clear it in your browser settings. Signing out removes your profile copy and sign-in tokens.`,
      ],
    },
    {
      heading: msg`Your rights`,
      paragraphs: [
        msg`You can ask us for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete it.`,
        msg`You can object to how we use your data, ask us to restrict it, or ask for your data in a portable format. Where we rely on your consent, you can withdraw it at any time.`,
        msg`To use any of these rights, email hello@sparkdecks.app. We will reply within one month.`,
        msg`If you are unhappy with how we handle your data, you can complain to a data protection supervisory authority, for example the one in the EU country where you live or work. We would appreciate the chance to sort it out with you first.`,
      ],
    },
    {
      heading: msg`Children`,
      paragraphs: [
        msg`Spark Decks is not directed at children under 16, and we don't knowingly collect their personal data.`,
        msg`If you believe a child under 16 has created an account or sent us their details, email us and we will delete them.`,
      ],
    },
    {
      heading: msg`Security`,
      paragraphs: [
        msg`Passwords are handled by Amazon Cognito; we never see or store them ourselves. Data travels between your device and our services over encrypted connections (HTTPS).`,
        msg`Sign-in tokens are stored in your browser, so anyone with access to your unlocked device may be able to use your account. Sign out on shared devices.`,
        msg`No system is completely secure. If a breach puts your data at risk, we will tell you and the authorities as the law requires.`,
      ],
    },
    {
      heading: msg`Changes to this policy`,
      paragraphs: [
        msg`We will update this policy when what we collect or how we use it changes, for example when we start working with a new provider. The date at the top shows when it last changed.`,
        msg`If a change matters, we will tell you in the app or by email before it applies.`,
      ],
    },
    {
      heading: msg`Contact`,
      paragraphs: [
        msg`For any privacy question or request, email us at hello@sparkdecks.app.`,
      ],
    },
  ],
};
