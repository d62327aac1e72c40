import { useEffect } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { useTopModal } from "./modal-layer";

const Bubble = styled.div`
  position: fixed;
  left: 50%;
  bottom: 32px;
  z-index: 1500;
  transform: translateX(-50%);
  padding: 12px 20px;
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:empty { display: none; }
`;

interface ToastProps {
  message: string | null;
  /** A new token restarts the timer, even for the same message. */
  token?: number;
  onHide: () => void;
  duration?: number;
}

/**
 * A short message that hides itself after `duration` ms. The live region stays mounted so that
 * screen readers announce each message as it arrives. It is fixed to the viewport, so it renders
 * in place (no portal), which also lets a prerendered page carry it; while a modal dialog is open
 * it lives inside that dialog instead (moved there, empty, when the dialog opens): outside, it
 * would be under the dialog's backdrop and inert, unseen and unheard.
 */
export function Toast({ message, token, onHide, duration = 3000 }: ToastProps) {
  const modal = useTopModal();
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(onHide, duration);
    return () => window.clearTimeout(timer);
  }, [message, token, onHide, duration]);
  const bubble = (
    <Bubble role="status" aria-live="polite">
      {message}
    </Bubble>
  );
  return modal ? createPortal(bubble, modal) : bubble;
}
