import { Link } from "react-router-dom";
import styled, { css, keyframes } from "styled-components";

export const Bar = styled.header<{ $look: "transparent" | "dark" | "light" }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 1100;
  height: ${({ theme }) => theme.headerHeight};
  transition: background-color 0.2s ease, border-color 0.2s ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }
  ${({ $look, theme }) =>
    $look === "transparent"
      ? css`
          background: transparent;
          color: #fff;
          border-bottom: 1px solid transparent;
        `
      : $look === "dark"
        ? css`
            background: rgba(14, 26, 50, 0.92);
            backdrop-filter: blur(10px);
            color: #fff;
            border-bottom: 1px solid rgba(255, 255, 255, 0.14);
          `
        : css`
            background: rgba(255, 255, 255, 0.9);
            backdrop-filter: blur(10px);
            color: ${theme.colors.primary};
            border-bottom: 1px solid ${theme.colors.border};
          `}
`;

/**
 * Below this width the links and the account do not fit on one line (a 1280 px screen at 200 %
 * zoom is 640 CSS px): the menu button takes over instead of the bar wrapping.
 */
const COMPACT = "@media (max-width: 799.98px)";

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  height: 100%;
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: 0 16px;
  ${COMPACT} { gap: 12px; }
`;

export const Logo = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  white-space: nowrap;
  align-items: center;
  gap: 8px;
  color: inherit;
  font-weight: 800;
  font-size: 1.2rem;
  text-decoration: none;
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

export const Nav = styled.nav`
  display: flex;
  gap: 4px;
  margin-right: auto;
  a {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.button};
    color: inherit;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover, a.active { background: rgba(127, 127, 127, 0.16); }
  a { white-space: nowrap; }
  ${COMPACT} { display: none; }
`;

export const Wide = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  a { white-space: nowrap; }
  ${COMPACT} { display: none; }
`;

export const Narrow = styled.div`
  display: none;
  align-items: center;
  gap: 4px;
  min-width: 0;
  margin-left: auto;
  ${COMPACT} { display: flex; }
`;

const actionLink = css<{ $transparent: boolean; $filled?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.button};
  border: 2px solid currentColor;
  font-weight: 600;
  text-decoration: none;
  color: inherit;
  ${({ $filled, $transparent, theme }) =>
    $filled &&
    css`
      border-color: ${$transparent ? "#fff" : theme.colors.secondary};
      background: ${$transparent ? "#fff" : theme.colors.secondary};
      color: ${$transparent ? theme.colors.primary : "#fff"};
    `}
`;

export const ActionLink = styled(Link)<{ $transparent: boolean; $filled?: boolean }>`
  ${actionLink}
`;

export const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-width: 44px;
  height: 44px;
  padding: 0 10px;
  border: 0;
  border-radius: 22px;
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: rgba(127, 127, 127, 0.16); }
`;

/** The account button: avatar and name; the name shrinks to an ellipsis before anything wraps. */
export const NameButton = styled(RoundButton)`
  flex: 0 1 auto;
  min-width: 0;
  max-width: 240px;
`;

export const UserName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: inherit;
  &:hover { background: rgba(127, 127, 127, 0.16); }
`;

/** Never shrinks: in the account button the name gives way (to an ellipsis), not the circle. */
export const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary};
  color: #fff;
  font-weight: 700;
`;

const pulse = keyframes`50% { opacity: 0.45; }`;
export const Skeleton = styled.span<{ $width: number }>`
  display: inline-block;
  width: ${({ $width }) => $width}px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.button};
  background: rgba(127, 127, 127, 0.3);
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
