// The host's buttons: each sends one action (shared/rooms.ts ROOM_ACTIONS) and the room's new state
// comes back. 'End room' asks first.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import styled from "styled-components";
import type { RoomAction, RoomState } from "../../../shared/rooms";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";
import { SIDEWAYS } from "./RoomPage.styles";

/**
 * A row under the card on a projector; on a phone (the host's remote) an even grid of buttons,
 * three across upright and two beside the card on its side, their words wrapping inside 44 px.
 */
const Bar = styled.div`
  grid-area: controls;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  .keys { flex-basis: 100%; margin: 0; text-align: center; font-size: 0.85rem; color: #c9d3e3; }
  kbd { font: inherit; font-weight: 700; color: #fff; }
  @media (max-height: 500px), (max-width: 599.98px), (pointer: coarse) { .keys { display: none; } }
  @media (max-width: 599.98px), ${SIDEWAYS} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
    align-content: end;
    > button { padding: 4px 8px; line-height: 1.2; }
  }
  @media ${SIDEWAYS} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** What the host may do with the room as it is shown. */
function hostChoices(state: RoomState | null) {
  const live = state !== null && state.status !== "ended";
  const shown = live && state.position >= 0;
  return {
    previous: shown && state.position > 0,
    next: live && state.position < state.total - 1,
    flip: shown,
    timer: shown && state.timer !== null,
    pick: live && state.participantCount > 0,
    end: live,
  };
}

interface HostControlsProps {
  state: RoomState | null;
  onAction: (action: RoomAction) => void;
  /** 'End room''s confirmation: open, and the way to open and close it (the view hides the rest behind it). */
  confirming: boolean;
  onConfirming: (confirming: boolean) => void;
}

export function HostControls({ state, onAction, onConfirming, confirming }: HostControlsProps) {
  const can = hostChoices(state);
  const faceUp = state?.faceUp ?? false;
  const running = state?.timer?.running ?? false;
  const end = () => {
    onConfirming(false);
    onAction("end");
  };
  return (
    <>
      <Bar role="group" aria-label={t`Host controls`}>
        <Button type="button" $variant="outlineLight" disabled={!can.previous} onClick={() => onAction("previous")}>
          {t`Previous card`}
        </Button>
        <Button type="button" $variant="outlineLight" disabled={!can.flip} onClick={() => onAction(faceUp ? "hide" : "reveal")}>
          {faceUp ? t`Hide card` : t`Reveal card`}
        </Button>
        <Button type="button" $variant="light" disabled={!can.next} onClick={() => onAction("next")}>
          {t`Next card`}
        </Button>
        {state?.timer && (
          <Button type="button" $variant="outlineLight" disabled={!can.timer} onClick={() => onAction(running ? "pause-timer" : "start-timer")}>
            {running ? t`Pause timer` : t`Start timer`}
          </Button>
        )}
        <Button type="button" $variant="outlineLight" disabled={!can.pick} onClick={() => onAction("pick")}>
          {t`Pick someone`}
        </Button>
        <Button type="button" $variant="outlineLight" disabled={!can.end} onClick={() => onConfirming(true)}>
          {t`End room`}
        </Button>
        <p className="keys">
          <Trans comment="The keys' names (PageDown, PageUp, B, F) are what the keyboard says: keep them as they are.">
            Keys (and a clicker): <kbd>→</kbd> or <kbd>PageDown</kbd> reveals the card, then shows the next; <kbd>←</kbd> or <kbd>PageUp</kbd> goes back;{" "}
            <kbd>B</kbd> blank screen, <kbd>F</kbd> full screen
          </Trans>
        </p>
      </Bar>
      {confirming && (
        <Dialog title={t`End this room?`} onClose={() => onConfirming(false)}>
          <p>{t`Every screen in the room will say it has ended, and no one can join it again.`}</p>
          <DialogActions>
            <Button type="button" $variant="outline" onClick={() => onConfirming(false)}>
              {t`Cancel`}
            </Button>
            <Button type="button" onClick={end}>
              {t`End room`}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
