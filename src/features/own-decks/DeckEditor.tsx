// The editor of one of the person's decks: its title, description and entries (questions of their
// own, cards gathered from decks), reordered by dragging a handle or with 'Move up' / 'Move down',
// checked as the server will check them, and saved on the device at once, then synced. Leaving
// with changes not saved asks first (LeaveGuard.tsx).
import { t } from "@lingui/core/macro";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { DESCRIPTION_MAX, TITLE_MAX } from "../../../shared/own-decks";
import { textLength } from "../../../shared/text";
import type { ArrivalState } from "../../lib/app-urls";
import { Button } from "../../lib/ui/Button";
import { Notice } from "../../lib/ui/Notice";
import { TextArea, TextField } from "../../lib/ui/TextField";
import { EditorPanel, Entries, Footer, Messages } from "./DeckEditor.styles";
import { checkDraft, moveEntry, newQuestion, type Draft, type DraftEntry, type DraftQuestion } from "./draft";
import { EntryRow } from "./EntryRow";
import { DiscardChangesDialog, useLeaveGuard } from "./LeaveGuard";
import { MY_DECKS_URL } from "../../lib/app-urls";
import { ownDecksState } from "./own-decks-state";
import { useDragReorder } from "./useDragReorder";
import { checkMessage } from "./own-deck-messages";

// Counted as checkOwnDeck counts: characters as a person sees them (an emoji of several code points is
// one), of the trimmed text, a title's runs of white space as one space.
const length = (text: string, lines: boolean) => textLength((lines ? text : text.replace(/\s+/g, " ")).trim());

/** The server's words for a plan's limit (a deck's cards, the number of decks). */
const isLimit = (message: string) => /on your plan/.test(message);

interface DeckEditorProps {
  deckId: string;
  initial: Draft;
  isNew: boolean;
  /** The server's refusal of the deck's last change, still standing. */
  refusal: string | null;
  /** The largest deck the person's plan allows. */
  maxCards: number;
  /** What the page says above the form (the deck's notice, the limit of decks). */
  notice?: ReactNode;
}

export function DeckEditor({ deckId, initial, isNew, refusal, maxCards, notice }: DeckEditorProps) {
  const navigate = useNavigate();
  const ids = useId();
  const idFor = useCallback((entryId: string, part: string) => `${ids}-${entryId}-${part}`, [ids]);
  const [draft, setDraft] = useState(initial);
  // The draft as last kept (opened, or saved on the device): anything else is a change not saved.
  const [kept, setKept] = useState(initial);
  const guard = useLeaveGuard(JSON.stringify(draft) !== JSON.stringify(kept));
  const [problem, setProblem] = useState<{ message: string; kept: boolean; limit: boolean } | null>(
    refusal ? { message: checkMessage(refusal), kept: true, limit: isLimit(refusal) } : null,
  );
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLOListElement>(null);
  // After a move, an addition or a removal, where the keyboard goes: a row's button or its field.
  const focusNext = useRef<string | null>(null);
  // The entries as last shown, for the rows' handlers: they stay the same functions from render to
  // render, so that typing in one question does not draw every row of a long deck again.
  const shownEntries = useRef(draft.entries);

  useEffect(() => {
    shownEntries.current = draft.entries;
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  const setEntries = (entries: DraftEntry[]) => setDraft((current) => ({ ...current, entries }));

  const change = useCallback((changed: DraftQuestion) => {
    setDraft((current) => ({ ...current, entries: current.entries.map((entry) => (entry.id === changed.id ? changed : entry)) }));
  }, []);

  const move = useCallback(
    (from: number, to: number, by: "up" | "down" | "drag") => {
      const current = shownEntries.current;
      const entries = moveEntry(current, from, to);
      if (entries === current) return;
      setDraft((draft) => ({ ...draft, entries }));
      if (by !== "drag") {
        // The button pressed, unless the row has reached the end it moved towards.
        const stuck = (by === "up" && to === 0) || (by === "down" && to === entries.length - 1);
        focusNext.current = idFor(current[from].id, stuck ? (by === "up" ? "down" : "up") : by);
      }
      const question = from + 1;
      const position = to + 1;
      const total = entries.length;
      setAnnouncement(t`Question ${question} moved to position ${position} of ${total}.`);
    },
    [idFor],
  );
  const { bind, dragging } = useDragReorder(list, (from, to) => move(from, to, "drag"));

  const remove = useCallback(
    (index: number) => {
      const entries = shownEntries.current.filter((_, i) => i !== index);
      setDraft((draft) => ({ ...draft, entries }));
      const next = entries[index] ?? entries[index - 1];
      focusNext.current = next ? idFor(next.id, "remove") : `${ids}-add`;
      const question = index + 1;
      setAnnouncement(t`Question ${question} removed.`);
    },
    [idFor, ids],
  );

  const add = () => {
    const question = newQuestion();
    setEntries([...draft.entries, question]);
    focusNext.current = idFor(question.id, "question");
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkDraft(draft, maxCards);
    if (!checked.ok && !checked.keep) {
      setProblem({ message: checked.message, kept: false, limit: false });
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const outcome = await ownDecksState.save({ deckId, ...(checked.ok ? checked.deck : checked.keep!) });
      setKept(draft);
      if (!checked.ok) setProblem({ message: checked.message, kept: true, limit: true });
      else if (outcome.status === "refused") setProblem({ message: checkMessage(outcome.message), kept: true, limit: isLimit(outcome.message) });
      else {
        const flash = outcome.status === "synced" ? t`Deck saved.` : t`Deck saved on this device. It will reach your account when you're back online.`;
        navigate(MY_DECKS_URL, { replace: guard.replaceOnLeave(), state: { flash } satisfies ArrivalState });
      }
    } catch (error) {
      // The device refused the write (out of space): the draft is still on the screen.
      setProblem({ message: error instanceof Error ? error.message : t`The deck could not be saved.`, kept: false, limit: false });
    } finally {
      setSaving(false);
    }
  };

  const titleLength = length(draft.title, false);
  const titleMax = TITLE_MAX;
  const descriptionLength = length(draft.description, true);
  const descriptionMax = DESCRIPTION_MAX;
  return (
    <EditorPanel onSubmit={(event) => void save(event)} noValidate aria-labelledby={`${ids}-heading`}>
      <h1 id={`${ids}-heading`}>{isNew ? t`New deck` : t`Edit deck`}</h1>
      {notice && <Messages className="before">{notice}</Messages>}
      <TextField
        label={t`Title`}
        dir="auto"
        value={draft.title}
        hint={t`${titleLength} of ${titleMax} characters`}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <TextArea
        label={t`Description`}
        dir="auto"
        rows={3}
        value={draft.description}
        hint={t`Optional, ${descriptionLength} of ${descriptionMax} characters`}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
      />
      <h2>{t`Questions`}</h2>
      <Entries ref={list}>
        {draft.entries.map((entry, index) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            index={index}
            count={draft.entries.length}
            idFor={idFor}
            bindHandle={bind}
            dragOffset={dragging?.index === index ? dragging.offset : null}
            onChange={change}
            onMove={move}
            onRemove={remove}
          />
        ))}
      </Entries>
      <Button id={`${ids}-add`} type="button" $variant="outline" onClick={add}>
        {t`Add question`}
      </Button>
      <div role="status" style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        {announcement}
      </div>
      <Messages>
        {problem && (
          <Notice $tone="error" role="alert">
            {problem.message}
            {problem.kept && ` ${t`Your deck is kept on this device, so nothing is lost.`}`}
            {problem.limit && (
              <>
                {" "}
                <Link to="/pricing">{t`See plans`}</Link>
              </>
            )}
          </Notice>
        )}
        {saving && (
          <Notice $tone="info" role="status">
            {t`Saving…`}
          </Notice>
        )}
      </Messages>
      <Footer>
        <Button type="submit" $size="large">
          {t`Save deck`}
        </Button>
        <Link to={MY_DECKS_URL}>{t`Back to My Decks`}</Link>
      </Footer>
      <DiscardChangesDialog guard={guard} />
    </EditorPanel>
  );
}
