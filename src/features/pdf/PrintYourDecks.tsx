import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Spinner } from "../../lib/ui/Spinner";
import { useDecks } from "../decks";
import type { Entitlements } from "../../../shared/api-types";
import { PaperSizeSelect } from "./PaperSizeSelect";
import { PdfDownloadButton } from "./PdfDownloadButton";
import { loadPrintableDeck, printableDeckIds } from "./printable-decks";

const Section = styled.section`
  margin-top: 28px;
  text-align: left;
  h2 { font-size: 1.2rem; color: ${({ theme }) => theme.colors.primary}; margin-bottom: 8px; }
  .muted { color: ${({ theme }) => theme.colors.textMuted}; }
  .controls { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; margin-top: 12px; }
`;

/**
 * The profile's 'Print your decks': every deck the person may read in full as one printable PDF
 * (the pass's promise; a deck's buyer gets that deck and the free ones). Made on the device from
 * the cards it holds, so it works offline for the decks already there.
 */
export function PrintYourDecks({ entitlements }: { entitlements: Entitlements }) {
  const decks = useDecks();
  const heading = <h2 id="print-your-decks">{t`Print your decks`}</h2>;
  if (!entitlements.pass && entitlements.decks.length === 0) {
    return (
      <Section aria-labelledby="print-your-decks">
        {heading}
        <p className="muted">
          <Trans>
            Downloading decks as a printable PDF is part of the All-Access Pass. <Link to="/pricing">See the All-Access Pass</Link>
          </Trans>
        </p>
      </Section>
    );
  }
  if (decks.status === "loading") {
    return (
      <Section aria-labelledby="print-your-decks">
        {heading}
        <Spinner label={t`Loading your decks`} />
      </Section>
    );
  }
  if (decks.status === "error") {
    return (
      <Section aria-labelledby="print-your-decks">
        {heading}
        <p className="muted">{t`The deck list could not be loaded, so the PDF cannot be made right now.`}</p>
        <Button type="button" $variant="outline" onClick={decks.retry}>
          {t`Try again`}
        </Button>
      </Section>
    );
  }
  const deckIds = printableDeckIds(decks.decks, entitlements);
  return (
    <Section aria-labelledby="print-your-decks">
      {heading}
      <p className="muted">
        {entitlements.pass
          ? t`Every deck as cards to print and cut out: nine to a page, with cut marks.`
          : t`Your decks and the free ones as cards to print and cut out: nine to a page, with cut marks.`}
      </p>
      <div className="controls">
        <PaperSizeSelect />
        <PdfDownloadButton label={t`Download all decks (PDF)`} fileName="spark-decks-all.pdf" deckIds={deckIds} loadDeck={loadPrintableDeck} />
      </div>
    </Section>
  );
}
