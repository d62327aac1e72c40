import styled from "styled-components";
import { SHORT_SCREEN } from "../viewer";

/** The table's own line under the title: whose turn, the timer, and the end of the table. */
export const TableLine = styled.div`
  flex-basis: 100%;
  display: flex;
  justify-content: center;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px 14px;
  min-height: 36px;
  .turn {
    margin: 0;
    padding: 4px 14px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .end { margin: 0; font-weight: 600; }
  ${SHORT_SCREEN} {
    min-height: 0;
    gap: 4px 8px;
    .turn { padding: 2px 10px; font-size: 0.85rem; }
    .end { font-size: 0.85rem; }
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
