import { animated } from "@react-spring/web";
import styled, { css } from "styled-components";
import { NOTICES_SPACE } from "../../theme/theme";

export const Stage = styled.div`
  position: relative;
  width: min(440px, 100%);
  height: clamp(300px, 52vh, 540px);
  margin: 0 auto;
  /* A landscape phone: the card takes what the header, title, progress and controls leave. */
  @media (max-height: 500px) and (orientation: landscape) {
    height: max(120px, calc(100vh - 248px - var(${NOTICES_SPACE}, 0px)));
  }
  .card-shell {
    position: relative;
    width: 100%;
    height: 100%;
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

export const CardBody = styled(animated.div)`
  position: relative;
  width: 100%;
  height: 100%;
  transform-style: preserve-3d;
`;

const face = css<{ $cover: string }>`
  position: absolute;
  inset: 0;
  border-radius: ${({ theme }) => theme.radii.card};
  backface-visibility: hidden;
  -webkit-backface-visibility: hidden;
  box-shadow: 0 24px 56px rgba(0, 0, 0, 0.35);
  overflow: hidden;
`;

export const FrontFace = styled(animated.div)<{ $cover: string }>`
  ${face}
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  border: 10px solid ${({ $cover }) => $cover};
`;

export const BackFace = styled(animated.div)<{ $cover: string }>`
  ${face}
  transform: rotateY(180deg);
  background: ${({ $cover }) => $cover};
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
`;

export const FaceContent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  width: 100%;
  height: 100%;
  padding: 48px 28px;
  color: inherit;
  text-align: center;
  .question { font-size: clamp(1.3rem, 5vw, 1.7rem); font-weight: 650; line-height: 1.3; }
  .follow-up { color: ${({ theme }) => theme.colors.textMuted}; font-size: 1rem; }
  .deck-title { font-size: clamp(1.8rem, 7vw, 2.4rem); font-weight: 800; }
  .hint { position: absolute; bottom: 22px; left: 0; right: 0; font-size: 0.9rem; font-weight: 600; opacity: 0.85; }
  .placeholder {
    width: 70%;
    height: 5.5em;
    border-radius: 8px;
    background: repeating-linear-gradient(180deg, #d8dee8 0 1.1em, transparent 1.1em 1.6em);
  }
`;

export const Intensity = styled.span`
  position: absolute;
  top: 18px;
  left: 20px;
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
  z-index: 2;
  display: flex;
  gap: 8px;
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
  z-index: 3;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: rgba(12, 20, 38, 0.55);
  backdrop-filter: blur(10px);
  -webkit-backdrop-filter: blur(10px);
  color: #fff;
  text-align: center;
  cursor: default;
  p { margin: 0; }
  .count { font-size: 1.5rem; font-weight: 800; }
  button { margin-top: 16px; }
`;
