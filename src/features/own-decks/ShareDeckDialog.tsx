// A person's deck's 'Share': its link (made when the dialog first opens), 'Copy', the share sheet,
// a QR code, and 'Stop sharing' (the link then opens nothing). Sharing needs a connection.
import { msg, t } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import type { OwnDeck } from "../../../shared/own-decks";
import { sharedDeckUrl } from "../../lib/app-urls";
import { apiRequest, describeError } from "../../lib/http";
import { i18n, linkBase } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";
import { Notice } from "../../lib/ui/Notice";
import { ShareLinkDialog } from "../../lib/ui/ShareLinkDialog";
import { Spinner } from "../../lib/ui/Spinner";

interface ShareDeckDialogProps {
  deck: Pick<OwnDeck, "deckId" | "title" | "shareId">;
  /** The deck's link was made (its id) or taken back (null). */
  onSharing: (shareId: string | null) => void;
  onClose: () => void;
  onCopied: () => void;
}

const WORDS = { link: msg`Link to this deck`, qr: msg`QR code for this deck`, caption: msg`Scan to play this deck on another phone. No account needed.` };

export function ShareDeckDialog({ deck, onSharing, onClose, onCopied }: ShareDeckDialogProps) {
  const [shareId, setShareId] = useState(deck.shareId);
  const [problem, setProblem] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const path = `/me/decks/${encodeURIComponent(deck.deckId)}/share`;

  useEffect(() => {
    if (shareId) return;
    let current = true;
    apiRequest<{ shareId: string }>(path, { method: "POST" }).then(
      ({ shareId: made }) => {
        if (!current) return;
        setShareId(made);
        onSharing(made);
      },
      (error: unknown) => current && setProblem(describeError(error, t`The link could not be made. Sharing needs a connection.`)),
    );
    return () => {
      current = false;
    };
  }, [shareId, path, onSharing]);

  const stop = async () => {
    setStopping(true);
    try {
      await apiRequest(path, { method: "DELETE" });
      onSharing(null);
      onClose();
    } catch (error) {
      setProblem(describeError(error, t`Sharing could not be stopped. Try again.`));
      setStopping(false);
    }
  };

  if (!shareId) {
    return (
      <Dialog title={t`Share`} onClose={onClose}>
        {problem ? (
          <Notice $tone="error" role="alert">
            {problem}
          </Notice>
        ) : (
          <Spinner size={32} label={t`Making the link`} />
        )}
        <DialogActions>
          <Button type="button" $variant="outline" onClick={onClose}>
            {t`Close`}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  // The origin and the language's prefix: the link opens in the language it was shared from.
  const origin = linkBase();
  const title = deck.title;
  return (
    <ShareLinkDialog
      title={t`Share`}
      url={`${origin}${sharedDeckUrl(shareId)}`}
      words={{ link: i18n._(WORDS.link), qr: i18n._(WORDS.qr), caption: i18n._(WORDS.caption) }}
      sheet={{ title, text: t`Play ${title} on Spark Decks` }}
      onClose={onClose}
      onCopied={onCopied}
    >
      {problem && (
        <Notice $tone="error" role="alert">
          {problem}
        </Notice>
      )}
      <Button type="button" $variant="secondary" onClick={stop} disabled={stopping}>
        {t`Stop sharing`}
      </Button>
    </ShareLinkDialog>
  );
}
