import { useEffect } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";

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
`;

/** A short message that hides itself after `duration` ms. */
export function Toast({ message, onHide, duration = 3000 }: { message: string; onHide: () => void; duration?: number }) {
  useEffect(() => {
    const timer = window.setTimeout(onHide, duration);
    return () => window.clearTimeout(timer);
  }, [message, onHide, duration]);
  return createPortal(
    <Bubble role="status" aria-live="polite">
      {message}
    </Bubble>,
    document.body,
  );
}
