import styled from "styled-components";
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

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2026-03-01" → "1 March 2026". Written out rather than toLocaleDateString: the first Intl
 * formatter a page builds loads locale data, 60-100 ms of main thread in Chromium.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A reading page: title, intro and titled sections of plain paragraphs. */
export function InfoArticle({ content }: { content: InfoPageContent }) {
  usePageTitle(content.title);
  return (
    <Article>
      <h1>{content.title}</h1>
      {content.updated && <p className="updated">Last updated {formatDate(content.updated)}</p>}
      <p className="intro">{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Article>
  );
}
