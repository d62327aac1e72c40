// Who answers ('Pick someone'), on every screen: "{name} answers", or "You answer" on the phone of
// the one picked. A long name is shortened with an ellipsis; "answers" always shows.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { RoomState } from "../../../shared/rooms";

export function PickedLine({ state, me }: { state: RoomState; me?: string }) {
  if (me !== undefined && state.pickedId === me) return <p className="picked">{t`You answer`}</p>;
  const picked = state.picked;
  if (!picked) return null;
  return (
    // One line of text ("Ana answers"), the name its own element so that it alone is shortened.
    <p className="picked">
      <Trans>
        <bdi className="who">{picked}</bdi> answers
      </Trans>
    </p>
  );
}
