import { msg } from "@lingui/core/macro";
import { OWN_DECK_LIMITS } from "../../../../shared/own-decks";
import { ROOM_CAPACITY } from "../../../../shared/rooms";
import type { FaqEntry } from "./types";

// Named, so that the messages' placeholders read well ({freeRoomSize}, not {0}).
const { free: freeRoomSize, pass: passRoomSize } = ROOM_CAPACITY;
const { decks: freeDecks, cards: freeCards } = OWN_DECK_LIMITS.free;
const { decks: passDecks, cards: passCards } = OWN_DECK_LIMITS.pass;

export const faqTitle = msg`Frequently Asked Questions`;

export const faqIntro = msg`Quick answers about playing decks, using the app offline, premium decks, accounts and your data. If your question isn't here, email us at hello@sparkdecks.app.`;

export const faq: FaqEntry[] = [
  {
    question: msg`How do I play a deck?`,
    answer: [
      msg`Open a deck and tap the card to flip it and see the question. Swipe left or right to move between cards, or use the arrow keys on a keyboard.`,
      msg`Press r to shuffle the deck. There are no rules beyond that: take turns reading a card aloud, answer it, and skip any card you don't want to answer.`,
      msg`The app remembers the last card you reached in each deck, so you can pick up where you left off.`,
    ],
  },
  {
    question: msg`Can I use Spark Decks offline?`,
    answer: [
      msg`Yes. Open a deck once while you are online, or tap Save for offline, and its cards are kept on your device. After that the deck works with no connection at all.`,
      msg`Decks you have never opened can't be played offline, so save the ones you want before you head somewhere without signal.`,
      msg`If you clear your browser's data for this site, the saved decks are removed and you will need to open them online again.`,
    ],
  },
  {
    question: msg`How do I install the app on my phone?`,
    answer: [
      msg`On Android with Chrome: open Spark Decks, tap the menu (three dots) and choose Install app or Add to Home screen.`,
      msg`On iPhone or iPad with Safari: open Spark Decks, tap the Share button and choose Add to Home Screen.`,
      msg`The app then opens from your home screen like any other app, and saved decks still work offline.`,
    ],
  },
  {
    question: msg`What is a premium deck?`,
    answer: [
      msg`Premium decks are marked in the deck list. With a free account you can read the first 4 cards of any premium deck as a preview. The rest of the deck unlocks when you buy it or have the All-Access Pass.`,
    ],
  },
  {
    question: msg`How much does it cost?`,
    answer: [
      msg`Free decks cost nothing. A premium deck is a one-time purchase of $11.99, and it is yours to keep.`,
      msg`The All-Access Pass unlocks every premium deck for $4.00 a month or $36.00 a year. You can cancel at any time.`,
    ],
  },
  {
    question: msg`Do I need an account?`,
    answer: [
      msg`Not for free decks: you can browse every deck and play the free ones without signing in.`,
      msg`Choosing a premium deck asks you to create a free account first. With it you can read the deck's 4-card preview and buy decks, and your purchases are linked to you and work on your other devices.`,
    ],
  },
  {
    question: msg`Can I sign in with Google?`,
    answer: [
      msg`Yes. You can sign in with your Google account or with an email address and password. Sign-in is handled by Amazon Cognito, in Amazon Web Services' Frankfurt (eu-central-1) region.`,
      msg`If you sign in with Google, we receive your name and email address from Google. We never see your Google password.`,
    ],
  },
  {
    question: msg`What data do you store, and where?`,
    answer: [
      msg`If you create an account, your name and email address are stored by Amazon Cognito in Frankfurt, Germany. If you send feedback, your message and any name or email you add are stored on our server.`,
      msg`If you make decks of your own, they are stored on our server with your account, so that they reach your other devices, and on each device you use them on.`,
      msg`Some things are stored only on your device: your cookie choice, the last card you reached in each deck, whether you have seen the introduction, your signed-in profile and sign-in tokens, and the cards of decks you have opened.`,
      msg`Our Privacy Policy has the full details.`,
    ],
  },
  {
    question: msg`How do I delete my data?`,
    answer: [
      msg`Email us at hello@sparkdecks.app from the address on your account and ask us to delete it. We will delete your account and any feedback linked to that email address, and confirm when it is done.`,
      msg`To remove what is stored on your device, sign out and then clear this site's data in your browser settings.`,
    ],
  },
  {
    question: msg`Do you use cookies or analytics?`,
    answer: [
      msg`We use a small amount of storage on your device that the app needs to work, such as your sign-in and saved decks. This doesn't track you.`,
      msg`Analytics only run if you keep Functional Cookies switched on in the cookie preferences. They then set Google Analytics cookies whose names start with _ga. You can switch them off at any time in Manage Settings.`,
    ],
  },
  {
    question: msg`How do I send feedback?`,
    answer: [
      msg`Use the Submit Feedback page. Only the message is required; your name and email are optional.`,
      msg`Add your email if you would like a reply. You can also write to us at hello@sparkdecks.app.`,
    ],
  },
  {
    question: msg`Where do the questions come from? Can I suggest one?`,
    answer: [
      msg`Every question is original and written by the Spark Decks team, then reviewed before a deck is published.`,
      msg`We are happy to hear ideas. Send a question or a deck idea through the Submit Feedback page. If we use it, we may reword it to fit the deck.`,
    ],
  },
  {
    question: msg`Can I use Spark Decks with a group or in a workshop?`,
    answer: [
      msg`Yes. The team decks for kick-offs, retrospectives and leadership are made for this. Put a deck on a shared screen, or let each person open it on their own phone.`,
      msg`Saving the deck for offline before the session means a weak connection in the room won't get in the way.`,
      msg`You are welcome to use the decks in your own team's meetings and workshops. Please don't copy the questions into handouts, slides or products you publish or sell; our Terms of Service explain this in more detail.`,
    ],
  },
  {
    question: msg`Can I run a live room, with everyone on their own phone?`,
    answer: [
      msg`Yes. Sign in, open a deck, choose Play together and then Start a live room. Your screen shows the room's code and a QR code. Everyone else joins from their own phone by scanning the QR code, or by going to the Join page and typing the code. They only give a name: no account is needed.`,
      msg`You run the room from your screen (or from your phone, as a remote): show the next card, reveal it, start the timer and pick who answers, and every phone follows. When you end the room, every screen says so.`,
      msg`A free account hosts live rooms of up to ${freeRoomSize} people, enough for a table. The All-Access Pass hosts live rooms of up to ${passRoomSize} people, enough for a whole workshop.`,
      msg`People in the room see the card you are showing while the room is live, even from a premium deck they don't own, and nothing of it is kept on their phones afterwards.`,
    ],
  },
  {
    question: msg`Can I make my own deck?`,
    answer: [
      msg`Yes. Sign in, open My Decks from the menu under your name and choose New deck. Give it a title, write your questions, each with an optional follow-up and a level (Light, Personal or Deep), put them in the order you want and save it. It plays like any other deck, and Share gives you a link anyone can play it from.`,
      msg`Your decks are saved on your device straight away, so you can make and change them offline; they reach your account, and your other devices, once you're online. If you change the same deck on two devices, the change you made last is the one that stays, and the same goes for deleting it.`,
      msg`A free account keeps up to ${freeDecks} decks of up to ${freeCards} cards each. The All-Access Pass keeps up to ${passDecks} decks of up to ${passCards} cards each.`,
    ],
  },
];
