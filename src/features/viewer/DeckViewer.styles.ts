import styled from "styled-components";
import { DarkPage } from "../../lib/ui/DarkPage";
import { TOUR_ANCHOR } from "./tour";

export const TitleRow = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 20px;
  text-align: center;
  h1 { margin: 0; font-size: clamp(1.6rem, 5vw, 2.4rem); }
`;

export const Badge = styled.span`
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.85rem;
`;

export const TourButton = styled.button`
  position: fixed;
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
  padding-top: calc(${({ theme }) => theme.headerHeight} + 24px);
  padding-bottom: 96px;
  overflow-x: hidden;
  overflow-x: clip;
`;
