import { msg, t } from "@lingui/core/macro";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { CardsIcon, GrowthIcon, PeopleIcon } from "../../lib/ui/icons";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { DecksLoadState, useDecks } from "../decks";
import { PreviewCarousel } from "./PreviewCarousel";
import { previewDestinations } from "./preview-decks";

const Hero = styled.section`
  padding: calc(${({ theme }) => theme.contentTop} + 72px) 16px 96px;
  background: ${({ theme }) => theme.darkBackground};
  color: #fff;
  text-align: center;
  h1 { font-size: clamp(2.3rem, 6vw, 4rem); letter-spacing: -0.02em; margin-bottom: 20px; }
  p { font-size: clamp(1.05rem, 2.2vw, 1.3rem); max-width: 640px; margin: 0 auto 36px; opacity: 0.92; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 16px;
`;

const Section = styled.section`
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: 64px 16px;
  > h2 { text-align: center; font-size: clamp(1.6rem, 3.5vw, 2.3rem); color: ${({ theme }) => theme.colors.primary}; }
  > p { text-align: center; color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: 36px; }
`;

const Features = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 24px;
  ${({ theme }) => theme.below.md} { grid-template-columns: 1fr; }
`;

const Feature = styled.section`
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.base};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h3 { font-size: 1.3rem; color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  svg { color: ${({ theme }) => theme.colors.secondary}; margin-bottom: 16px; }
`;

const FEATURES = [
  {
    title: msg`Curated Questions`,
    text: msg`Every deck is written by people, not scraped from lists: original questions that range from easy openers to the ones that take a minute of quiet before you answer.`,
    Icon: CardsIcon,
  },
  {
    title: msg`Personal Growth`,
    text: msg`Use the self-discovery decks alone or with a friend to notice what you value, how you have changed and where you want to go next.`,
    Icon: GrowthIcon,
  },
  {
    title: msg`Build Connections`,
    text: msg`Couples, friends, families and teams find stories they had never told each other. Put the phone in the middle of the table and take turns.`,
    Icon: PeopleIcon,
  },
];

export default function LandingPage() {
  usePageTitle(null);
  const navigate = useNavigate();
  const { user } = useAuth();
  const decks = useDecks();

  return (
    <>
      <Hero data-hero>
        <h1>{t`Spark Meaningful Conversations`}</h1>
        <p>{t`Curated question decks for relationships, teams and self-discovery. Tap, flip and talk, even with no connection.`}</p>
        <Actions>
          <Button type="button" $size="large" $variant="light" onClick={() => navigate("/decks")}>
            {t`Explore Decks`}
          </Button>
          <Button type="button" $size="large" $variant="outlineLight" onClick={() => navigate(user ? "/decks" : "/signup")}>
            {t`Get Started`}
          </Button>
        </Actions>
      </Hero>

      <Section aria-labelledby="featured-decks">
        <h2 id="featured-decks">{t`Start with a deck`}</h2>
        <p>{t`A few of our favourites. Open one and flip the first card.`}</p>
        <DecksLoadState decks={decks} retry={decks.retry} />
        {decks.status === "ready" && <PreviewCarousel items={previewDestinations(decks.decks, user !== null)} />}
      </Section>

      <Section aria-labelledby="why-spark">
        <h2 id="why-spark">{t`Why Spark Decks`}</h2>
        <p>{t`Good conversations rarely happen by accident. A good question makes room for them.`}</p>
        <Features>
          {FEATURES.map(({ title, text, Icon }) => (
            <Feature key={title.id}>
              <Icon size={36} />
              <h3>{i18n._(title)}</h3>
              <p>{i18n._(text)}</p>
            </Feature>
          ))}
        </Features>
      </Section>
    </>
  );
}
