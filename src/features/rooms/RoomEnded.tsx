import { t } from "@lingui/core/macro";
import { Link } from "react-router-dom";
import { joinUrl } from "../../lib/app-urls";
import { i18n } from "../../lib/i18n";
import { ROOM_WORDS } from "./room-messages";
import { Middle, RoomScreen } from "./RoomPage.styles";

/** The room's end, on any screen: said once, with the way on (the host's: back to the decks). */
export function RoomEnded({ host = false, message }: { host?: boolean; message?: string }) {
  return (
    <RoomScreen>
      <Middle role="status">
        <h1>{message ?? i18n._(ROOM_WORDS.ended)}</h1>
        <p>{host ? <Link to="/decks">{t`Back to the decks`}</Link> : <Link to={joinUrl()}>{t`Join another room`}</Link>}</p>
      </Middle>
    </RoomScreen>
  );
}
