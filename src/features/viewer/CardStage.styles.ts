import { animated } from "@react-spring/web";
import styled, { css } from "styled-components";

/**
 * The card fills the box the viewer gives it (DeckViewer.styles.ts: what the header, notices and
 * controls leave of the screen). The shell is a size container: the card's text, label, buttons
 * and lock are sized from the card's own size, not the window's.
 */
export const Stage = styled.div`
  position: absolute;
  inset: 0;
  .card-shell {
    position: absolute;
    inset: 0;
    container: card / size;
    /* Vertical page scrolling stays native; horizontal drags belong to the card. */
    touch-action: pan-y;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
    will-change: transform;
    cursor: grab;
  }
  .card-shell:active { cursor: grabbing; }
`;

/** A card too short for the roomy spacing (a landscape phone, a small phone with a notice). */
const SHORT_CARD = "@container card (max-height: 330px)";

export const CardBody = styled(animated.div)`
  position: relative;
  width: 100%;
  height: 100%;
  transform-style: preserve-3d;
`;

const face = css`
  position: absolute;
  inset: 0;
  border-radius: ${({ theme }) => theme.radii.card};
  backface-visibility: hidden;
  -webkit-backface-visibility: hidden;
  box-shadow: 0 24px 56px rgba(0, 0, 0, 0.35);
  overflow: hidden;
`;

// The deck's colour comes from the stage, as --cover (CardStage.tsx): one rule for every deck, so a
// page drawn from a template (a table's first paint, sw/device-page.ts) needs no class of its own.
export const FrontFace = styled(animated.div)`
  ${face}
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  border: 10px solid var(--cover);
`;

export const BackFace = styled(animated.div)`
  ${face}
  transform: rotateY(180deg);
  background: var(--cover);
  background-image: radial-gradient(circle at 80% 10%, rgba(255, 255, 255, 0.22), transparent 50%),
    radial-gradient(circle at 10% 90%, rgba(0, 0, 0, 0.2), transparent 55%);
  color: #fff;
`;

export const CardButton = styled.button`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.card};
  background: transparent;
  cursor: inherit;
  &:focus-visible { outline-offset: 4px; }
  &:disabled { cursor: default; }
  &[data-pass-through] { pointer-events: none; }
`;

/**
 * A face's three bands: the top one keeps the level label clear of the save and share buttons
 * (which sit over the card, not in the face), the middle one holds the text, the bottom one the hint.
 */
export const FaceContent = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  color: inherit;
  text-align: center;
  .top {
    flex: none;
    display: flex;
    align-items: center;
    height: 52px;
    padding: 8px 12px 0;
  }
  .middle {
    flex: 1 1 0;
    min-height: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    padding: 8px 20px;
    overflow: hidden;
  }
  .deck-title { font-size: clamp(1.5rem, min(11cqi, 14cqh), 2.4rem); font-weight: 800; overflow-wrap: anywhere; }
  .hint { flex: none; padding: 6px 12px 18px; font-size: 0.9rem; font-weight: 600; opacity: 0.85; }
  .placeholder {
    width: 70%;
    height: 5.5em;
    border-radius: 8px;
    background: repeating-linear-gradient(180deg, #d8dee8 0 1.1em, transparent 1.1em 1.6em);
  }
  ${SHORT_CARD} {
    .top { height: 44px; padding-top: 0; }
    .middle { padding: 2px 14px; }
    .hint { padding: 2px 12px 8px; font-size: 0.8rem; }
  }
`;

/**
 * The question and its follow-up, sized from the card (CSS, so the prerendered page is right)
 * and scaled down further by --fit (useTextFit). What still does not fit scrolls here, by
 * pointer (the card's button then lets the pointer through) and by keyboard.
 */
export const CardText = styled.div`
  flex: 1 1 0;
  min-height: 0;
  display: flex;
  flex-direction: column;
  padding: 4px 20px;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  touch-action: pan-y;
  /* The auto margins centre the text while it fits and give way (to the top) once it does not. */
  .text { display: flex; flex-direction: column; gap: 0.6em; margin: auto 0; overflow-wrap: break-word; }
  .question {
    font-size: max(15px, calc(var(--fit, 1) * clamp(1.05rem, min(6.4cqi, 7.6cqh), 1.75rem)));
    font-weight: 650;
    line-height: 1.3;
  }
  .follow-up {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: max(13px, calc(var(--fit, 1) * clamp(0.9rem, min(4.2cqi, 5cqh), 1.1rem)));
    line-height: 1.35;
  }
  &[data-overflowing="true"] {
    cursor: pointer;
    /* A fade at the bottom edge says there is more below. */
    mask-image: linear-gradient(to bottom, #000 calc(100% - 18px), transparent);
  }
  &:focus-visible { outline-offset: -3px; border-radius: 8px; }
  ${SHORT_CARD} { padding: 2px 14px; }
`;

export const Intensity = styled.span`
  padding-left: 8px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The question side's own buttons (save, share), over the card's top right corner. */
export const CardActions = styled.div`
  position: absolute;
  top: 18px;
  right: 18px;
  z-index: 3;
  display: flex;
  gap: 8px;
  ${SHORT_CARD} { top: 10px; right: 14px; }
`;

export const CardAction = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: #eef2f7;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover { background: #dfe6ef; }
`;

export const LockOverlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 4;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 24px;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.card};
  background: rgba(12, 20, 38, 0.55);
  backdrop-filter: blur(10px);
  -webkit-backdrop-filter: blur(10px);
  color: #fff;
  text-align: center;
  cursor: default;
  /* Centred while it fits; from the top, never cut off above, once it does not. */
  > :first-child { margin-top: auto; }
  > :last-child { margin-bottom: auto; }
  svg { flex: none; }
  p { margin: 0; }
  .count { font-size: 1.5rem; font-weight: 800; }
  button { margin-top: 16px; }
  ${SHORT_CARD} {
    gap: 4px;
    padding: 12px 16px;
    svg { width: 24px; height: 24px; }
    .count { font-size: 1.15rem; }
    p:not(.count) { font-size: 0.9rem; }
    button { margin-top: 6px; }
  }
`;
