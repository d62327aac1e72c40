import { t } from "@lingui/core/macro";
// A link to share, in a dialog: the link in a read-only text box with 'Copy', the device's own share
// sheet where there is one, and, where asked for, a QR code of it drawn on this device (offline
// too). 'Share table', a person's deck's 'Share' and the viewer's 'Share this card' (no QR code)
// are this dialog with their own words.
import { useId, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useQrCode } from "../useQrCode";
import { Button } from "./Button";
import { Dialog } from "./Dialog";
import { DialogActions } from "./dialog-parts";
import { Notice } from "./Notice";
import { Spinner } from "./Spinner";

/** The read-only link, its 'Copy' button beside it. */
const LinkRow = styled.div`
  display: flex;
  gap: 8px;
  margin: 8px 0 16px;
  input {
    flex: 1;
    min-width: 0;
    padding: 10px 12px;
    border: 1px solid #8a96a8;
    border-radius: ${({ theme }) => theme.radii.button};
    color: ${({ theme }) => theme.colors.text};
    background: #f4f6fa;
  }
`;

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

/** The link as a QR code, drawn on this device: its library loads only when a code is shown. */
function LinkQrCode({ url, name, caption }: { url: string; name: string; caption: string }) {
  const qr = useQrCode(url);
  if (qr && "failed" in qr) {
    return (
      <Notice $tone="info" role="status">
        {t`The QR code could not be drawn.`}
      </Notice>
    );
  }
  return (
    <Code>
      {qr ? (
        <img src={qr.src} alt={name} width={QR_SIZE_PX} height={QR_SIZE_PX} />
      ) : (
        <Placeholder>
          <Spinner size={32} label={t`Drawing the QR code`} />
        </Placeholder>
      )}
      <figcaption>{caption}</figcaption>
    </Code>
  );
}

export interface ShareLinkDialogProps {
  /** The dialog's name ('Share table'). */
  title: string;
  url: string;
  /** The link's label; with a QR code, the code's name and the words under it too. */
  words: { link: string } | { link: string; qr: string; caption: string };
  /** What the device's share sheet is given besides the link. */
  sheet: { title: string; text: string };
  onClose: () => void;
  onCopied: () => void;
  /** The link left the app: copied, or handed to the device's share sheet. */
  onShared?: () => void;
  /** More, under the QR code (a deck's 'Stop sharing'). */
  children?: ReactNode;
}

export function ShareLinkDialog({ title, url, words, sheet, onClose, onCopied, onShared, children }: ShareLinkDialogProps) {
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const canShare = typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      onCopied();
      onShared?.();
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
      onShared?.();
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
          {t`Copy`}
        </Button>
      </LinkRow>
      {copyFailed && (
        <Notice $tone="info" role="status">
          {t`Copy the link above by hand.`}
        </Notice>
      )}
      {"qr" in words && <LinkQrCode url={url} name={words.qr} caption={words.caption} />}
      {children}
      <DialogActions>
        {canShare && (
          <Button type="button" $variant="secondary" onClick={share}>
            {t`Share with others`}
          </Button>
        )}
        <Button type="button" $variant="outline" onClick={onClose}>
          {t`Close`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
