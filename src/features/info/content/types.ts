import type { MessageDescriptor } from "@lingui/core";

// The reading pages' texts are messages (msg descriptors: the language is chosen after the modules
// load), each paragraph one message; they are drawn with i18n._().
interface InfoSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

export interface InfoPageContent {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  /** ISO date the text was last changed, e.g. "2026-11-22" */
  updated?: string;
  sections: InfoSection[];
}

export interface FaqEntry {
  question: MessageDescriptor;
  answer: MessageDescriptor[];
}
