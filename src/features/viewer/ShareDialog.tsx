import { t } from "@lingui/core/macro";
import { ShareLinkDialog } from "../../lib/ui/ShareLinkDialog";

interface ShareDialogProps {
  url: string;
  title: string;
  onCopied: () => void;
  /** The link left the app: copied, or handed to the device's share sheet. */
  onShared: () => void;
  onClose: () => void;
}

/** 'Share this card': the link, Copy, and the device's own share sheet where there is one. */
export function ShareDialog({ url, title, onCopied, onShared, onClose }: ShareDialogProps) {
  return (
    <ShareLinkDialog
      title={t`Share this card`}
      url={url}
      words={{ link: t`Link to this card` }}
      sheet={{ title, text: t`A question from ${title} on Spark Decks` }}
      onClose={onClose}
      onCopied={onCopied}
      onShared={onShared}
    />
  );
}
