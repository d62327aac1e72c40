import styled from "styled-components";
import { DarkPage } from "../../lib/ui/DarkPage";
import { visuallyHidden } from "../../lib/ui/visually-hidden";
import { TOUR_ANCHOR } from "./tour";

/** A phone on its side (844×390, 568×320): the controls go beside the card, not below it. */
export const SHORT_SCREEN = "@media (max-height: 500px) and (orientation: landscape)";
/** A short upright screen (320×568, 360×640): tighter spacing, so the card keeps its room. */
export const LOW_SCREEN = "@media (max-height: 700px) and (orientation: portrait)";

const PAGE_TOP = 16;
const PAGE_BOTTOM = 16;

/**
 * The viewer takes exactly the screen below the header and the notices (the small viewport height:
 * what shows while a phone's browser bars do): the title, progress and controls take what they
 * need and the card the rest, up to a comfortable size. Only if even the card's least height does
 * not fit does the page grow (and scroll) rather than anything overlap.
 */
export const ViewerLayout = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  width: 100%;
  min-height: calc(100vh - ${({ theme }) => theme.contentTop} - ${PAGE_TOP + PAGE_BOTTOM}px);
  min-height: calc(100svh - ${({ theme }) => theme.contentTop} - ${PAGE_TOP + PAGE_BOTTOM}px);
  ${LOW_SCREEN} { gap: 8px; }
  ${SHORT_SCREEN} {
    display: grid;
    grid-template-columns: minmax(0, 560px) min-content;
    grid-template-rows: 1fr auto auto auto 1fr;
    grid-template-areas: "stage ." "stage title" "stage progress" "stage controls" "stage .";
    justify-content: center;
    align-items: stretch;
    gap: 8px 20px;
    min-height: calc(100vh - ${({ theme }) => theme.contentTop} - 16px);
    min-height: calc(100svh - ${({ theme }) => theme.contentTop} - 16px);
  }
`;

export const TitleRow = styled.div`
  flex: none;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 8px 12px;
  flex-wrap: wrap;
  text-align: center;
  /* At most two lines (a person's own deck's title can be 80 characters), the rest cut with an ellipsis. */
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 5vw, 2.4rem);
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  ${LOW_SCREEN} {
    h1 { font-size: 1.5rem; }
  }
  /* A phone on its side: the title on a line of its own (one line, cut with an ellipsis), its
     buttons under it, so that the column beside the card is as tall whatever the title. */
  ${SHORT_SCREEN} {
    grid-area: title;
    gap: 6px 4px;
    h1 { flex-basis: 100%; font-size: 1.05rem; -webkit-line-clamp: 1; }
  }
`;

export const Badge = styled.span`
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.85rem;
  ${SHORT_SCREEN} {
    padding: 2px 8px;
    font-size: 0.75rem;
  }
`;

/**
 * The screens where the card needs every pixel: a short upright phone, a phone on its side. There
 * the title's buttons are 36 px round icons, so that the title and its buttons keep to one line.
 */
export const COMPACT_SCREEN = "@media (max-height: 700px) and (orientation: portrait), (max-height: 500px) and (orientation: landscape)";

/**
 * A pill with an icon and its words ('Play together', the table's 'Share table'). Where the card
 * needs every pixel it is a round icon button like its neighbours; the words stay for screen
 * readers (the button's name does not change) and as its tooltip.
 */
export const PillButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid rgba(255, 255, 255, 0.55);
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.22); }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  ${COMPACT_SCREEN} {
    width: 36px;
    min-height: 36px;
    padding: 0;
    .words { ${visuallyHidden} }
  }
`;

/**
 * The button that reopens the tour. From 600 px wide it floats at the bottom right of the viewer,
 * in the side margin kept for 'Go back' (so it covers no control); narrower, the bottom right is
 * 'Last card', so it sits by the title, next to 'Deck options'.
 */
export const TourButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${COMPACT_SCREEN} {
    width: 36px;
    height: 36px;
    svg { width: 20px; height: 20px; }
  }
  ${({ theme }) => theme.above.sm} {
    position: absolute;
    right: 12px;
    bottom: 16px;
    z-index: 10;
    width: 52px;
    height: 52px;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

/** The card's box: it takes the height left over; the welcome tour is placed over it. */
export const StageWrap = styled.div`
  position: relative;
  flex: 1 1 0;
  width: min(440px, 100%);
  min-height: 200px;
  max-height: 580px;
  anchor-name: ${TOUR_ANCHOR};
  ${LOW_SCREEN} { min-height: 150px; }
  ${SHORT_SCREEN} {
    grid-area: stage;
    width: 100%;
    min-height: 120px;
    max-height: none;
  }
`;

/** Cards slide past the screen edge: that must not widen the page (it would zoom out on phones). */
export const ViewerPage = styled(DarkPage)`
  position: relative;
  min-height: 0;
  padding-top: calc(${({ theme }) => theme.contentTop} + ${PAGE_TOP}px);
  padding-bottom: ${PAGE_BOTTOM}px;
  /* Room at the sides for the 'Go back' button, which floats at the top left from 600 px up. */
  ${({ theme }) => theme.above.sm} {
    padding-left: 76px;
    padding-right: 76px;
  }
  ${SHORT_SCREEN} {
    padding-top: calc(${({ theme }) => theme.contentTop} + 8px);
    padding-bottom: 8px;
  }
  overflow-x: hidden;
  overflow-x: clip;
`;
