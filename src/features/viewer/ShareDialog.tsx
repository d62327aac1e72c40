import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions, LinkRow } from "../../lib/ui/dialog-parts";

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
  const canShare = typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      onCopied();
      onShared();
    } catch (error) {
      console.warn("Copying the card link failed", error);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title, text: `A question from ${title} on Spark Decks`, url });
      onShared();
    } catch (error) {
      // Dismissing the share sheet rejects too; nothing to tell the person.
      console.warn("Sharing the card failed", error);
    }
  };

  return (
    <Dialog title="Share this card" onClose={onClose}>
      <label htmlFor="share-link">Link to this card</label>
      <LinkRow>
        <input id="share-link" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" onClick={copy}>
          Copy
        </Button>
      </LinkRow>
      <DialogActions>
        {canShare && (
          <Button type="button" $variant="secondary" onClick={share}>
            Share with others
          </Button>
        )}
        <Button type="button" $variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
