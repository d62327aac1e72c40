import { Link } from "react-router-dom";
import styled from "styled-components";

export const Inner = styled.div`
  width: min(760px, 100%);
  margin: 0 auto;
  > header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 16px; margin-bottom: 24px; }
  > header h1 { margin: 0; }
  > header h1:focus { outline: none; }
  > header p { flex-basis: 100%; margin: 0; font-size: 1.05rem; opacity: 0.92; }
  ${({ theme }) => theme.below.sm} {
    > header > button { width: 100%; }
  }
`;

export const Notices = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 20px;
  &:empty { display: none; }
  button { margin-left: 8px; border: 0; padding: 0; background: none; color: inherit; font: inherit; font-weight: 700; text-decoration: underline; cursor: pointer; }
`;

/** How many decks the plan allows, under the list. */
export const PlanLine = styled.p`
  margin: 20px 0 0;
  opacity: 0.92;
`;

export const DeckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
`;

export const DeckItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px 20px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radii.base};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow-wrap: anywhere;
  .about { flex: 1 1 280px; min-width: 0; }
  h2 { margin: 0 0 6px; font-size: 1.25rem; }
  h2 a { color: ${({ theme }) => theme.colors.primary}; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
  .description { margin: 0 0 6px; color: ${({ theme }) => theme.colors.textMuted}; }
  .meta { margin: 0; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
  .refusal { margin: 10px 0 0; }
  .refusal button { margin-left: 8px; border: 0; padding: 0; background: none; color: inherit; font: inherit; font-weight: 700; text-decoration: underline; cursor: pointer; }
  .note { margin: 10px 0 0; }
  .note p { margin: 0; }
  .choice { margin-top: 8px; }
  .choice-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
  .actions { display: flex; gap: 8px; flex: none; }
  ${({ theme }) => theme.below.sm} {
    .actions { width: 100%; }
    .actions > * { flex: 1; }
  }
`;

/** A link drawn as the small outline button beside it. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 18px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.button};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  &:hover { background: rgba(20, 33, 61, 0.06); }
`;
