// A link to share, in a dialog: the link in a read-only text box with 'Copy', the device's own share
// sheet where there is one, and a QR code of it drawn on this device (offline too). 'Share table'
// and a person's deck's 'Share' are this dialog with their own words.
import { useId, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useQrCode } from "../useQrCode";
import { Button } from "./Button";
import { Dialog } from "./Dialog";
import { DialogActions, LinkRow } from "./dialog-parts";
import { Notice } from "./Notice";
import { Spinner } from "./Spinner";

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

export interface ShareLinkDialogProps {
  /** The dialog's name ('Share table'). */
  title: string;
  url: string;
  /** The link's label, the QR code's name and the words under it. */
  words: { link: string; qr: string; caption: string };
  /** What the device's share sheet is given besides the link. */
  sheet: { title: string; text: string };
  onClose: () => void;
  onCopied: () => void;
  /** More, under the QR code (a deck's 'Stop sharing'). */
  children?: ReactNode;
}

export function ShareLinkDialog({ title, url, words, sheet, onClose, onCopied, children }: ShareLinkDialogProps) {
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
      console.warn("Copying the link failed", error);
      setCopyFailed(true);
      // Ready for the person's own copy: the whole link selected.
      linkRef.current?.focus();
      linkRef.current?.select();
    }
  };

  const share = async () => {
    try {
      await navigator.share({ ...sheet, url });
    } catch (error) {
      // Dismissing the share sheet rejects too; nothing to tell the person.
      console.warn("Sharing the link failed", error);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <label htmlFor={linkId}>{words.link}</label>
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
            <img src={qr.src} alt={words.qr} width={QR_SIZE_PX} height={QR_SIZE_PX} />
          ) : (
            <Placeholder>
              <Spinner size={32} label="Drawing the QR code" />
            </Placeholder>
          )}
          <figcaption>{words.caption}</figcaption>
        </Code>
      )}
      {children}
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
