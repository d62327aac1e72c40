import { msg, t } from "@lingui/core/macro";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
import { CheckIcon } from "../../lib/ui/icons";

/** The spec's early-supporter benefit copy (§1), where a person deciding to pay reads it. */
const FUTURE_DECKS = msg`Access to all future decks`;
const EARLY_SUPPORTER_BENEFITS = [
  msg`Full deck access`,
  msg`First access to new decks`,
  msg`An ad-free experience`,
  msg`Support for making more decks`,
  FUTURE_DECKS,
];
/** Decks not yet made come with the All-Access Pass: one deck bought is that deck alone. */
const PASS_ONLY_BENEFITS = new Set([FUTURE_DECKS]);

const Box = styled.section<{ $light: boolean }>`
  margin: 24px auto 0;
  max-width: 640px;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radii.base};
  background: ${({ $light }) => ($light ? "rgba(255, 255, 255, 0.1)" : "rgba(0, 0, 0, 0.04)")};
  h2 { font-size: 1.05rem; margin: 0 0 8px; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 20px; }
  li { display: flex; gap: 8px; align-items: center; }
  svg { flex: none; }
`;

/** `light`: on a dark page (pricing). `singleDeck`: the offer of one deck, without the pass's promises. */
export function EarlySupporterBenefits({ light = false, singleDeck = false }: { light?: boolean; singleDeck?: boolean }) {
  const benefits = singleDeck ? EARLY_SUPPORTER_BENEFITS.filter((benefit) => !PASS_ONLY_BENEFITS.has(benefit)) : EARLY_SUPPORTER_BENEFITS;
  return (
    <Box $light={light} aria-labelledby="early-supporter-heading">
      <h2 id="early-supporter-heading">{t`Early supporter benefits`}</h2>
      <ul>
        {benefits.map((benefit) => (
          <li key={benefit.id}>
            <CheckIcon size={18} />
            {i18n._(benefit)}
          </li>
        ))}
      </ul>
    </Box>
  );
}
