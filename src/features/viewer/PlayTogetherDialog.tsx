import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { FREE_PREVIEW_CARDS, type DeckWithCards, type Intensity } from "../../../shared/api-types";
import { roomUrl } from "../../lib/app-urls";
import { i18n } from "../../lib/i18n";
import { describeError } from "../../lib/http";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";
import { cleanPlayers, deckIntensities, LEVELS, MAX_PLAYER_NAME, MAX_PLAYERS, newSeed, tableUrl, TIMER_CHOICES } from "../../../shared/table-address";
import { useOnlineStatus } from "../../lib/useOnlineStatus";
import { useAuth } from "../auth";
import { createRoom } from "../rooms";
import { LEVEL_NAMES } from "./card-words";
import { trackRoomStart, trackTableStart } from "./play-analytics";

const Form = styled.form`
  fieldset { margin: 0 0 16px; padding: 0; border: 0; }
  legend { margin-bottom: 8px; font-weight: 700; }
  .players { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 8px 12px; }
  .field { display: flex; flex-direction: column; gap: 4px; font-size: 0.9rem; font-weight: 600; }
  input[type="text"], select {
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid #8a96a8;
    border-radius: ${({ theme }) => theme.radii.button};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
  .hint { margin: 8px 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  .levels { display: flex; flex-wrap: wrap; gap: 8px 20px; }
  .levels label { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; cursor: pointer; }
  .levels input { width: 20px; height: 20px; }
  .error { margin: 0 0 12px; color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
  .live-hint { flex-basis: 100%; margin: 0; text-align: right; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  .preview { margin: 0 0 16px; padding: 10px 12px; border-radius: ${({ theme }) => theme.radii.button}; background: #f4f6fa; }
`;

/** A timer choice (shared/table-address.ts TIMER_CHOICES) as the setup names it. */
function timerLabel(seconds: number): string {
  if (seconds === 0) return t({ message: "Off", context: "timer" });
  if (seconds < 60) return plural(seconds, { one: "# second", other: "# seconds" });
  const minutes = seconds / 60;
  return plural(minutes, { one: "# minute", other: "# minutes" });
}

interface PlayTogetherDialogProps {
  deck: DeckWithCards;
  onClose: () => void;
}

/**
 * 'Play together': who plays (names optional), at which levels, with what timer; 'Start playing'
 * opens the table, whose address is the whole table (shared/table-address.ts). On a premium deck
 * this device holds only the preview of, it is a preview table: it deals the cards everyone can
 * read, and its link says so, so that a phone with the whole deck deals the same ones. 'Start a
 * live room' starts a room on the server with the same deck, levels and timer, for a signed-in
 * person who is online, and opens its host view (/room/{CODE}).
 */
export function PlayTogetherDialog({ deck, onClose }: PlayTogetherDialogProps) {
  const navigate = useNavigate();
  const ids = useId();
  const [players, setPlayers] = useState(["", ""]);
  const [levels, setLevels] = useState<Intensity[]>([1, 2, 3]);
  const [timerSeconds, setTimerSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [startingRoom, setStartingRoom] = useState(false);
  const { user } = useAuth();
  const online = useOnlineStatus();
  const known = deckIntensities(deck);
  /** A preview table's cards: what this device may read of a premium deck (the first five). */
  const preview = deck.isPremium && deck.preview ? Math.min(FREE_PREVIEW_CARDS, deck.cardCount) : undefined;
  const liveRoomHint = !user ? t`Sign in to host a live room.` : !online ? t`You're offline.` : null;

  const toggleLevel = (level: Intensity, on: boolean) => {
    setError(null);
    setLevels((current) => (on ? [...current, level].sort() : current.filter((l) => l !== level)));
  };

  /** Why the levels chosen cannot be played, or null. `unknownIsFine`: the server knows a locked card's level. */
  const levelProblem = (unknownIsFine: boolean): string | null => {
    if (levels.length === 0) return t`Choose at least one level.`;
    if (levels.length === 3 || known.some((level) => level !== null && levels.includes(level))) return null;
    if (!known.includes(null)) return t`This deck has no cards at the levels chosen.`;
    if (unknownIsFine) return null;
    return t`This device does not know the levels of this deck's locked cards yet. Open the deck online once, or play all three levels.`;
  };
  /** The same for a preview table, which deals only the preview's cards (their levels are known). */
  const tableLevelProblem = (): string | null => {
    if (preview === undefined || levels.length === 0) return levelProblem(false);
    return known.slice(0, preview).some((level) => level !== null && levels.includes(level)) ? null : t`The preview has no cards at the levels chosen.`;
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    const problem = tableLevelProblem();
    if (problem) return setError(problem);
    const settings = { seed: newSeed(), levels, timerSeconds, players: cleanPlayers(players), ...(preview !== undefined && { preview }) };
    trackTableStart(deck.deckId, settings);
    navigate(tableUrl(deck.deckId, settings));
  };

  const startRoom = async () => {
    const problem = levelProblem(true);
    if (problem) return setError(problem);
    setError(null);
    setStartingRoom(true);
    try {
      const { code } = await createRoom({ deckId: deck.deckId, levels, timerSeconds });
      trackRoomStart(deck.deckId, levels, timerSeconds);
      navigate(roomUrl(code));
    } catch (thrown) {
      setError(describeError(thrown, t`The live room could not be started. Try again.`));
      setStartingRoom(false);
    }
  };

  const cardCount = deck.cardCount;
  return (
    <Dialog title={t`Play together`} onClose={onClose}>
      <Form onSubmit={start} noValidate>
        {preview !== undefined && (
          <p className="preview">
            <Trans>
              <strong>
                Preview: {preview} of {cardCount} cards
              </strong>
              . The table deals the {preview} cards everyone can read; unlock the deck to play them all.
            </Trans>
          </p>
        )}
        <fieldset>
          <legend>{t`Players`}</legend>
          <div className="players">
            {players.map((name, i) => {
              const playerNumber = i + 1;
              return (
                <label key={i} className="field">
                  {t`Player ${playerNumber}`}
                  <input
                    type="text"
                    value={name}
                    maxLength={MAX_PLAYER_NAME * 2}
                    autoComplete="off"
                    autoCapitalize="words"
                    enterKeyHint="next"
                    dir="auto"
                    onChange={(e) => setPlayers((list) => list.map((n, j) => (j === i ? e.target.value : n)))}
                  />
                </label>
              );
            })}
          </div>
          <p className="hint">
            {t`Optional: with names, the table says whose turn it is.`}
          </p>
          {players.length < MAX_PLAYERS && (
            <Button type="button" $variant="outline" $size="small" onClick={() => setPlayers((list) => [...list, ""])} style={{ marginTop: 8 }}>
              {t`Add player`}
            </Button>
          )}
        </fieldset>
        <fieldset>
          <legend>{t`Levels`}</legend>
          <div className="levels">
            {LEVELS.map(({ intensity }) => (
              <label key={intensity}>
                <input type="checkbox" checked={levels.includes(intensity)} onChange={(e) => toggleLevel(intensity, e.target.checked)} />
                {i18n._(LEVEL_NAMES[intensity])}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <label className="field" htmlFor={`${ids}-timer`}>
            {t`Timer`}
          </label>
          <select id={`${ids}-timer`} value={timerSeconds} onChange={(e) => setTimerSeconds(Number(e.target.value))}>
            {TIMER_CHOICES.map(({ seconds }) => (
              <option key={seconds} value={seconds}>
                {timerLabel(seconds)}
              </option>
            ))}
          </select>
        </fieldset>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <DialogActions>
          <Button type="button" $variant="outline" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={liveRoomHint !== null || startingRoom}
            aria-busy={startingRoom || undefined}
            aria-describedby={liveRoomHint ? `${ids}-live-hint` : undefined}
            onClick={startRoom}
          >
            {t`Start a live room`}
          </Button>
          <Button type="submit">{t`Start playing`}</Button>
          {liveRoomHint && (
            <p className="live-hint" id={`${ids}-live-hint`}>
              {liveRoomHint}
            </p>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}
