// A participant's screen in a live room (a phone, first): the card as the host shows it, the timer,
// who answers, and 'Leave room'. It follows the room's stream with the participant's token; the
// card's text stays in the page's memory only, and the tab forgets the room once it ends.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { ROOM_TOKEN_HEADER } from "../../../shared/rooms";
import { joinUrl } from "../../lib/app-urls";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { Spinner } from "../../lib/ui/Spinner";
import { useWakeLock } from "../../lib/useWakeLock";
import { RoomCard } from "./RoomCard";
import { RoomEnded } from "./RoomEnded";
import { InfoLine, Middle, ParticipantLayout, RoomScreen } from "./RoomPage.styles";
import { PickedLine } from "./PickedLine";
import { RoomTimer } from "./RoomTimer";
import { ROOM_WORDS } from "./room-messages";
import { forgetParticipant, type ParticipantSession } from "./room-session";
import { leaveRoom } from "./rooms-api";
import { useRoomStream } from "./useRoomStream";

/** The room filled up while this person's screens were closed: their seat went to someone else. */
function RoomFull({ onRetry }: { onRetry: () => void }) {
  return (
    <RoomScreen>
      <Middle role="status">
        <h1>{i18n._(ROOM_WORDS.full)}</h1>
        <p>{t`Someone took your place while your screen was closed. You get it back when one is free.`}</p>
        <Button type="button" $variant="light" onClick={onRetry}>
          {t`Try again`}
        </Button>
      </Middle>
    </RoomScreen>
  );
}

export function ParticipantView({ code, session }: { code: string; session: ParticipantSession }) {
  // 'Try again' on a full room follows the room afresh.
  const [attempt, setAttempt] = useState(0);
  return <ParticipantRoom key={attempt} code={code} session={session} onRetry={() => setAttempt((n) => n + 1)} />;
}

function ParticipantRoom({ code, session, onRetry }: { code: string; session: ParticipantSession; onRetry: () => void }) {
  const navigate = useNavigate();
  const credentials = useCallback(async () => ({ [ROOM_TOKEN_HEADER]: session.token }), [session.token]);
  const { view, ended } = useRoomStream(code, credentials);
  const [leaving, setLeaving] = useState(false);
  const { state, connection, end } = view;
  const refusal = end?.reason === "refused" ? end.error : null;
  const full = refusal === "room_full";
  useWakeLock(!ended && !refusal);

  // Ended, removed or no longer known to the room: this browser forgets its place in it. (A full
  // room keeps it: the seat is theirs again once one is free.)
  useEffect(() => {
    if (ended || (refusal && !full)) forgetParticipant(code);
  }, [ended, refusal, full, code]);

  const leave = async () => {
    setLeaving(true);
    try {
      await leaveRoom(code, session.token);
    } catch (error) {
      // Offline, or the room is gone: leaving this screen is what matters; the server lets the seat go in time.
      console.warn("Leaving the room failed", error);
    }
    forgetParticipant(code);
    navigate(joinUrl(), { replace: true });
  };

  if (full) return <RoomFull onRetry={onRetry} />;
  if (refusal === "removed") return <RoomEnded message={i18n._(ROOM_WORDS.removed)} />;
  if (refusal) return <Navigate to={joinUrl(code)} replace />;
  if (ended) return <RoomEnded />;
  if (!state) {
    return (
      <RoomScreen>
        <Middle>
          <Spinner light label={t`Joining the room`} />
          {connection === "reconnecting" && <p role="status">{i18n._(ROOM_WORDS.reconnecting)}</p>}
        </Middle>
      </RoomScreen>
    );
  }

  const number = state.position + 1;
  const total = state.total;
  const name = session.name;
  return (
    <RoomScreen>
      <ParticipantLayout>
        <p className="top">
          <span>
            <Trans>
              Room <strong>{code}</strong>
            </Trans>
          </span>
          {state.position >= 0 && <span className="position">{t`Card ${number} of ${total}`}</span>}
          <span className="me" dir="auto">
            {t`You're ${name}`}
          </span>
        </p>
        <div className="stage" aria-live="polite">
          {state.status === "waiting" || state.position < 0 ? (
            <p className="waiting">{i18n._(ROOM_WORDS.waiting)}</p>
          ) : (
            <RoomCard state={state} />
          )}
        </div>
        <InfoLine className="info">
          {state.timer && <RoomTimer timer={state.timer} clockOffset={view.clockOffset} />}
          <PickedLine state={state} me={session.participantId} />
          {connection === "reconnecting" && (
            <p className="connection" role="status">
              {i18n._(ROOM_WORDS.reconnecting)}
            </p>
          )}
        </InfoLine>
        <Button type="button" className="leave" $variant="outlineLight" disabled={leaving} onClick={leave}>
          {t`Leave room`}
        </Button>
      </ParticipantLayout>
    </RoomScreen>
  );
}
