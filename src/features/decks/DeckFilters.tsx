// The deck list's controls: the kind of deck (native radio buttons, so the arrow keys move through
// them as everywhere else) and a search field. Drawn in the prerendered page with the list, so
// they take their place before any script runs; what is chosen is drawn with :checked, so coming
// alive restyles nothing.
import { t } from "@lingui/core/macro";
import { useEffect, useId, useLayoutEffect, useRef, type Ref, type RefObject } from "react";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
import { useHydrated } from "../../lib/useHydrated";
import { visuallyHidden } from "../../lib/ui/visually-hidden";
import { DECK_KINDS, KIND_LABELS, type DeckKind } from "./deck-kinds";

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 24px;
  margin: 0 0 32px;
  ${({ theme }) => theme.below.sm} { margin-bottom: 24px; }
`;

const Kinds = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { ${visuallyHidden} }
  ${({ theme }) => theme.below.sm} { flex: 1 1 100%; }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  /* Two by two on a phone: four even buttons, none pushed alone onto a line of its own. */
  ${({ theme }) => theme.below.sm} { display: grid; grid-template-columns: 1fr 1fr; }
`;

const Option = styled.label`
  position: relative;
  display: flex;
  /* The radio itself lies over the whole button, unseen: a tap anywhere on it is a tap on the radio. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 18px;
    border: 1px solid rgba(255, 255, 255, 0.7);
    border-radius: 999px;
    color: #fff;
    font-weight: 600;
    white-space: nowrap;
  }
  /* Not on touch screens, where the last button tapped would keep the look. */
  @media (hover: hover) { input:hover + span { background: rgba(255, 255, 255, 0.14); } }
  input:checked + span { border-color: #fff; background: #fff; color: ${({ theme }) => theme.colors.primary}; }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  ${({ theme }) => theme.below.sm} { span { padding: 0 10px; } }
`;

const Search = styled.div`
  position: relative;
  flex: 0 1 340px;
  ${({ theme }) => theme.below.sm} { flex: 1 1 100%; }
  label { ${visuallyHidden} }
  svg { position: absolute; top: 50%; left: 14px; transform: translateY(-50%); color: ${({ theme }) => theme.colors.textMuted}; pointer-events: none; }
  input {
    width: 100%;
    min-height: 48px;
    padding: 0 12px 0 44px;
    border: 1px solid #fff;
    border-radius: 999px;
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem; /* 16 px: a phone does not zoom in on the field */
  }
  input::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
`;

const SearchIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

interface DeckFiltersProps {
  kind: DeckKind;
  words: string;
  onKind: (kind: DeckKind) => void;
  onSearch: (words: string) => void;
  searchRef?: Ref<HTMLInputElement>;
}

export function DeckFilters({ kind, words, onKind, onSearch, searchRef }: DeckFiltersProps) {
  const searchId = useId();
  const controls = useRef<HTMLDivElement>(null);
  useEarlyInput(controls, onKind, onSearch);
  const searchLabel = t`Search decks`;
  return (
    <Controls ref={controls}>
      <Kinds>
        <legend>{t`Kind of deck`}</legend>
        <Options>
          {DECK_KINDS.map((value) => (
            <Option key={value}>
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => onKind(value)} />
              <span>{i18n._(KIND_LABELS[value])}</span>
            </Option>
          ))}
        </Options>
      </Kinds>
      <Search>
        <label htmlFor={searchId}>{searchLabel}</label>
        <SearchIcon />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={words}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={searchLabel}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </Search>
    </Controls>
  );
}

/**
 * A prerendered page can be used before it is alive, and a radio or a field changes at once,
 * with no script (taps on links and buttons wait in lib/early-clicks; these never reach it).
 * React leaves what was chosen and typed as it is when it adopts the HTML, but its state is still
 * the build's (All, no words): read back here as the page comes alive and made the page's, or the
 * next render would undo them.
 */
function useEarlyInput(controls: RefObject<HTMLDivElement | null>, onKind: (kind: DeckKind) => void, onSearch: (words: string) => void) {
  const hydrated = useHydrated();
  const hydrating = useRef(!hydrated);
  const early = useRef<{ kind: DeckKind | null; words: string } | null>(null);
  // In the commit that adopts the HTML, before anything is drawn again.
  useLayoutEffect(() => {
    if (!hydrating.current || !controls.current) return;
    hydrating.current = false;
    const checked = controls.current.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    const words = controls.current.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? "";
    const kind = DECK_KINDS.find((value) => value === checked && value !== "all") ?? null;
    if (kind || words) early.current = { kind, words };
  }, [controls]);
  // Once the page's effects may move the router (its navigate is ready after the layout effects).
  useEffect(() => {
    const found = early.current;
    early.current = null;
    if (found?.kind) onKind(found.kind);
    if (found?.words) onSearch(found.words);
  }, [onKind, onSearch]);
}
