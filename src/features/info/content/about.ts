import type { InfoPageContent } from "./types";

export const about: InfoPageContent = {
  title: "About Spark Decks",
  intro:
    "Spark Decks is a small app of conversation-question card decks. Pick a deck, flip a card, and talk.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "We are the Spark Decks team, a small group of people who like good conversations and wanted an easy way to start more of them.",
        "We build and run the app ourselves, and we write every question in it.",
      ],
    },
    {
      heading: "Why conversation questions",
      paragraphs: [
        "Most of us ask the same few questions over and over: how was your day, how is work. A well-chosen question gets past that and into the things people actually care about.",
        "Our decks cover relationships (couples, friends, family, first dates and long distance), teams (kick-offs, retrospectives and leadership) and self-discovery (values, self-reflection, childhood and the future).",
        "Use them at a dinner table, on a long drive, in a workshop, or on your own with a notebook.",
      ],
    },
    {
      heading: "How we write the decks",
      paragraphs: [
        "Every question is original and written by the Spark Decks team. We don't copy questions from books, websites or other card games.",
        "Each deck is reviewed before it is published. We check that the questions are clear, kind and open-ended, and that they work for the people the deck is meant for.",
        "Decks mix light questions with deeper ones. Cards carry an intensity level, so you can start easy and go further when the group is ready.",
      ],
    },
    {
      heading: "Made to work offline",
      paragraphs: [
        "Good conversations often happen where the signal is weak. Spark Decks is built to keep working without a connection.",
        "Once you have opened a deck while online, its cards are kept on your device and you can play it again offline. You can also add the app to your phone's home screen so it opens like any other app.",
      ],
    },
    {
      heading: "How we make money",
      paragraphs: [
        "Decks that are not marked premium are free to play. For premium decks you can preview the first 4 cards with a free account, and the rest unlock with a one-time purchase of $11.99 per deck or with the All-Access Pass at $4.00 a month or $36.00 a year.",
        "We don't sell your data. There are no ads in Spark Decks today, and purchased decks and the All-Access Pass stay ad-free: paid decks are how we keep the app running.",
      ],
    },
    {
      heading: "Get in touch",
      paragraphs: [
        "We'd love to hear what works, what doesn't, and which questions sparked something. Use the Submit Feedback page or email us at hello@sparkdecks.app.",
      ],
    },
  ],
};
