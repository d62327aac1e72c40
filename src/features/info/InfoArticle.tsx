import styled from "styled-components";
import { usePageTitle } from "../../lib/usePageTitle";
import type { InfoPageContent } from "./content/types";

export const Article = styled.article`
  width: min(760px, 100%);
  margin: 0 auto;
  padding: calc(${({ theme }) => theme.headerHeight} + 56px) 20px 72px;
  h1 { font-size: clamp(2rem, 4.5vw, 2.75rem); color: ${({ theme }) => theme.colors.primary}; }
  h2 { font-size: 1.35rem; margin-top: 2em; color: ${({ theme }) => theme.colors.primary}; }
  p { color: ${({ theme }) => theme.colors.text}; }
  .intro { font-size: 1.15rem; color: ${({ theme }) => theme.colors.textMuted}; }
  .updated { font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
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
