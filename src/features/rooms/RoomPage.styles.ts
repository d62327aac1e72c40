// The rooms' screens: a participant's phone and the host's projector, both on the dark page, both
// exactly the screen below the header (the small viewport height, so a phone's bars never hide a
// control), so nothing scrolls. A phone on its side is too short for a card above the rest: there
// the card sits beside it.
import styled from "styled-components";
import { DarkPage } from "../../lib/ui/DarkPage";

/** A phone on its side (any short, wide screen): the card beside the controls, not above them. */
export const SIDEWAYS = "(orientation: landscape) and (max-height: 500px)";

/** The screen below the header, with room at the sides for 'Go back' from 600 px up. */
export const RoomScreen = styled(DarkPage)`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100svh;
  min-height: 0;
  padding: calc(${({ theme }) => theme.contentTop} + 12px) 16px 16px;
  overflow: hidden;
  ${({ theme }) => theme.above.sm} {
    padding-left: 76px;
    padding-right: 76px;
  }
  @media ${SIDEWAYS} {
    padding-top: calc(${({ theme }) => theme.contentTop} + 8px);
    padding-bottom: 8px;
  }
  /* Full screen ('f' on the host's view): no header above, every pixel for the room. */
  &:fullscreen {
    padding: 24px;
  }
`;

/** A calm message in the middle of the screen: the room has ended, it is being opened. */
export const Middle = styled.div`
  margin: auto;
  width: min(560px, 100%);
  text-align: center;
  h1 { font-size: clamp(1.6rem, 5vw, 2.4rem); }
  p { font-size: 1.1rem; }
  a { color: #9fe3e0; font-weight: 600; }
`;

export const ParticipantLayout = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(560px, 100%);
  margin: 0 auto;
  .top {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px 16px;
    flex-wrap: wrap;
    margin: 0;
    font-size: 0.95rem;
    color: #e6ebf3;
  }
  .top strong { color: #fff; letter-spacing: 0.08em; }
  .top .me { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
  /* The card takes what the other lines leave, so 'Leave room' is on screen on any phone. */
  .stage { position: relative; flex: 1; min-height: 0; display: flex; }
  .waiting {
    margin: auto;
    padding: 24px;
    font-size: 1.4rem;
    font-weight: 700;
    text-align: center;
  }
  .leave { align-self: center; }
  @media ${SIDEWAYS} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(150px, 34%);
    grid-template-rows: auto minmax(0, 1fr) auto;
    grid-template-areas: "stage top" "stage info" "stage leave";
    gap: 8px 16px;
    width: min(960px, 100%);
    .top { grid-area: top; flex-direction: column; align-items: flex-start; gap: 2px; }
    .stage { grid-area: stage; }
    .info { grid-area: info; align-content: center; }
    .leave { grid-area: leave; align-self: end; justify-self: stretch; }
  }
`;

/** The line under the card on every screen: the timer, who answers, the connection. */
export const InfoLine = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px 16px;
  min-height: 44px;
  [role="timer"] {
    min-width: 3.2em;
    font-size: 1.6em;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  [role="timer"][data-low="true"] { color: ${({ theme }) => theme.colors.accent}; }
  .picked {
    margin: 0;
    padding: 4px 16px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.15em;
    font-weight: 800;
    max-width: 100%;
    display: flex;
    /* pre: the space before "answers" stays (it starts a flex item of its own); no wrapping. */
    white-space: pre;
  }
  /* A long name is shortened, never the word after it. */
  .picked .who { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  .connection {
    margin: 0;
    padding: 4px 14px;
    border-radius: 999px;
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
