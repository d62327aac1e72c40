// 'Share card' on a question of the person's own deck while the deck is not shared: there is no
// address anyone else could open (the deck's own is theirs alone), so the question goes as text,
// by the device's share sheet or 'Copy'; sharing the deck from My Decks would give it a link.
import { t } from "@lingui/core/macro";
import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";

const Quote = styled.blockquote`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: #f4f6fa;
  border-radius: 4px;
  overflow-wrap: anywhere;
  white-space: pre-line;
  p { margin: 0; }
  p + p { margin-top: 6px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Note = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

interface ShareQuestionDialogProps {
  question: string;
  followUp: string | null;
  deckTitle: string;
  onClose: () => void;
}

/** What is shared: the question, and its follow-up on a line of its own. */
const questionText = (question: string, followUp: string | null) => (followUp ? `${question}\n${followUp}` : question);

export function ShareQuestionDialog({ question, followUp, deckTitle, onClose }: ShareQuestionDialogProps) {
  const [status, setStatus] = useState<string | null>(null);
  const text = questionText(question, followUp);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t`Question copied to clipboard.`);
    } catch {
      setStatus(t`The question could not be copied: select it and copy it yourself.`);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: deckTitle, text });
      onClose();
    } catch (error) {
      // Closing the sheet is no failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) setStatus(t`The question could not be shared. Copy it instead.`);
    }
  };

  return (
    <Dialog title={t`Share this question`} onClose={onClose}>
      <Quote>
        <p>{question}</p>
        {followUp && <p>{followUp}</p>}
      </Quote>
      <Note>{t`This deck is not shared, so the question goes as text. Share the deck from My Decks to send a link to it.`}</Note>
      <p role="status" style={{ margin: status ? "0 0 12px" : 0 }}>
        {status}
      </p>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t`Close`}
        </Button>
        <Button type="button" $variant="outline" onClick={() => void copy()}>
          {t`Copy`}
        </Button>
        {canShare && (
          <Button type="button" onClick={() => void share()}>
            {t`Share…`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
