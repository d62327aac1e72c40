import { t } from "@lingui/core/macro";
import type { Card } from "../../../shared/api-types";
import { BookmarkIcon } from "../../lib/ui/icons";
import { CardAction } from "./CardStage.styles";

/** Saves or unsaves the card with one tap; the name says what a tap will do. */
export function SaveControl({ card, saved, onToggle }: { card: Card; saved: boolean; onToggle: (card: Card) => void }) {
  const label = saved ? t`Remove from saved` : t`Save card`;
  return (
    <CardAction type="button" aria-label={label} title={label} data-saved={saved} onClick={() => onToggle(card)}>
      <BookmarkIcon size={20} filled={saved} />
    </CardAction>
  );
}
