import { Link } from "react-router-dom";
import styled from "styled-components";

export const Inner = styled.div`
  width: min(720px, 100%);
  margin: 0 auto;
  > header { text-align: center; margin-bottom: 32px; }
  > header h1:focus { outline: none; }
  > header p { font-size: 1.1rem; opacity: 0.92; margin: 0; }
`;

export const Notices = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 24px;
  a { color: inherit; font-weight: 700; }
  button { margin-left: 8px; border: 0; padding: 0; background: none; color: inherit; font: inherit; font-weight: 700; text-decoration: underline; cursor: pointer; }
`;

/** A link drawn as the primary button (light on the dark page). */
export const PlayLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 52px;
  padding: 0 28px;
  border-radius: ${({ theme }) => theme.radii.button};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 1.05rem;
  text-decoration: none;
  &:hover { background: #eef2f7; }
  ${({ theme }) => theme.below.sm} { width: 100%; }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 32px;
`;

export const Group = styled.section`
  margin-bottom: 36px;
  h2 { display: flex; align-items: center; gap: 10px; font-size: 1.35rem; margin: 0 0 14px; color: #fff; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; }
`;

/** The deck's cover colour, as a dot beside its title. */
export const CoverDot = styled.span<{ $cover: string }>`
  flex: none;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ $cover }) => $cover};
  box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.85);
`;

export const SavedItem = styled.li<{ $cover: string }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px 18px 14px;
  border-left: 6px solid ${({ $cover }) => $cover};
  border-radius: ${({ theme }) => theme.radii.base};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow-wrap: anywhere;
  .question { margin: 0; font-size: 1.1rem; font-weight: 700; line-height: 1.4; color: ${({ theme }) => theme.colors.primary}; }
  .follow-up { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  .locked { display: flex; gap: 8px; align-items: flex-start; margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  .locked svg { flex: none; margin-top: 2px; }
  .locked a { color: ${({ theme }) => theme.colors.secondary}; font-weight: 700; }
  > button { align-self: flex-end; }
`;
