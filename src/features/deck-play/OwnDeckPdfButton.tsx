// 'Download PDF' of a deck of the person's own: its cards they may read (never a locked one) as a
// printable PDF. Printing is the All-Access Pass's, as for every deck: without it the pass is offered.
import { t } from "@lingui/core/macro";
import { useState } from "react";
import type { DeckWithCards } from "../../../shared/api-types";
import { DownloadIcon } from "../../lib/ui/icons";
import { useEntitlements } from "../entitlements";
import { usePdfDownload } from "../pdf";
import { PassOffer, PillButton } from "../viewer";

/** A file name from the deck's title: "spark-decks-" and its letters and digits. */
const fileNameOf = (title: string) => {
  const slug = title.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40);
  return `spark-decks-${slug || "my-deck"}.pdf`;
};

export function OwnDeckPdfButton({ deck }: { deck: DeckWithCards }) {
  const entitlements = useEntitlements();
  const download = usePdfDownload();
  const [offering, setOffering] = useState(false);

  const start = () => {
    if (entitlements.status !== "ready" || entitlements.entitlements.pass === null) return setOffering(true);
    const printed = { deckId: deck.deckId, title: deck.title, description: deck.description, cards: deck.cards.map(({ question, followUp }) => ({ question, followUp })) };
    download.start({ fileName: fileNameOf(deck.title), deckIds: [deck.deckId], loadDeck: async () => printed });
  };

  return (
    <>
      <PillButton type="button" title={t`Download PDF`} onClick={start} disabled={entitlements.status === "loading"}>
        <DownloadIcon size={18} />
        <span className="words">{t`Download PDF`}</span>
      </PillButton>
      {download.dialog}
      {offering && <PassOffer feature="pdf" visitor={entitlements.status === "visitor"} onClose={() => setOffering(false)} />}
    </>
  );
}
