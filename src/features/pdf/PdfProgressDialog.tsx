import { t } from "@lingui/core/macro";
import { useEffect, useRef } from "react";
import styled, { keyframes } from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { Notice } from "../../lib/ui/Notice";

const Status = styled.p`
  margin: 12px 0 10px;
  font-weight: 600;
`;

const Track = styled.div`
  position: relative;
  height: 10px;
  overflow: hidden;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.border};
`;

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Moves across the bar while a step is under way: a transform animation, so the compositor keeps
 * it going while the page is busy loading the PDF library or laying out a deck (seconds of one
 * long task on a slow phone), and the dialog never looks stuck. Before the first step it is the
 * bar itself (there is nothing to count yet); after, a sheen over the filled part.
 */
const Sweep = styled.div<{ $alone: boolean }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: 40%;
  border-radius: inherit;
  background: ${({ $alone, theme }) =>
    $alone ? theme.colors.secondary : "linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.5), transparent)"};
  animation: ${sweep} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.secondary};
  transition: width 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 20px;
`;

const Message = styled(Notice)`
  margin-top: 12px;
`;

type DialogState = { status: "working"; done: number | null; total: number } | { status: "failed"; message: string };

/**
 * From the click: "Getting ready" while the PDF library and fonts load (null: no deck counted yet),
 * "Preparing deck 5 of 12" while deck 5 loads and is drawn, then the file is put together.
 */
function progressText(done: number | null, total: number) {
  if (done === null) return t`Getting ready to make your PDF`;
  const deck = done + 1;
  return done < total ? t`Preparing deck ${deck} of ${total}` : t`Putting the PDF together`;
}

export function PdfProgressDialog({ state, onCancel, onRetry }: { state: DialogState; onCancel: () => void; onRetry: () => void }) {
  const actionRef = useRef<HTMLButtonElement>(null);
  // The dialog stays open from progress to failure and back, and the focused button goes with the
  // state it belonged to: focus the new one then. (Not autoFocus: that would run before the dialog
  // opens, and the dialog would then return focus to the gone button instead of the trigger.)
  useEffect(() => {
    const button = actionRef.current;
    if (button && !button.closest("dialog")?.contains(document.activeElement)) button.focus();
  }, [state.status]);

  if (state.status === "failed") {
    return (
      <Dialog title={t`The PDF could not be made`} onClose={onCancel}>
        <Message $tone="error">{state.message}</Message>
        <Actions>
          <Button type="button" $variant="outline" onClick={onCancel}>
            {t`Close`}
          </Button>
          <Button ref={actionRef} type="button" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </Actions>
      </Dialog>
    );
  }
  const { done, total } = state;
  const text = progressText(done, total);
  const percent = done === null ? 0 : total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    // Escape or a press outside cancels, as the Cancel button does.
    <Dialog title={t`Making your PDF`} onClose={onCancel}>
      <Status>{text}</Status>
      {/* Without aria-valuenow the bar is indeterminate: under way, nothing to count yet. */}
      <Track role="progressbar" aria-label={t`PDF progress`} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done ?? undefined} aria-valuetext={text}>
        <Fill style={{ width: `${percent}%` }} />
        <Sweep $alone={done === null} />
      </Track>
      <Actions>
        <Button ref={actionRef} type="button" $variant="outline" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </Actions>
    </Dialog>
  );
}
