import { Link } from "react-router-dom";
import { ROOM_MESSAGES } from "../../../shared/rooms";
import { joinUrl } from "../../lib/app-urls";
import { Middle, RoomScreen } from "./RoomPage.styles";

/** The room's end, on any screen: said once, with the way on (the host's: back to the decks). */
export function RoomEnded({ host = false, message = ROOM_MESSAGES.ended }: { host?: boolean; message?: string }) {
  return (
    <RoomScreen>
      <Middle role="status">
        <h1>{message}</h1>
        <p>{host ? <Link to="/decks">Back to the decks</Link> : <Link to={joinUrl()}>Join another room</Link>}</p>
      </Middle>
    </RoomScreen>
  );
}
