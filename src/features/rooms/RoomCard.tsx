// The room's card as the host shows it, on every screen: face down, the deck's title on a back in
// the deck's colour; revealed, the question (and its follow-up). Its text is sized from the card's
// own box (a container), so the same card fills a phone or a projector.
import { msg, t } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { CSSProperties } from "react";
import styled, { keyframes } from "styled-components";
import type { Intensity } from "../../../shared/api-types";
import type { RoomState } from "../../../shared/rooms";
import { i18n } from "../../lib/i18n";

/** The levels' names (shared/table-address.ts LEVELS), in the page's language. */
const LEVEL_NAMES: Record<Intensity, MessageDescriptor> = {
  1: msg({ message: "Light", context: "card level" }),
  2: msg({ message: "Personal", context: "card level" }),
  3: msg({ message: "Deep", context: "card level" }),
};

const arrive = keyframes`
  from { opacity: 0.4; transform: scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Face = styled.article<{ $big: boolean }>`
  container: room-card / size;
  position: relative;
  width: 100%;
  height: 100%;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: 0 24px 56px rgba(0, 0, 0, 0.35);
  overflow: hidden;
  text-align: center;
  &[data-side="back"] {
    background: var(--cover);
    background-image: radial-gradient(circle at 80% 10%, rgba(255, 255, 255, 0.22), transparent 50%),
      radial-gradient(circle at 10% 90%, rgba(0, 0, 0, 0.2), transparent 55%);
    color: #fff;
    justify-content: center;
    align-items: center;
    padding: 24px;
  }
  &[data-side="front"] {
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    border: ${({ $big }) => ($big ? 14 : 10)}px solid var(--cover);
  }
  .deck-title {
    margin: 0;
    font-size: clamp(1.5rem, min(9cqi, 16cqh), ${({ $big }) => ($big ? "5rem" : "2.6rem")});
    font-weight: 800;
    overflow-wrap: anywhere;
    text-shadow: 0 2px 8px rgba(0, 0, 0, 0.35);
  }
  .level {
    flex: none;
    padding: 14px 16px 0;
    font-size: clamp(0.75rem, 3cqh, 1.4rem);
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .text {
    flex: 1 1 0;
    min-height: 0;
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 0.7em;
    padding: 8px clamp(16px, 5cqi, 64px) 24px;
    overflow-wrap: break-word;
    overflow-y: auto;
  }
  .question {
    margin: 0;
    font-size: clamp(1.15rem, min(6.2cqi, 9cqh), ${({ $big }) => ($big ? "5.5rem" : "2.2rem")});
    font-weight: 700;
    line-height: 1.25;
  }
  .follow-up {
    margin: 0;
    color: #3b4658;
    font-size: clamp(0.95rem, min(3.6cqi, 5.5cqh), ${({ $big }) => ($big ? "2.8rem" : "1.3rem")});
    line-height: 1.35;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${arrive} 0.25s ease-out;
  }
`;

interface RoomCardProps {
  state: RoomState;
  /** The projector's card: larger type at the top of its range. */
  big?: boolean;
}

/** The card on screen (a view that wants changes read out wraps it in a live region). */
export function RoomCard({ state, big = false }: RoomCardProps) {
  const { deck, card, faceUp, position, total } = state;
  const side = faceUp && card ? "front" : "back";
  const cover = { "--cover": deck.coverColor } as CSSProperties;
  const number = position + 1;
  const label = t`Card ${number} of ${total}`;
  if (side === "back" || !card) {
    return (
      // Keyed by position, so a new card draws (and animates) afresh.
      <Face key={`back-${position}`} $big={big} data-side="back" style={cover} aria-label={t`Card ${number} of ${total}, face down`}>
        <p className="deck-title" dir="auto">
          {deck.title}
        </p>
      </Face>
    );
  }
  const levelName = LEVEL_NAMES[card.intensity] as MessageDescriptor | undefined;
  const level = levelName && i18n._(levelName);
  return (
    <Face key={`front-${position}`} $big={big} data-side="front" style={cover} aria-label={label}>
      {level && <span className="level">{level}</span>}
      <div className="text" dir="auto">
        <p className="question">{card.question}</p>
        {card.followUp && <p className="follow-up">{card.followUp}</p>}
      </div>
    </Face>
  );
}
