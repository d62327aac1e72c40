interface InfoSection {
  heading: string;
  paragraphs: string[];
}

export interface InfoPageContent {
  title: string;
  intro: string;
  /** ISO date the text was last changed, e.g. "2026-11-22" */
  updated?: string;
  sections: InfoSection[];
}

export interface FaqEntry {
  question: string;
  answer: string[];
}
