import styled from "styled-components";
import { SHORT_SCREEN } from "../viewer";

/**
 * The table's own line under the title: what a preview holds, whose turn, the timer, the end of the
 * table. Its items wrap onto more lines rather than widen the page.
 */
export const TableLine = styled.div`
  flex-basis: 100%;
  min-width: 0;
  display: flex;
  justify-content: center;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px 14px;
  min-height: 36px;
  /* Whose turn: the name is cut (with an ellipsis) before "'s turn" is, at any length. The cut is
     a width of its own (not a share of the line), so that the name never widens the line, the
     title row or the narrow column beside the card on a phone on its side. The whole name stays in
     the text, for screen readers. */
  .turn {
    display: inline-flex;
    max-width: 100%;
    min-width: 0;
    margin: 0;
    padding: 4px 14px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    white-space: nowrap;
  }
  .turn .name {
    min-width: 0;
    max-width: min(14em, calc(100vw - 150px));
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .turn .whose { flex: none; }
  .end { margin: 0; font-weight: 600; }
  .preview {
    display: inline-flex;
    align-items: center;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px 10px;
    margin: 0;
    font-weight: 600;
  }
  ${SHORT_SCREEN} {
    min-height: 0;
    gap: 4px 8px;
    .turn { padding: 2px 10px; font-size: 0.85rem; }
    .turn .name { max-width: 9em; }
    .end, .preview { font-size: 0.85rem; }
    /* The column beside the card has no height to spare: the lock is a little smaller than its neighbours. */
    .preview button { width: 32px; min-height: 32px; }
  }
`;

export const Clock = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  [role="timer"] {
    min-width: 3.2em;
    font-variant-numeric: tabular-nums;
    font-size: 1.25rem;
    font-weight: 700;
  }
  [data-low="true"] { color: ${({ theme }) => theme.colors.accent}; }
  ${SHORT_SCREEN} {
    [role="timer"] { font-size: 1rem; }
  }
`;

/**
 * "The others need the new link", with the way to share it, once 'New order' has dealt one: a line
 * of its own under the title, as wide as its words. On a phone on its side, one short row, so that
 * the column beside the card grows as little as it can while it shows (until the first move).
 */
export const Notice = styled.div`
  flex-basis: 100%;
  display: flex;
  justify-content: center;
  .box {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 6px 10px;
    max-width: 100%;
    padding: 6px 6px 6px 14px;
    border-radius: 22px;
    background: rgba(255, 255, 255, 0.14);
  }
  .text { font-weight: 600; }
  .dismiss {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 1.4rem;
    line-height: 1;
    cursor: pointer;
  }
  .dismiss:hover { background: rgba(255, 255, 255, 0.18); }
  ${SHORT_SCREEN} {
    .box { flex-wrap: nowrap; gap: 4px; padding: 0 0 0 10px; text-align: left; }
    .text { font-size: 0.75rem; }
  }
`;
