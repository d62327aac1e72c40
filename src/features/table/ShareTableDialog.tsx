// 'Share table': the table's link to copy or send, and a QR code of it drawn on this device, so
// the others at the table can join from their own phones (offline too, once the app is cached).
import { ShareLinkDialog } from "../../lib/ui/ShareLinkDialog";

interface ShareTableDialogProps {
  url: string;
  deckTitle: string;
  onClose: () => void;
  onCopied: () => void;
}

const WORDS = { link: "Link to this table", qr: "QR code for this table", caption: "Scan to join this table on another phone." };

/** 'Share table': the link, Copy, the device's own share sheet where there is one, and a QR code. */
export function ShareTableDialog({ url, deckTitle, onClose, onCopied }: ShareTableDialogProps) {
  return (
    <ShareLinkDialog
      title="Share table"
      url={url}
      words={WORDS}
      sheet={{ title: deckTitle, text: `Play ${deckTitle} with us on Spark Decks` }}
      onClose={onClose}
      onCopied={onCopied}
    />
  );
}
