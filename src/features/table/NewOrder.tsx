// 'New order' at a table: it asks first (the order played so far cannot be dealt again, and the
// other phones stay on it), and once dealt, a shared table says the others need the new link.
import { t } from "@lingui/core/macro";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";
import { ShareIcon } from "../../lib/ui/icons";
import { PillButton } from "../viewer";
import { Notice } from "./TableView.styles";

/** 'Deal a new order?': Cancel, or 'New order'. `shared`: other phones may be playing this order. */
export function NewOrderDialog({ shared, onCancel, onConfirm }: { shared: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog title={t`Deal a new order?`} onClose={onCancel}>
      <p>
        {shared
          ? t`The cards are shuffled again and the table starts over at card 1. The order you are playing now cannot be brought back, and the other phones stay on it until they open the new link.`
          : t`The cards are shuffled again and the table starts over at card 1. The order you are playing now cannot be brought back.`}
      </p>
      <DialogActions>
        <Button type="button" $variant="outline" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="button" onClick={onConfirm}>
          {t`New order`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Under the title once a new order is dealt, until it is dismissed, shared or play moves on: the
 * link to send, through 'Share table''s own dialog (Copy, the share sheet, the QR code).
 */
export function NewLinkNotice({ onShare, onDismiss }: { onShare: () => void; onDismiss: () => void }) {
  return (
    <Notice role="status">
      <div className="box">
        <span className="text">{t`The others need the new link`}</span>
        <PillButton type="button" title={t`Share the new link`} onClick={onShare}>
          <ShareIcon size={16} />
          <span className="words">{t`Share the new link`}</span>
        </PillButton>
        <button type="button" className="dismiss" aria-label={t`Dismiss`} title={t`Dismiss`} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </Notice>
  );
}
