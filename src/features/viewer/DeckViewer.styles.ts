import styled from "styled-components";
import { DarkPage } from "../../lib/ui/DarkPage";
import { TOUR_ANCHOR } from "./tour";

/** A landscape phone (844×390): the whole viewer, controls included, fits without scrolling. */
export const SHORT_SCREEN = "@media (max-height: 500px) and (orientation: landscape)";

export const TitleRow = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 20px;
  text-align: center;
  h1 { margin: 0; font-size: clamp(1.6rem, 5vw, 2.4rem); overflow-wrap: anywhere; }
  ${SHORT_SCREEN} {
    margin-bottom: 8px;
    h1 { font-size: 1.25rem; }
  }
`;

export const Badge = styled.span`
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.85rem;
`;

/**
 * At the bottom right of the viewer, in the page's bottom padding: it floats over nothing, so it
 * never covers 'Last card' on a small phone (a fixed one did at 360×640).
 */
export const TourButton = styled.button`
  position: absolute;
  right: 20px;
  bottom: 20px;
  z-index: 1000;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
`;

/** The card's box: the welcome tour is placed over it. */
export const StageWrap = styled.div`
  position: relative;
  width: min(440px, 100%);
  margin: 0 auto;
  anchor-name: ${TOUR_ANCHOR};
`;

/** Cards slide past the screen edge: that must not widen the page (it would zoom out on phones). */
export const ViewerPage = styled(DarkPage)`
  position: relative;
  padding-top: calc(${({ theme }) => theme.contentTop} + 24px);
  padding-bottom: 96px;
  ${SHORT_SCREEN} {
    padding-top: calc(${({ theme }) => theme.contentTop} + 8px);
    padding-bottom: 8px;
  }
  overflow-x: hidden;
  overflow-x: clip;
`;
