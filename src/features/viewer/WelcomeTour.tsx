import { t } from "@lingui/core/macro";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { animated, useSpring } from "@react-spring/web";
import styled, { keyframes } from "styled-components";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { useInputLayer } from "../../lib/ui/input-layers";
import { CardsIcon, ChevronLeftIcon, ChevronRightIcon, ShuffleIcon } from "../../lib/ui/icons";
import { TOUR_ADVANCE_AT_MS, TOUR_ANCHOR, TOUR_FADE_MS, TOUR_SLIDES } from "./tour";

const dimIn = keyframes`from { opacity: 0; }`;

// Open, the tour is a modal dialog in the top layer, placed over the card (anchor positioning;
// centred where that is unsupported). Its backdrop dims the page, which is inert while it is open:
// nothing behind it looks as if it could be pressed. Closed, it only fades out: no longer modal,
// out of the top layer, and every press goes through it to the card beneath.
const Overlay = styled(animated.dialog)`
  position: fixed;
  inset: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  justify-content: center;
  width: min(440px, calc(100% - 32px));
  height: fit-content;
  max-width: none;
  /* A phone held sideways has less height than the panel needs: it scrolls, inside the screen. */
  max-height: calc(100dvh - 16px);
  margin: auto;
  padding: 8px;
  overflow: auto;
  overscroll-behavior: contain;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.card};
  background: rgba(10, 16, 30, 0.72);
  backdrop-filter: blur(4px);
  &:not([open]) { pointer-events: none; }
  &::backdrop {
    background: rgba(10, 16, 30, 0.5);
    animation: ${dimIn} ${TOUR_FADE_MS}ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    &::backdrop { animation: none; }
  }
  /* Over the card where the card is tall enough to hold the panel; centred on the screen else. */
  @media (min-height: 600px) {
    @supports (position-anchor: --a) {
      position-anchor: ${TOUR_ANCHOR};
      inset: anchor(top) anchor(right) anchor(bottom) anchor(left);
      width: auto;
      height: auto;
      max-height: none;
      margin: 0;
      overflow: visible;
    }
  }
`;

const Panel = styled.div`
  width: 100%;
  max-width: 400px;
  padding: 24px 20px;
  border-radius: ${({ theme }) => theme.radii.base};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { font-size: 1.35rem; color: ${({ theme }) => theme.colors.primary}; margin-bottom: 4px; }
  .subtitle { color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: 16px; }
  .slide { min-height: 150px; display: flex; flex-direction: column; align-items: center; gap: 6px; }
  @media (max-height: 480px) {
    padding: 16px 20px;
    .subtitle { margin-bottom: 8px; }
    .slide { min-height: 110px; }
  }
  .slide svg { color: ${({ theme }) => theme.colors.secondary}; }
  h3 { margin: 6px 0 0; font-size: 1.1rem; color: ${({ theme }) => theme.colors.primary}; }
  .slide p { margin: 0; }
`;

const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 12px;
  .arrows { display: flex; align-items: center; gap: 4px; }
  .arrows button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  .arrows button:disabled { opacity: 0.35; cursor: default; }
  .count { min-width: 52px; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function SlideIcon({ icon }: { icon: (typeof TOUR_SLIDES)[number]["icon"] }) {
  if (icon === "shuffle") return <ShuffleIcon size={36} />;
  if (icon === "navigate") return <ChevronRightIcon size={36} />;
  return <CardsIcon size={36} />;
}

/**
 * The first-deck welcome with the three onboarding slides, over the card, fading in and out over
 * 800 ms. It owns the keyboard while open; from the press that dismisses it, it takes no input.
 */
interface WelcomeTourProps {
  onClose: () => void;
  /** Called as it is dismissed (Escape, 'Skip', 'Got it!', a press around it): where focus goes next. */
  onDismiss: () => void;
  reducedMotion: boolean;
}

export function WelcomeTour({ onClose, onDismiss, reducedMotion }: WelcomeTourProps) {
  const [slide, setSlide] = useState(0);
  const [closing, setClosing] = useState(false);
  const [autoAdvance, setAutoAdvance] = useState(true);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useInputLayer(!closing);

  const fade = useSpring({
    from: { opacity: 0 },
    to: { opacity: closing ? 0 : 1 },
    config: { duration: reducedMotion ? 1 : TOUR_FADE_MS },
    onRest: () => {
      if (closing) onClose();
    },
  });

  const onDismissRef = useRef(onDismiss);
  useLayoutEffect(() => {
    onDismissRef.current = onDismiss;
  });

  // Modal until dismissed: closing at once (not after the fade) frees the page, and focus goes to
  // the card (the browser would give it back to the page's body, where the tour found it).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (closing) onDismissRef.current();
    if (closing || !dialog) return;
    dialog.showModal();
    // The panel takes focus, so the tour's name is read first (not the first arrow button's).
    panelRef.current?.focus();
    return () => dialog.close();
  }, [closing]);

  useEffect(() => {
    if (!autoAdvance) return;
    const timers = TOUR_ADVANCE_AT_MS.map((at, i) => setTimeout(() => setSlide((s) => Math.max(s, i + 1)), at));
    return () => timers.forEach((t) => clearTimeout(t));
  }, [autoAdvance]);

  const go = (next: number) => {
    setAutoAdvance(false);
    setSlide(Math.max(0, Math.min(TOUR_SLIDES.length - 1, next)));
  };
  const close = () => setClosing(true);
  const outside = (event: React.MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const [x, y] = [event.clientX, event.clientY];
    return event.target === event.currentTarget && (x < box.left || x > box.right || y < box.top || y > box.bottom);
  };
  const last = slide === TOUR_SLIDES.length - 1;
  const current = TOUR_SLIDES[slide];
  const slideNumber = slide + 1;
  const slideCount = TOUR_SLIDES.length;

  return (
    <Overlay
      ref={dialogRef}
      style={fade}
      aria-labelledby="welcome-title"
      inert={closing}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Without a recent user gesture the browser may close on Escape regardless; fade out then.
      onClose={(event) => {
        if (!event.currentTarget.open) close();
      }}
      // Escape closes it wherever the focus is inside, whether or not the browser sends `cancel`.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        close();
      }}
      // A press on the backdrop around the tour dismisses it.
      onMouseDown={(event) => {
        if (!outside(event)) return;
        // No focus change from the press: focus goes back to where it was before the tour.
        event.preventDefault();
        close();
      }}
    >
      <Panel ref={panelRef} tabIndex={-1}>
        <h2 id="welcome-title">{t`Welcome to your first deck`}</h2>
        <p className="subtitle">{t`Where every interesting conversation starts with a question`}</p>
        <div className="slide" aria-live="polite">
          <SlideIcon icon={current.icon} />
          <h3>{i18n._(current.title)}</h3>
          <p>{i18n._(current.description)}</p>
        </div>
        <Nav>
          <div className="arrows">
            <button type="button" aria-label={t`Earlier tip`} onClick={() => go(slide - 1)} disabled={slide === 0}>
              <ChevronLeftIcon size={20} />
            </button>
            <span className="count">{t({ message: `${slideNumber} of ${slideCount}`, comment: "The tour's tip on screen: 1 of 3" })}</span>
            <button type="button" aria-label={t`Following tip`} onClick={() => go(slide + 1)} disabled={last}>
              <ChevronRightIcon size={20} />
            </button>
          </div>
          {last ? (
            <Button type="button" $size="small" onClick={close}>
              {t`Got it!`}
            </Button>
          ) : (
            <Button type="button" $size="small" $variant="outline" onClick={close}>
              {t`Skip`}
            </Button>
          )}
        </Nav>
      </Panel>
    </Overlay>
  );
}
