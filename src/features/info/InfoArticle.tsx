import { msg, t } from "@lingui/core/macro";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/usePageTitle";
import type { InfoPageContent } from "./content/types";

const Article = styled.article`
  width: min(760px, 100%);
  margin: 0 auto;
  padding: calc(${({ theme }) => theme.contentTop} + 56px) 20px 72px;
  h1 { font-size: clamp(2rem, 4.5vw, 2.75rem); color: ${({ theme }) => theme.colors.primary}; }
  h2 { font-size: 1.35rem; margin-top: 2em; color: ${({ theme }) => theme.colors.primary}; }
  p { color: ${({ theme }) => theme.colors.text}; }
  .intro { font-size: 1.15rem; color: ${({ theme }) => theme.colors.textMuted}; }
  .updated { font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const MONTHS = [
  msg({ message: "January", context: "month" }),
  msg({ message: "February", context: "month" }),
  msg({ message: "March", context: "month" }),
  msg({ message: "April", context: "month" }),
  msg({ message: "May", context: "month" }),
  msg({ message: "June", context: "month" }),
  msg({ message: "July", context: "month" }),
  msg({ message: "August", context: "month" }),
  msg({ message: "September", context: "month" }),
  msg({ message: "October", context: "month" }),
  msg({ message: "November", context: "month" }),
  msg({ message: "December", context: "month" }),
];

/**
 * "2026-03-01" → "1 March 2026". Written out rather than toLocaleDateString: the first Intl
 * formatter a page builds loads locale data, 60-100 ms of main thread in Chromium. The month's
 * name and the order are messages, so each language writes its dates its own way.
 */
export function formatDate(iso: string): string {
  const [year, monthNumber, day] = iso.split("-").map(Number);
  const month = i18n._(MONTHS[monthNumber - 1]);
  return t({
    message: `${day} ${month} ${year}`,
    comment: "A date: day of the month, month's name, year (1 March 2026), as the policy pages' 'Last updated' shows it",
  });
}

/** A reading page: title, intro and titled sections of plain paragraphs. */
export function InfoArticle({ content }: { content: InfoPageContent }) {
  const title = i18n._(content.title);
  usePageTitle(title);
  const date = content.updated && formatDate(content.updated);
  return (
    <Article>
      <h1>{title}</h1>
      {date && <p className="updated">{t`Last updated ${date}`}</p>}
      <p className="intro">{i18n._(content.intro)}</p>
      {content.sections.map((section) => (
        <section key={section.heading.id}>
          <h2>{i18n._(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.id}>{i18n._(paragraph)}</p>
          ))}
        </section>
      ))}
    </Article>
  );
}
