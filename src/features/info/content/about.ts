import { msg } from "@lingui/core/macro";
import type { InfoPageContent } from "./types";

export const about: InfoPageContent = {
  title: msg`About Spark Decks`,
  intro: msg`Spark Decks is a small app of conversation-question card decks. Pick a deck, flip a card, and talk.`,
  sections: [
    {
      heading: msg`Who we are`,
      paragraphs: [
        msg`We are the Spark Decks team, a small group of people who like good conversations and wanted an easy way to start more of them.`,
        msg`We build and run the app ourselves, and we write every question in it.`,
      ],
    },
    {
      heading: msg`Why conversation questions`,
      paragraphs: [
        msg`Most of us ask the same few questions over and over: how was your day, how is work. A well-chosen question gets past that and into the things people actually care about.`,
        msg`Our decks cover relationships (couples, friends, family, first dates and long distance), teams (kick-offs, retrospectives and leadership) and self-discovery (values, self-reflection, childhood and the future).`,
        msg`Use them at a dinner table, on a long drive, in a workshop, or on your own with a notebook.`,
      ],
    },
    {
      heading: msg`How we write the decks`,
      paragraphs: [
        msg`Every question is original and written by the Spark Decks team. We don't copy questions from books, websites or other card games.`,
        msg`Each deck is reviewed before it is published. We check that the questions are clear, kind and open-ended, and that they work for the people the deck is meant for.`,
        msg`Decks mix light questions with deeper ones. Cards carry an intensity level, so you can start easy and go further when the group is ready.`,
      ],
    },
    {
      heading: msg`Made to work offline`,
      paragraphs: [
        msg`Good conversations often happen where the signal is weak. Spark Decks is built to keep working without a connection.`,
        msg`Once you have opened a deck while online, its cards are kept on your device and you can play it again offline. You can also add the app to your phone's home screen so it opens like any other app.`,
      ],
    },
    {
      heading: msg`How we make money`,
      paragraphs: [
        msg`Decks that are not marked premium are free to play. For premium decks you can preview the first 4 cards with a free account, and the rest unlock with a one-time purchase of $11.99 per deck or with the All-Access Pass at $4.00 a month or $36.00 a year.`,
        msg`We don't sell your data. There are no ads in Spark Decks today, and purchased decks and the All-Access Pass stay ad-free: paid decks are how we keep the app running.`,
      ],
    },
    {
      heading: msg`Get in touch`,
      paragraphs: [
        msg`We'd love to hear what works, what doesn't, and which questions sparked something. Use the Submit Feedback page or email us at hello@sparkdecks.app.`,
      ],
    },
  ],
};
