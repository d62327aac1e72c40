// /room/{CODE}: a live room. A tab that joined it (a participant's token kept for this tab) shows
// the participant's screen; a signed-in person is taken for the host (the server says otherwise
// with 403, and the person is sent to join); anyone else goes to /join/{CODE}.
import { t } from "@lingui/core/macro";
import { useMemo } from "react";
import { Navigate, useParams } from "react-router-dom";
import { normalizeRoomCode } from "../../../shared/rooms";
import { joinUrl } from "../../lib/app-urls";
import { Spinner } from "../../lib/ui/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "../auth";
import { HostView } from "./HostView";
import { ParticipantView } from "./ParticipantView";
import { Middle, RoomScreen } from "./RoomPage.styles";
import { participantIn } from "./room-session";

export default function RoomPage() {
  const params = useParams();
  const code = normalizeRoomCode(params.code ?? "");
  const { user, loading } = useAuth();
  // Read once per room: the participant's screen forgets the session when the room ends, and must
  // go on saying so rather than turn into another view.
  const session = useMemo(() => (code ? participantIn(code) : null), [code]);
  usePageTitle(code ? t`Room ${code}` : t`Live room`);

  if (!code) return <Navigate to={joinUrl()} replace />;
  // Keyed by the code: another room starts from nothing, never from this one's state.
  if (session) return <ParticipantView key={code} code={code} session={session} />;
  if (user) return <HostView key={code} code={code} />;
  if (loading) {
    return (
      <RoomScreen>
        <Middle>
          <Spinner light label={t`Opening the room`} />
        </Middle>
      </RoomScreen>
    );
  }
  return <Navigate to={joinUrl(code)} replace />;
}
