import { t } from "@lingui/core/macro";
import { useLocation, useNavigate } from "react-router-dom";
import styled, { css } from "styled-components";
import { ArrowLeftIcon } from "../lib/ui/icons";
import { backButtonTone } from "./header-appearance";

const Round = styled.button<{ $tone: "dark" | "light" }>`
  position: absolute;
  top: calc(${({ theme }) => theme.contentTop} + 16px);
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

/**
 * Whether there is a page of this app to go back to. The router numbers the tab's entries from
 * the first one it saw (`idx` 0): a link opened in a fresh tab has nothing of ours behind it.
 */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  const idx = typeof state === "object" && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === "number" && idx > 0;
}

/**
 * One step back in history, or to the deck list when the app was opened here (a shared link in a
 * fresh tab), never out of the app; hidden on extra-small screens and on the home page.
 */
export function GoBackButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === "/") return null;
  const goBack = () => {
    if (hasInAppHistory()) navigate(-1);
    else navigate(pathname === "/decks" ? "/" : "/decks");
  };
  return (
    <Round type="button" aria-label={t`Go back`} $tone={backButtonTone(pathname)} onClick={goBack}>
      <ArrowLeftIcon size={22} />
    </Round>
  );
}
