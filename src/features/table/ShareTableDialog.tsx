// 'Share table': the table's link to copy or send, and a QR code of it drawn on this device, so
// the others at the table can join from their own phones (offline too, once the app is cached).
import { useId, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions, LinkRow } from "../../lib/ui/dialog-parts";
import { Notice } from "../../lib/ui/Notice";
import { Spinner } from "../../lib/ui/Spinner";
import { useQrCode } from "../../lib/useQrCode";

/** The QR code's size on screen: big enough for a phone camera across a table, small enough to fit. */
const QR_SIZE_PX = 220;

const Code = styled.figure`
  margin: 0 0 16px;
  text-align: center;
  img {
    display: block;
    margin: 0 auto;
  }
  figcaption {
    margin-top: 8px;
    font-size: 0.95rem;
  }
`;

/** Holds the QR code's place while the library loads, so nothing below it moves. */
const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${QR_SIZE_PX}px;
  height: ${QR_SIZE_PX}px;
  margin: 0 auto;
  border-radius: 4px;
  background: #f4f6fa;
`;

interface ShareTableDialogProps {
  url: string;
  deckTitle: string;
  onClose: () => void;
  onCopied: () => void;
}

/** 'Share table': the link, Copy, the device's own share sheet where there is one, and a QR code. */
export function ShareTableDialog({ url, deckTitle, onClose, onCopied }: ShareTableDialogProps) {
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const qr = useQrCode(url);
  const canShare = typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      onCopied();
    } catch (error) {
      console.warn("Copying the table link failed", error);
      setCopyFailed(true);
      // Ready for the person's own copy: the whole link selected.
      linkRef.current?.focus();
      linkRef.current?.select();
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: deckTitle, text: `Play ${deckTitle} with us on Spark Decks`, url });
    } catch (error) {
      // Dismissing the share sheet rejects too; nothing to tell the person.
      console.warn("Sharing the table failed", error);
    }
  };

  return (
    <Dialog title="Share table" onClose={onClose}>
      <label htmlFor={linkId}>Link to this table</label>
      <LinkRow>
        <input id={linkId} ref={linkRef} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" onClick={copy}>
          Copy
        </Button>
      </LinkRow>
      {copyFailed && (
        <Notice $tone="info" role="status">
          Copy the link above by hand.
        </Notice>
      )}
      {qr && "failed" in qr ? (
        <Notice $tone="info" role="status">
          The QR code could not be drawn.
        </Notice>
      ) : (
        <Code>
          {qr ? (
            <img src={qr.src} alt="QR code for this table" width={QR_SIZE_PX} height={QR_SIZE_PX} />
          ) : (
            <Placeholder>
              <Spinner size={32} label="Drawing the QR code" />
            </Placeholder>
          )}
          <figcaption>Scan to join this table on another phone.</figcaption>
        </Code>
      )}
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
