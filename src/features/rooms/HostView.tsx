// The host's screen of a live room, made for a projector: the card in large type, and always in
// view the way in for late joiners (code, address, QR code) and who is present ('Remove' beside
// each); the controls under the card, and a clicker's keys (→ reveals, then moves on; ← goes back
// the same way). The same view on the host's phone is a remote. Blanking the screen is this
// screen's own affair: the room goes on.
import { t } from "@lingui/core/macro";
import { useCallback, useRef, useState } from "react";
import { Navigate } from "react-router-dom";
import styled from "styled-components";
import type { RoomAction } from "../../../shared/rooms";
import { joinUrl } from "../../lib/app-urls";
import { accessToken } from "../../lib/auth-token";
import { describeError } from "../../lib/http";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";
import { Spinner } from "../../lib/ui/Spinner";
import { visuallyHidden } from "../../lib/ui/visually-hidden";
import { useWakeLock } from "../../lib/useWakeLock";
import { HostControls } from "./HostControls";
import { JoinPanel } from "./JoinPanel";
import { RoomCard } from "./RoomCard";
import { RoomEnded } from "./RoomEnded";
import { InfoLine, Middle, RoomScreen, SIDEWAYS } from "./RoomPage.styles";
import { PickedLine } from "./PickedLine";
import { RoomTimer } from "./RoomTimer";
import { trackRoomEnd } from "./room-analytics";
import { ROOM_WORDS } from "./room-messages";
import { hostAction, removeParticipant } from "./rooms-api";
import { useHostKeys, type HostKey } from "./useHostKeys";
import { useRoomStream } from "./useRoomStream";

/** Wide screens (a projector, a laptop): the card and controls on the left, joining on the right. */
const WIDE = "@media (min-width: 900px) and (min-aspect-ratio: 1/1)";

/**
 * On a phone the card and the controls fill the first screen (the card's height is what the
 * screen leaves after the info line and the controls, about 14rem), and the way in follows below;
 * on its side the controls stand beside the card. On a projector or laptop everything fits at once.
 */
const Layout = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  gap: 14px;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto auto auto auto;
  grid-template-areas: "info" "stage" "controls" "join";
  ${WIDE} {
    grid-template-columns: minmax(0, 1fr) clamp(240px, 24vw, 400px);
    grid-template-rows: auto minmax(0, 1fr) auto;
    grid-template-areas: "info join" "stage join" "controls join";
    gap: 16px 24px;
  }
  @media ${SIDEWAYS} {
    grid-template-columns: minmax(0, 1fr) minmax(180px, 36%);
    grid-template-rows: auto minmax(0, 1fr) auto;
    grid-template-areas: "stage info" "stage controls" "join join";
    gap: 8px 16px;
  }
  .info { grid-area: info; font-size: clamp(1rem, 1.6vw, 1.6rem); }
  .position { margin: 0; font-weight: 700; color: #e6ebf3; }
  .stage {
    grid-area: stage;
    position: relative;
    min-height: 0;
    display: flex;
    height: clamp(200px, 100svh - ${({ theme }) => theme.contentTop} - 28px - 14rem, 125vw);
    ${WIDE} { height: auto; }
    /* The whole height below the header, the info line and the controls beside it. */
    @media ${SIDEWAYS} { height: calc(100svh - ${({ theme }) => theme.contentTop} - 16px); }
  }
  .hint { margin: 0; text-align: center; color: #e6ebf3; font-size: clamp(1rem, 1.4vw, 1.5rem); }
  .waiting { flex: 1; min-height: 0; display: flex; flex-direction: column; gap: 12px; }
  .waiting > article { flex: 1; height: auto; min-height: 0; }
  .problem { margin: 0; padding: 4px 14px; border-radius: 999px; background: #fdecea; color: #8c1d18; font-weight: 700; font-size: 1rem; }
`;

/** On a phone (the host's remote) the page may scroll down to the way in; on a projector it fits. */
const HostScreen = styled(RoomScreen)`
  @media (max-width: 899.98px), (max-aspect-ratio: 1/1), ${SIDEWAYS} {
    height: auto;
    min-height: 100svh;
    overflow: visible;
  }
`;

/** The blanked screen: black over everything, the room going on behind it. */
const Blank = styled.div`
  position: fixed;
  inset: 0;
  z-index: 3000;
  background: #000;
  cursor: none;
`;

const Hidden = styled.p`
  ${visuallyHidden}
`;

async function hostCredentials(refresh: boolean) {
  const token = await accessToken({ force: refresh });
  return token ? { Authorization: `Bearer ${token}` } : null;
}

function toggleFullscreen(element: HTMLElement | null) {
  if (typeof document.exitFullscreen === "function" && document.fullscreenElement) {
    document.exitFullscreen().catch(() => {});
  } else if (element && typeof element.requestFullscreen === "function") {
    // Refused without a recent gesture, or in a frame that may not: the page stays as it is.
    element.requestFullscreen().catch(() => {});
  }
}

export function HostView({ code }: { code: string }) {
  const { view, ended, apply } = useRoomStream(code, hostCredentials);
  const { state, end } = view;
  const [blank, setBlank] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  // What went wrong with the last action, until one goes through or the stream comes back after a
  // drop (an "offline" notice is out of date once the connection is back).
  const [failure, setFailure] = useState<{ message: string; lives: number } | null>(null);
  const problem = failure && failure.lives === view.lives ? failure.message : null;
  const setProblem = useCallback((message: string | null) => setFailure(message === null ? null : { message, lives: view.lives }), [view.lives]);
  const screen = useRef<HTMLDivElement>(null);
  useWakeLock(!ended);

  // One action at a time, in the order pressed: a clicker pressed twice quickly sends two steps
  // that the server must take in that order (two requests at once may arrive the other way round).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const act = useCallback(
    (action: RoomAction) => {
      const send = async () => {
        try {
          const next = await hostAction(code, action);
          apply(next);
          setProblem(null);
          if (action === "end") trackRoomEnd(next.participantCount, next.startedAt, next.serverTime);
        } catch (error) {
          setProblem(describeError(error, t`That did not reach the room. Try again.`));
        }
      };
      queue.current = queue.current.then(send);
      return queue.current;
    },
    [code, apply, setProblem],
  );

  const remove = async (person: { id: string; name: string }) => {
    setRemoving(null);
    const name = person.name;
    try {
      await removeParticipant(code, person.id);
      setProblem(null);
    } catch (error) {
      setProblem(describeError(error, t`${name} could not be removed. Try again.`));
    }
  };

  const live = state !== null && state.status !== "ended";
  // A clicker's one step, weighed on the server against the room as it is then (shared/rooms.ts).
  useHostKeys((key: HostKey) => {
    if ((key === "forward" || key === "back") && live) void act(key);
    else if (key === "blank") setBlank((on) => !on);
    else if (key === "fullscreen") toggleFullscreen(screen.current);
  });

  if (end?.reason === "refused") return <Navigate to={joinUrl(code)} replace />;
  if (ended) return <RoomEnded host />;
  const number = state ? state.position + 1 : 0;
  const total = state?.total ?? 0;
  const name = removing?.name ?? "";

  return (
    <HostScreen ref={screen}>
      <Layout aria-hidden={confirming || removing !== null || undefined}>
        <InfoLine className="info">
          {state && state.position >= 0 && (
            <p className="position">{t`Card ${number} of ${total}`}</p>
          )}
          {state?.timer && <RoomTimer timer={state.timer} clockOffset={view.clockOffset} />}
          {state && <PickedLine state={state} />}
          {view.connection === "reconnecting" && (
            <p className="connection" role="status">
              {i18n._(ROOM_WORDS.reconnecting)}
            </p>
          )}
          {problem && (
            <p className="problem" role="alert">
              {problem}
            </p>
          )}
        </InfoLine>
        <div className="stage">
          {!state ? (
            <Middle>
              <Spinner light label={t`Opening the room`} />
            </Middle>
          ) : state.position < 0 ? (
            <div className="waiting">
              <RoomCard state={state} big />
              <p className="hint">{t`'Next card' shows the first card to everyone.`}</p>
            </div>
          ) : (
            <RoomCard state={state} big />
          )}
        </div>
        <HostControls state={state} onAction={(action) => void act(action)} confirming={confirming} onConfirming={setConfirming} />
        <JoinPanel code={code} state={state} onRemove={setRemoving} />
      </Layout>
      {removing && (
        <Dialog title={t`Remove ${name}?`} onClose={() => setRemoving(null)}>
          <p>{t`They leave the room at once, and their screen says that you removed them.`}</p>
          <DialogActions>
            <Button type="button" $variant="outline" onClick={() => setRemoving(null)}>
              {t`Cancel`}
            </Button>
            <Button type="button" onClick={() => void remove(removing)}>
              {t`Remove`}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {blank && <Blank onClick={() => setBlank(false)} />}
      <Hidden role="status">{blank ? t`The screen is blank. Press B to show it again.` : ""}</Hidden>
    </HostScreen>
  );
}
