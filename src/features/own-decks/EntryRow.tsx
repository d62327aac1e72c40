import { msg, t } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { memo, type CSSProperties, type DOMAttributes } from "react";
import type { Intensity } from "../../../shared/api-types";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { LockIcon } from "../../lib/ui/icons";
import { Row } from "./DeckEditor.styles";
import { gatheredText, type DraftEntry, type DraftQuestion } from "./draft";

const LEVELS: { value: Intensity; label: MessageDescriptor }[] = [
  { value: 1, label: msg({ message: "Light", context: "card level" }) },
  { value: 2, label: msg({ message: "Personal", context: "card level" }) },
  { value: 3, label: msg({ message: "Deep", context: "card level" }) },
];

interface EntryRowProps {
  entry: DraftEntry;
  /** The row's position, from 0. */
  index: number;
  count: number;
  /** Makes the ids of the row's fields and buttons. */
  idFor: (entryId: string, part: string) => string;
  /** The drag handle's pointer handlers for a row (useDragReorder's bind). */
  bindHandle: (index: number) => DOMAttributes<HTMLSpanElement>;
  /** How far the row is being dragged (px), or null. */
  dragOffset: number | null;
  onChange: (entry: DraftQuestion) => void;
  onMove: (from: number, to: number, by: "up" | "down") => void;
  onRemove: (index: number) => void;
}

/**
 * One entry of the deck being edited: a question of the person's own (its text, an optional
 * follow-up and a level) or a card gathered from a deck (shown as it is). A group named
 * 'Question N', so that its 'Move up', 'Move down' and 'Remove' are read with their question.
 */
export const EntryRow = memo(function EntryRow({ entry, index, count, idFor, bindHandle, dragOffset, onChange, onMove, onRemove }: EntryRowProps) {
  const n = index + 1;
  const deckTitle = entry.kind === "card" ? entry.deckTitle : "";
  const id = (part: string) => idFor(entry.id, part);
  const style: CSSProperties | undefined = dragOffset === null ? undefined : { transform: `translateY(${dragOffset}px)` };
  return (
    <Row style={style} $dragging={dragOffset !== null}>
      <fieldset>
        {/* The legend names the group; inside it, the label names the question's field (the same words). */}
        <legend>
          {/* The pointer's way to reorder; the keyboard's is 'Move up' and 'Move down' below. */}
          <span className="handle" aria-hidden="true" title={t`Drag to reorder`} {...bindHandle(index)}>
            <svg width="18" height="18" viewBox="0 0 18 18" focusable="false">
              {[4, 9, 14].flatMap((y) => [6, 12].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />))}
            </svg>
          </span>
          {entry.kind === "question" ? <label htmlFor={id("question")}>{t`Question ${n}`}</label> : <span>{t`Question ${n}`}</span>}
        </legend>
        {entry.kind === "question" ? (
          <>
            <textarea id={id("question")} dir="auto" rows={2} value={entry.question} onChange={(e) => onChange({ ...entry, question: e.target.value })} />
            <div className="more">
              <div className="field">
                <label htmlFor={id("follow-up")}>{t`Follow-up ${n}`}</label>
                <input
                  id={id("follow-up")}
                  dir="auto"
                  aria-describedby={id("follow-up-hint")}
                  value={entry.followUp}
                  onChange={(e) => onChange({ ...entry, followUp: e.target.value })}
                />
                <small id={id("follow-up-hint")}>{t`Optional`}</small>
              </div>
              <div className="field level">
                <label htmlFor={id("level")}>{t`Level ${n}`}</label>
                <select id={id("level")} value={entry.intensity} onChange={(e) => onChange({ ...entry, intensity: Number(e.target.value) as Intensity })}>
                  {LEVELS.map((level) => (
                    <option key={level.value} value={level.value}>
                      {i18n._(level.label)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </>
        ) : (
          <div className="gathered">
            {entry.locked && <LockIcon size={18} />}
            <p dir="auto">{gatheredText(entry)}</p>
            {!entry.locked && <p className="from">{t`From ${deckTitle}`}</p>}
          </div>
        )}
        <div className="actions">
          <Button id={id("up")} type="button" $variant="outline" $size="small" disabled={index === 0} onClick={() => onMove(index, index - 1, "up")}>
            {t`Move up`}
          </Button>
          <Button id={id("down")} type="button" $variant="outline" $size="small" disabled={index === count - 1} onClick={() => onMove(index, index + 1, "down")}>
            {t`Move down`}
          </Button>
          <Button id={id("remove")} type="button" $variant="ghost" $size="small" onClick={() => onRemove(index)}>
            {t`Remove`}
          </Button>
        </div>
      </fieldset>
    </Row>
  );
});
