import styled, { css } from "styled-components";

export const EditorPanel = styled.form`
  width: min(760px, 100%);
  margin: 0 auto;
  padding: 28px 24px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 { color: ${({ theme }) => theme.colors.primary}; font-size: clamp(1.6rem, 4vw, 2.2rem); }
  h2 { color: ${({ theme }) => theme.colors.primary}; font-size: 1.25rem; margin: 8px 0 12px; }
  a { color: ${({ theme }) => theme.colors.secondary}; font-weight: 600; }
  ${({ theme }) => theme.below.sm} { padding: 22px 14px; }
`;

const field = css`
  width: 100%;
  padding: 10px 12px;
  border: 1px solid #8a96a8;
  border-radius: ${({ theme }) => theme.radii.button};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
`;

export const Entries = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const Row = styled.li<{ $dragging: boolean }>`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.base};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      z-index: 2;
      box-shadow: ${theme.shadows.card};
    `}
  fieldset { margin: 0; padding: 12px 14px 14px; border: 0; min-width: 0; }
  legend { display: flex; align-items: center; gap: 8px; float: left; width: 100%; margin-bottom: 8px; padding: 0; font-weight: 700; }
  legend + * { clear: both; }
  .handle {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    margin-left: -6px;
    border-radius: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: grab;
    touch-action: none;
  }
  .handle:active { cursor: grabbing; }
  textarea { ${field}; min-height: 64px; resize: vertical; }
  input, select { ${field}; }
  .more { display: grid; grid-template-columns: 1fr 160px; gap: 12px; margin-top: 10px; }
  .field { display: flex; flex-direction: column; gap: 4px; }
  .field label { font-weight: 600; font-size: 0.9rem; }
  .field small { color: ${({ theme }) => theme.colors.textMuted}; }
  .gathered { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 4px 8px; }
  .gathered p { flex: 1 1 0; margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.primary}; }
  .gathered p.from { flex-basis: 100%; font-weight: 400; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
  .gathered svg { flex: none; margin-top: 3px; color: ${({ theme }) => theme.colors.textMuted}; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
  ${({ theme }) => theme.below.sm} {
    .more { grid-template-columns: 1fr; }
    .actions > * { flex: 1 1 auto; }
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: box-shadow 0.15s ease;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  margin-top: 20px;
  ${({ theme }) => theme.below.sm} { > button { width: 100%; } }
`;

export const Messages = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 16px;
  &:empty { display: none; }
  &.before { margin: 0 0 16px; }
  p { margin: 0; }
  .choice-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
  .choice p { margin-top: 8px; }
`;
