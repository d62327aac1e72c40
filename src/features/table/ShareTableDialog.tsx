// 'Share table': the table's link to copy or send, and a QR code of it drawn on this device, so
// the others at the table can join from their own phones (offline too, once the app is cached).
// The link opens at the card on screen, so that a friend who joins late starts where the table is.
import { t } from "@lingui/core/macro";
import { ShareLinkDialog } from "../../lib/ui/ShareLinkDialog";

interface ShareTableDialogProps {
  url: string;
  deckTitle: string;
  /** The card (1-based) the link opens at, said under the code when it is not the first. */
  card?: number;
  onClose: () => void;
  onCopied: () => void;
}

/** 'Share table': the link, Copy, the device's own share sheet where there is one, and a QR code. */
export function ShareTableDialog({ url, deckTitle, card, onClose, onCopied }: ShareTableDialogProps) {
  return (
    <ShareLinkDialog
      title={t`Share table`}
      url={url}
      words={{ link: t`Link to this table`, qr: t`QR code for this table`, caption: t`Scan to join this table on another phone.` }}
      sheet={{ title: deckTitle, text: t`Play ${deckTitle} with us on Spark Decks` }}
      onClose={onClose}
      onCopied={onCopied}
    >
      {card !== undefined && card > 1 && <p>{t`The link opens at card ${card}.`}</p>}
    </ShareLinkDialog>
  );
}
