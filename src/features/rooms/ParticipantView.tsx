// A participant's screen in a live room (a phone, first): the card as the host shows it, the timer,
// who answers, and 'Leave room'. It follows the room's stream with the participant's token; the
// card's text stays in the page's memory only, and the tab forgets the room once it ends.
import { useCallback, useEffect, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { ROOM_MESSAGES, ROOM_TOKEN_HEADER } from "../../../shared/rooms";
import { joinUrl } from "../../lib/app-urls";
import { Button } from "../../lib/ui/Button";
import { Spinner } from "../../lib/ui/Spinner";
import { useWakeLock } from "../../lib/useWakeLock";
import { RoomCard } from "./RoomCard";
import { InfoLine, Middle, ParticipantLayout, RoomScreen } from "./RoomPage.styles";
import { RoomTimer } from "./RoomTimer";
import { forgetParticipant, type ParticipantSession } from "./room-session";
import { leaveRoom } from "./rooms-api";
import { useRoomStream } from "./useRoomStream";

/** The room's end, on any screen: said once, with the way on (the host's: back to the decks). */
export function RoomEnded({ host = false }: { host?: boolean }) {
  return (
    <RoomScreen>
      <Middle role="status">
        <h1>{ROOM_MESSAGES.ended}</h1>
        <p>{host ? <Link to="/decks">Back to the decks</Link> : <Link to={joinUrl()}>Join another room</Link>}</p>
      </Middle>
    </RoomScreen>
  );
}

export function ParticipantView({ code, session }: { code: string; session: ParticipantSession }) {
  const navigate = useNavigate();
  const credentials = useCallback(async () => ({ [ROOM_TOKEN_HEADER]: session.token }), [session.token]);
  const { view, ended } = useRoomStream(code, credentials);
  const [leaving, setLeaving] = useState(false);
  const { state, connection, end } = view;
  const refused = end?.reason === "refused";
  useWakeLock(!ended && !refused);

  // Ended or no longer known to the room: this tab forgets its place in it.
  useEffect(() => {
    if (ended || refused) forgetParticipant(code);
  }, [ended, refused, code]);

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

  if (refused) return <Navigate to={joinUrl(code)} replace />;
  if (ended) return <RoomEnded />;
  if (!state) {
    return (
      <RoomScreen>
        <Middle>
          <Spinner light label="Joining the room" />
          {connection === "reconnecting" && <p role="status">{ROOM_MESSAGES.reconnecting}</p>}
        </Middle>
      </RoomScreen>
    );
  }

  return (
    <RoomScreen>
      <ParticipantLayout>
        <p className="top">
          <span>
            Room <strong>{code}</strong>
          </span>
          <span className="me" dir="auto">
            You're {session.name}
          </span>
        </p>
        <div className="stage" aria-live="polite">
          {state.status === "waiting" || state.position < 0 ? (
            <p className="waiting">
              {ROOM_MESSAGES.waiting}
            </p>
          ) : (
            <RoomCard state={state} />
          )}
        </div>
        <InfoLine>
          {state.timer && <RoomTimer timer={state.timer} clockOffset={view.clockOffset} />}
          {state.picked && (
            <p className="picked" dir="auto">
              {state.picked} answers
            </p>
          )}
          {connection === "reconnecting" && (
            <p className="connection" role="status">
              {ROOM_MESSAGES.reconnecting}
            </p>
          )}
        </InfoLine>
        <Button type="button" className="leave" $variant="outlineLight" disabled={leaving} onClick={leave}>
          Leave room
        </Button>
      </ParticipantLayout>
    </RoomScreen>
  );
}
