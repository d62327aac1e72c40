import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactElement } from "react";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
import { visuallyHidden } from "../../lib/ui/visually-hidden";
import { ChevronLeftIcon, ChevronRightIcon, ShuffleIcon, SkipFirstIcon, SkipLastIcon } from "../../lib/ui/icons";
import { LOW_SCREEN, SHORT_SCREEN } from "./DeckViewer.styles";
import { canGoNext, canGoPrev, type NavAction, type NavState } from "./navigation";
import { MOVE_NAMES } from "./card-words";

const Bar = styled.div`
  flex: none;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 8px;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 52px;
    height: 52px;
    border: 1px solid rgba(255, 255, 255, 0.55);
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.1);
    color: #fff;
    cursor: pointer;
    transition: background-color 0.15s ease;
  }
  button:hover:not(:disabled) { background: rgba(255, 255, 255, 0.22); }
  button:disabled { opacity: 0.35; cursor: not-allowed; }
  button.primary { width: 60px; height: 60px; background: #fff; color: ${({ theme }) => theme.colors.primary}; }
  button.primary:hover:not(:disabled) { background: #e8eef6; }
  ${LOW_SCREEN} {
    button { width: 48px; height: 48px; }
    button.primary { width: 54px; height: 54px; }
  }
  /* Beside the card, in a column as narrow as the five buttons. */
  ${SHORT_SCREEN} {
    grid-area: controls;
    gap: 6px;
    button { width: 44px; height: 44px; }
    button.primary { width: 48px; height: 48px; }
  }
`;

const Progress = styled.div`
  flex: none;
  width: min(440px, 100%);
  ${LOW_SCREEN} {
    p { margin-top: 4px; }
  }
  /* One line: the bar, then "n of total". */
  ${SHORT_SCREEN} {
    grid-area: progress;
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    .track { flex: 1; }
    p { margin: 0; }
  }
  .track { height: 6px; border-radius: 3px; background: rgba(255, 255, 255, 0.2); overflow: hidden; }
  .fill { height: 100%; background: ${({ theme }) => theme.colors.accent}; transform-origin: left; transition: transform 0.3s ease; }
  p { margin: 8px 0 0; text-align: center; font-weight: 600; }
  /* Announced as "Card n of total"; the page's own text stays "n of total". The word is the
     paragraph's data-card-word, in the page's language. */
  p::before {
    content: attr(data-card-word) " ";
    ${visuallyHidden}
  }
`;

export function ViewerProgress({ index, total }: { index: number; total: number }) {
  const fraction = total > 0 ? (index + 1) / total : 0;
  // Each number a node of its own, as React writes "{index + 1} of {total}": the first paints of a
  // card's address and a table (shared/first-paint.ts progressMarkup) fill them in in that markup.
  const cardNumber = <>{index + 1}</>;
  const cardCount = <>{total}</>;
  return (
    <Progress>
      <div
        className="track"
        role="progressbar"
        aria-label={t`Progress through the deck`}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
      >
        <div className="fill" style={{ transform: `scaleX(${fraction})` }} />
      </div>
      <p aria-live="polite" data-card-word={t({ message: "Card", comment: "Said before the progress under the card: Card 3 of 40" })}>
        <Trans comment="The progress under the card: 3 of 40">
          {cardNumber} of {cardCount}
        </Trans>
      </p>
    </Progress>
  );
}

/** Skip to first, previous, shuffle (not at a table, whose order is shared), next, skip to last; each disabled at its bound. The skips are
 * named "First card" and "Last card": the welcome tour's "Skip" must be the only button called that. */
export function ViewerControls({ state, onAction, withShuffle = true }: { state: NavState; onAction: (action: NavAction) => void; withShuffle?: boolean }) {
  const atStart = !canGoPrev(state);
  const atEnd = !canGoNext(state);
  const controls: { action: NavAction; label: string; icon: ReactElement; disabled: boolean; primary?: boolean }[] = [
    { action: "first", label: t`First card`, icon: <SkipFirstIcon />, disabled: atStart },
    { action: "prev", label: i18n._(MOVE_NAMES.prev), icon: <ChevronLeftIcon size={28} />, disabled: atStart, primary: true },
    ...(withShuffle ? [{ action: "shuffle" as const, label: t`Shuffle`, icon: <ShuffleIcon />, disabled: state.total < 2 }] : []),
    { action: "next", label: i18n._(MOVE_NAMES.next), icon: <ChevronRightIcon size={28} />, disabled: atEnd, primary: true },
    { action: "last", label: t`Last card`, icon: <SkipLastIcon />, disabled: atEnd },
  ];
  return (
    <Bar role="group" aria-label={t`Card controls`}>
      {controls.map(({ action, label, icon, disabled, primary }) => (
        <button
          key={action}
          type="button"
          aria-label={label}
          title={label}
          className={primary ? "primary" : undefined}
          disabled={disabled}
          onClick={() => onAction(action)}
        >
          {icon}
        </button>
      ))}
    </Bar>
  );
}
