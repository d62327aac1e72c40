// 'Share table': the table's link to copy or send, and a QR code of it drawn on this device, so
// the others at the table can join from their own phones (offline too, once the app is cached).
// The link opens at the card on screen, so that a friend who joins late starts where the table is.
import { ShareLinkDialog } from "../../lib/ui/ShareLinkDialog";

interface ShareTableDialogProps {
  url: string;
  deckTitle: string;
  /** The card (1-based) the link opens at, said under the code when it is not the first. */
  card?: number;
  onClose: () => void;
  onCopied: () => void;
}

const WORDS = { link: "Link to this table", qr: "QR code for this table", caption: "Scan to join this table on another phone." };

/** 'Share table': the link, Copy, the device's own share sheet where there is one, and a QR code. */
export function ShareTableDialog({ url, deckTitle, card, onClose, onCopied }: ShareTableDialogProps) {
  return (
    <ShareLinkDialog
      title="Share table"
      url={url}
      words={WORDS}
      sheet={{ title: deckTitle, text: `Play ${deckTitle} with us on Spark Decks` }}
      onClose={onClose}
      onCopied={onCopied}
    >
      {card !== undefined && card > 1 && <p>The link opens at card {card}.</p>}
    </ShareLinkDialog>
  );
}
