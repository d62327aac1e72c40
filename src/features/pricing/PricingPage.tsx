import { t } from "@lingui/core/macro";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import styled, { css } from "styled-components";
import { OWN_DECK_LIMITS } from "../../../shared/own-decks";
import { ROOM_CAPACITY } from "../../../shared/rooms";
import type { ArrivalState } from "../../lib/app-urls";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { DarkPage } from "../../lib/ui/DarkPage";
import { CheckIcon } from "../../lib/ui/icons";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { AllAccessAction } from "./AllAccessAction";
import { EarlySupporterBenefits } from "./EarlySupporterBenefits";
import { allAccessDisplay, formatPrice, yearlySavingPercent, type BillingPeriod } from "./pricing";
import { usePrices } from "./usePrices";

const Inner = styled.div`
  width: min(1120px, 100%);
  margin: 0 auto;
  > header { text-align: center; margin-bottom: 32px; }
  > header p { font-size: 1.15rem; opacity: 0.92; }
`;

const Toggle = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 12px;
  margin-bottom: 40px;
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 4px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.14);
  button {
    min-height: 40px;
    padding: 0 20px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: #fff;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed="true"] { background: #fff; color: ${({ theme }) => theme.colors.primary}; }
`;

const SaveBadge = styled.span`
  padding: 4px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.85rem;
`;

const Plans = styled.div`
  display: grid;
  /* minmax(0, …): a plan as wide as its column, however long a word of its text (a language's). */
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;
  align-items: stretch;
  ${({ theme }) => theme.below.md} { grid-template-columns: minmax(0, 1fr); max-width: 460px; margin: 0 auto; }
`;

const Plan = styled.section<{ $highlight?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 32px 24px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-wrap: break-word;
  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      outline: 3px solid ${theme.colors.accent};
    `}
  h2 { font-size: 1.4rem; color: ${({ theme }) => theme.colors.primary}; margin-bottom: 4px; }
  ul { list-style: none; padding: 0; margin: 20px 0 28px; flex: 1; }
  li { display: flex; gap: 10px; margin-bottom: 10px; }
  li svg { flex: none; color: ${({ theme }) => theme.colors.secondary}; }
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 16px;
`;

const Price = styled.p`
  margin: 0;
  font-size: 2.2rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  small { font-size: 1rem; font-weight: 500; color: ${({ theme }) => theme.colors.textMuted}; }
  s { font-size: 1.1rem; font-weight: 500; color: ${({ theme }) => theme.colors.textMuted}; margin-left: 8px; }
`;

const PriceNote = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Popular = styled.span`
  position: absolute;
  top: -14px;
  right: 24px;
  padding: 4px 14px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.85rem;
`;

function Features({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={20} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** How many decks of their own, of how many cards, a plan keeps. */
function ownDecksFeature({ decks, cards }: { decks: number; cards: number }): string {
  return t`Make ${decks} decks of your own, up to ${cards} cards each`;
}

export default function PricingPage() {
  usePageTitle(t`Pricing`);
  const navigate = useNavigate();
  const { user } = useAuth();
  const prices = usePrices();
  // Back from a cancelled checkout, the period the person had chosen is still selected.
  const arrival = useLocation().state as ArrivalState | null;
  const [period, setPeriod] = useState<BillingPeriod>(arrival?.period === "monthly" ? "monthly" : "yearly");
  const allAccess = allAccessDisplay(period, prices, prices.currency);
  const saving = i18n.number(yearlySavingPercent(prices) / 100, { style: "percent" });
  const freeRoomSize = ROOM_CAPACITY.free;
  const passRoomSize = ROOM_CAPACITY.pass;

  return (
    <DarkPage>
      <Inner>
        <header>
          <h1>{t`Your Path to Infinite Dialogue`}</h1>
          <p>{t`Choose the plan that fits your journey.`}</p>
        </header>
        <Toggle>
          <Segments role="group" aria-label={t`Billing period`}>
            <button type="button" aria-pressed={period === "monthly"} onClick={() => setPeriod("monthly")}>
              {t`Monthly`}
            </button>
            <button type="button" aria-pressed={period === "yearly"} onClick={() => setPeriod("yearly")}>
              {t`Yearly`}
            </button>
          </Segments>
          <SaveBadge>{t({ message: `Save ${saving}`, comment: "saving: the yearly plan's saving as a percentage (\"25%\")" })}</SaveBadge>
        </Toggle>
        <Plans>
          <Plan aria-labelledby="plan-free">
            <h2 id="plan-free">{t`Free Access`}</h2>
            <Tagline>{t`Try it out`}</Tagline>
            <Price>{t({ message: "Free", context: "price" })}</Price>
            <Features
              items={[
                t`Access to core decks`,
                t`Host live rooms of up to ${freeRoomSize} people with a free account`,
                ownDecksFeature(OWN_DECK_LIMITS.free),
              ]}
            />
            <Button type="button" $variant="outline" $block onClick={() => navigate(user ? "/decks" : "/signup")}>
              {t`Get Started`}
            </Button>
          </Plan>
          <Plan aria-labelledby="plan-deck">
            <h2 id="plan-deck">{t`Deck by Deck`}</h2>
            <Tagline>{t`Pick & Play`}</Tagline>
            <Price>{formatPrice(prices.deckByDeck, prices.currency)}</Price>
            <PriceNote>{t`per deck`}</PriceNote>
            <Features
              items={[t`Unlock individual premium decks`, t`Ad-free for purchased decks`, t`Access to deck updates`]}
            />
            <Button type="button" $variant="secondary" $block onClick={() => navigate("/decks")}>
              {t`Choose Your Deck`}
            </Button>
          </Plan>
          <Plan aria-labelledby="plan-all" $highlight>
            <Popular>{t`Popular`}</Popular>
            <h2 id="plan-all">{t`All-Access Pass`}</h2>
            <Tagline>{t`The Complete Experience`}</Tagline>
            {period === "yearly" ? (
              <>
                <Price>
                  {allAccess.price} <s>{allAccess.struck}</s>
                </Price>
                <PriceNote>{allAccess.note}</PriceNote>
              </>
            ) : (
              <Price>
                {allAccess.price} <small>{allAccess.note}</small>
              </Price>
            )}
            <Features
              items={[
                t`Unlock all current and future decks`,
                t`Ad-free across all decks`,
                t`Download all decks as a PDF`,
                t`Save favourite cards for later`,
                t`Host live workshop rooms of up to ${passRoomSize} people`,
                ownDecksFeature(OWN_DECK_LIMITS.pass),
              ]}
            />
            <AllAccessAction period={period} purchasable={prices.purchasable} />
          </Plan>
        </Plans>
        <EarlySupporterBenefits light />
      </Inner>
    </DarkPage>
  );
}
