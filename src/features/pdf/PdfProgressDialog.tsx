import { useEffect, useRef } from "react";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { Notice } from "../../lib/ui/Notice";

const Status = styled.p`
  margin: 12px 0 10px;
  font-weight: 600;
`;

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.border};
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

type DialogState = { status: "working"; done: number; total: number } | { status: "failed"; message: string };

/** "Preparing deck 5 of 12" while deck 5 loads and is drawn; then the file is put together. */
function progressText(done: number, total: number) {
  return done < total ? `Preparing deck ${done + 1} of ${total}` : "Putting the PDF together";
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
      <Dialog title="The PDF could not be made" onClose={onCancel}>
        <Message $tone="error">{state.message}</Message>
        <Actions>
          <Button type="button" $variant="outline" onClick={onCancel}>
            Close
          </Button>
          <Button ref={actionRef} type="button" onClick={onRetry}>
            Try again
          </Button>
        </Actions>
      </Dialog>
    );
  }
  const { done, total } = state;
  const text = progressText(done, total);
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    // Escape or a press outside cancels, as the Cancel button does.
    <Dialog title="Making your PDF" onClose={onCancel}>
      <Status>{text}</Status>
      <Track role="progressbar" aria-label="PDF progress" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={text}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Actions>
        <Button ref={actionRef} type="button" $variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
}
