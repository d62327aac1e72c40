import { t } from "@lingui/core/macro";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";

const Bubble = styled.div`
  position: fixed;
  left: 50%;
  bottom: 32px;
  z-index: 1500;
  display: flex;
  align-items: center;
  gap: 16px;
  width: max-content;
  max-width: calc(100% - 24px);
  transform: translateX(-50%);
  padding: 10px 12px 10px 20px;
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.card};
  p { margin: 0; overflow-wrap: anywhere; }
  button {
    flex: none;
    min-height: 40px;
    padding: 0 16px;
    border: 2px solid rgba(255, 255, 255, 0.85);
    border-radius: ${({ theme }) => theme.radii.button};
    background: transparent;
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover { background: rgba(255, 255, 255, 0.12); }
`;

interface UndoToastProps {
  /** What was done ("Deleted …"); null hides the toast. */
  message: string | null;
  /** A new token restarts the timer, even for the same message. */
  token: number;
  onUndo: () => void;
  onHide: () => void;
  duration?: number;
}

/**
 * A message with 'Undo' that hides itself after `duration` ms, the timer held while the pointer or
 * the keyboard is on it (time to reach the button). The message is announced as it arrives.
 */
export function UndoToast({ message, token, onUndo, onHide, duration = 10_000 }: UndoToastProps) {
  const [held, setHeld] = useState(false);
  const bubble = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message === null || held) return;
    const timer = window.setTimeout(onHide, duration);
    return () => window.clearTimeout(timer);
  }, [message, token, held, onHide, duration]);
  return (
    <>
      <div role="status" aria-live="polite" style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        {message}
      </div>
      {message !== null && (
        <Bubble
          ref={bubble}
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => setHeld(bubble.current?.contains(event.relatedTarget as Node | null) ?? false)}
        >
          <p aria-hidden="true">{message}</p>
          <button type="button" onClick={onUndo}>
            {t`Undo`}
          </button>
        </Bubble>
      )}
    </>
  );
}
