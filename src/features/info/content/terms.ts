import { msg } from "@lingui/core/macro";
import type { InfoPageContent } from "./types";

export const terms: InfoPageContent = {
  title: msg`Terms of Service`,
  intro: msg`These terms explain the deal between you and Spark Decks when you use the app. We have tried to keep them short and in plain English. By using Spark Decks, you agree to them.`,
  updated: "2026-11-22",
  sections: [
    {
      heading: msg`Using Spark Decks`,
      paragraphs: [
        msg`Spark Decks is a web app of conversation-question card decks. You can use it in your browser or add it to your home screen.`,
        msg`You can play free decks without an account. Premium decks need a free account: with one you can read the first 4 cards of each premium deck before you buy it.`,
        msg`The app is not directed at children under 16. If you are under 16, please use it with a parent or guardian, and don't create an account.`,
      ],
    },
    {
      heading: msg`Your account`,
      paragraphs: [
        msg`You can create an account with an email address and password, or sign in with Google. Please give accurate details and keep your password to yourself.`,
        msg`You are responsible for what happens under your account. If you think someone else has access to it, change your password and let us know.`,
        msg`You can ask us to delete your account at any time by emailing hello@sparkdecks.app.`,
      ],
    },
    {
      heading: msg`Purchases and the All-Access Pass`,
      paragraphs: [
        msg`A premium deck is a one-time purchase of $11.99. Once bought, it stays unlocked for your account for as long as Spark Decks offers the app.`,
        msg`The All-Access Pass unlocks every premium deck for $4.00 a month or $36.00 a year. It renews automatically at the end of each period until you cancel.`,
        msg`You can cancel the All-Access Pass at any time. You keep access until the end of the period you have already paid for, and you won't be charged again.`,
        msg`Prices are shown before you pay. If we change the price of the All-Access Pass, we will tell you before it applies to your next renewal, so you can cancel first.`,
      ],
    },
    {
      heading: msg`Refunds and your rights`,
      paragraphs: [
        msg`If you live in the EU, you normally have 14 days to withdraw from an online purchase. For digital content like a deck, that right ends once the content is unlocked, but only if you asked for it to be unlocked straight away and confirmed that you understand you lose the right to withdraw.`,
        msg`If a deck you bought doesn't work as described, contact us and we will fix it, or give you a refund if we can't.`,
        msg`Nothing in these terms takes away rights you have under consumer law where you live.`,
      ],
    },
    {
      heading: msg`Who owns the content`,
      paragraphs: [
        msg`The decks, questions, design and software in Spark Decks belong to Spark Decks. Every question is original and written by our team.`,
        msg`We give you a personal licence to use the decks for your own conversations, and to use them with your own team inside your organisation, for example in meetings, retrospectives and workshops.`,
        msg`Please don't copy, republish, sell or share the questions outside the app, for example in books, card games, websites, courses or other apps. If you would like to use them in another way, ask us first.`,
        msg`If you send us feedback or suggest a question, you let us use it freely, including editing it and adding it to a deck, without paying you.`,
      ],
    },
    {
      heading: msg`Acceptable use`,
      paragraphs: [
        msg`Please use Spark Decks in a fair and lawful way. Don't try to break into the app, other people's accounts or our servers, or get around the premium preview.`,
        msg`Don't use bots or scrapers to copy the decks, don't overload the service, and don't use the feedback form to send spam, abuse or unlawful content.`,
        msg`If someone breaks these rules, we may suspend or close their account.`,
      ],
    },
    {
      heading: msg`Availability and offline use`,
      paragraphs: [
        msg`We work to keep Spark Decks running, but we can't promise it will always be available or free of bugs. We may change, add or remove decks and features over time.`,
        msg`Offline play depends on your device and browser. Only decks you have opened or saved while online are kept on your device, and they can be removed if you clear your browser's data or your device runs short of space.`,
        msg`Decks kept offline may not show the latest changes until you open them online again.`,
      ],
    },
    {
      heading: msg`Our responsibility to you`,
      paragraphs: [
        msg`Spark Decks is a set of conversation prompts. The questions are meant to help people talk, not to replace professional advice, therapy or counselling.`,
        msg`Some questions touch on personal topics. You decide which cards to answer, and you can skip any of them.`,
        msg`We are not responsible for losses that we could not reasonably have foreseen, or for losses caused by things outside our control. We don't limit our responsibility where the law doesn't allow it, for example for death or personal injury caused by our negligence, for fraud, or for your statutory consumer rights.`,
      ],
    },
    {
      heading: msg`Changes to these terms`,
      paragraphs: [
        msg`We may update these terms as the app changes, for example when we add new kinds of purchase. The date at the top shows when they last changed.`,
        msg`If a change matters, we will tell you in the app or by email before it applies. If you don't agree with the new terms, you can stop using Spark Decks and ask us to close your account.`,
      ],
    },
    {
      heading: msg`Contact`,
      paragraphs: [
        msg`Questions about these terms? Email us at hello@sparkdecks.app.`,
      ],
    },
  ],
};
