import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { useCloseOnBack } from "./dialog-history";
import { useInputLayer } from "./input-layers";
import { enterModalLayer, leaveModalLayer } from "./modal-layer";

// The box has no padding of its own: a press whose target is the <dialog> itself is then a press
// on its backdrop, outside the panel.
const Box = styled.dialog`
  width: min(480px, calc(100% - 32px));
  max-width: none;
  max-height: calc(100% - 32px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.base};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &[open] { display: flex; }
  &::backdrop { background: rgba(10, 16, 30, 0.55); }
`;

const Panel = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: 24px;
  h2 { font-size: 1.35rem; color: ${({ theme }) => theme.colors.primary}; }
`;

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: showModal() moves focus in, keeps it there and
 * makes the page behind inert; Escape and a press on the backdrop ask the owner to close; the
 * owner closes it by no longer rendering it, and focus returns to where it was. The browser's Back
 * closes it too, instead of leaving the page.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useInputLayer(true);
  useCloseOnBack(onClose);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    enterModalLayer(dialog);
    return () => {
      leaveModalLayer(dialog);
      dialog.close();
    };
  }, []);

  return createPortal(
    <Box
      ref={dialogRef}
      aria-labelledby={titleId}
      // React state owns open and closed: the browser's own close on Escape is turned into a request.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Without a recent user gesture the browser may close on Escape regardless; follow it.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // No focus change from the press: focus goes back to where it was before the dialog.
        event.preventDefault();
        onClose();
      }}
    >
      <Panel>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Box>,
    document.body,
  );
}
