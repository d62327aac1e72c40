import { useLocation, useNavigate } from "react-router-dom";
import styled, { css } from "styled-components";
import { ArrowLeftIcon } from "../lib/ui/icons";
import { backButtonTone } from "./header-appearance";

const Round = styled.button<{ $tone: "dark" | "light" }>`
  position: absolute;
  top: calc(${({ theme }) => theme.headerHeight} + 16px);
  left: 16px;
  z-index: 10;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  cursor: pointer;
  ${({ $tone, theme }) =>
    $tone === "dark"
      ? css`
          border: 1px solid ${theme.colors.border};
          background: #fff;
          color: ${theme.colors.primary};
        `
      : css`
          border: 1px solid rgba(255, 255, 255, 0.6);
          background: rgba(255, 255, 255, 0.12);
          color: #fff;
        `}
  ${({ theme }) => theme.below.sm} { display: none; }
`;

/** One step back in history; hidden on extra-small screens and on the home page. */
export function GoBackButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === "/") return null;
  return (
    <Round type="button" aria-label="Go back" $tone={backButtonTone(pathname)} onClick={() => navigate(-1)}>
      <ArrowLeftIcon size={22} />
    </Round>
  );
}
