import { t } from "@lingui/core/macro";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/usePageTitle";
import { faq, faqIntro, faqTitle } from "./content/faq";

const Hero = styled.section`
  padding: calc(${({ theme }) => theme.contentTop} + 64px) 20px 64px;
  background: ${({ theme }) => theme.darkBackground};
  color: #fff;
  text-align: center;
  h1 { font-size: clamp(2rem, 5vw, 3rem); }
  p { max-width: 640px; margin: 0 auto; font-size: 1.1rem; opacity: 0.92; }
`;

const List = styled.div`
  width: min(760px, 100%);
  margin: 0 auto;
  padding: 48px 20px 72px;
  details {
    margin-bottom: 12px;
    border-radius: ${({ theme }) => theme.radii.base};
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  summary {
    padding: 18px 20px;
    font-weight: 600;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  details > div { padding: 0 20px 8px; }
`;

export default function FaqPage() {
  usePageTitle(t`FAQ`);
  return (
    <>
      <Hero data-hero>
        <h1>{i18n._(faqTitle)}</h1>
        <p>{i18n._(faqIntro)}</p>
      </Hero>
      <List>
        {faq.map((entry) => (
          <details key={entry.question.id}>
            <summary>{i18n._(entry.question)}</summary>
            <div>
              {entry.answer.map((paragraph) => (
                <p key={paragraph.id}>{i18n._(paragraph)}</p>
              ))}
            </div>
          </details>
        ))}
      </List>
    </>
  );
}
