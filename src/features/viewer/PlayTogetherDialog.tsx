import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import type { DeckWithCards, Intensity } from "../../../shared/api-types";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";
import { cleanPlayers, deckIntensities, LEVELS, MAX_PLAYER_NAME, MAX_PLAYERS, newSeed, tableUrl, TIMER_CHOICES } from "../../../shared/table-address";
import { trackTableStart } from "./play-analytics";

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
`;

interface PlayTogetherDialogProps {
  deck: DeckWithCards;
  onClose: () => void;
}

/**
 * 'Play together': who plays (names optional), at which levels, with what timer; 'Start playing'
 * opens the table, whose address is the whole table (lib/table-address.ts).
 */
export function PlayTogetherDialog({ deck, onClose }: PlayTogetherDialogProps) {
  const navigate = useNavigate();
  const ids = useId();
  const [players, setPlayers] = useState(["", ""]);
  const [levels, setLevels] = useState<Intensity[]>([1, 2, 3]);
  const [timerSeconds, setTimerSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const known = deckIntensities(deck);

  const toggleLevel = (level: Intensity, on: boolean) => {
    setError(null);
    setLevels((current) => (on ? [...current, level].sort() : current.filter((l) => l !== level)));
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (levels.length === 0) return setError("Choose at least one level.");
    const all = levels.length === 3;
    if (!all && known.every((level) => level === null || !levels.includes(level))) {
      return setError(
        known.includes(null)
          ? "This device does not know the levels of this deck's locked cards yet. Open the deck online once, or play all three levels."
          : "This deck has no cards at the levels chosen.",
      );
    }
    const settings = { seed: newSeed(), levels, timerSeconds, players: cleanPlayers(players) };
    trackTableStart(deck.deckId, settings);
    navigate(tableUrl(deck.deckId, settings));
  };

  return (
    <Dialog title="Play together" onClose={onClose}>
      <Form onSubmit={start} noValidate>
        <fieldset>
          <legend>Players</legend>
          <div className="players">
            {players.map((name, i) => (
              <label key={i} className="field">
                Player {i + 1}
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
            ))}
          </div>
          <p className="hint">
            Optional: with names, the table says whose turn it is.
          </p>
          {players.length < MAX_PLAYERS && (
            <Button type="button" $variant="outline" $size="small" onClick={() => setPlayers((list) => [...list, ""])} style={{ marginTop: 8 }}>
              Add player
            </Button>
          )}
        </fieldset>
        <fieldset>
          <legend>Levels</legend>
          <div className="levels">
            {LEVELS.map(({ intensity, name }) => (
              <label key={intensity}>
                <input type="checkbox" checked={levels.includes(intensity)} onChange={(e) => toggleLevel(intensity, e.target.checked)} />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <label className="field" htmlFor={`${ids}-timer`}>
            Timer
          </label>
          <select id={`${ids}-timer`} value={timerSeconds} onChange={(e) => setTimerSeconds(Number(e.target.value))}>
            {TIMER_CHOICES.map(({ seconds, label }) => (
              <option key={seconds} value={seconds}>
                {label}
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
            Cancel
          </Button>
          <Button type="submit">Start playing</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
