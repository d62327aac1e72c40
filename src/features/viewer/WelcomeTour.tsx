import { useEffect, useRef, useState } from "react";
import { animated, useSpring } from "@react-spring/web";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { CardsIcon, ChevronLeftIcon, ChevronRightIcon, ShuffleIcon } from "../../lib/ui/icons";
import { TOUR_ADVANCE_AT_MS, TOUR_FADE_MS, TOUR_SLIDES } from "./tour";

const Overlay = styled(animated.div)`
  position: absolute;
  inset: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: rgba(10, 16, 30, 0.72);
  backdrop-filter: blur(4px);
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
 * The first-deck welcome with the three onboarding slides. It covers the card, not the controls
 * (the deck stays playable by keyboard beneath it), and fades in and out over 800 ms.
 */
export function WelcomeTour({ onClose, reducedMotion }: { onClose: () => void; reducedMotion: boolean }) {
  const [slide, setSlide] = useState(0);
  const [closing, setClosing] = useState(false);
  const [autoAdvance, setAutoAdvance] = useState(true);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const fade = useSpring({
    from: { opacity: 0 },
    to: { opacity: closing ? 0 : 1 },
    config: { duration: reducedMotion ? 1 : TOUR_FADE_MS },
    onRest: () => {
      if (closing) onCloseRef.current();
    },
  });

  // Focus moves in, Tab stays inside, Escape closes (wherever focus is), focus returns after.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setClosing(true);
        return;
      }
      const panel = panelRef.current;
      if (event.key !== "Tab" || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>("button:not([disabled])"));
      if (items.length === 0) return;
      const [first, last] = [items[0], items[items.length - 1]];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

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
  const last = slide === TOUR_SLIDES.length - 1;
  const current = TOUR_SLIDES[slide];

  return (
    <Overlay style={fade}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-labelledby="welcome-title"
        tabIndex={-1}
        data-tour-panel
      >
        <h2 id="welcome-title">Welcome to your first deck</h2>
        <p className="subtitle">Where every interesting conversation starts with a question</p>
        <div className="slide" aria-live="polite">
          <SlideIcon icon={current.icon} />
          <h3>{current.title}</h3>
          <p>{current.description}</p>
        </div>
        <Nav>
          <div className="arrows">
            <button type="button" aria-label="Earlier tip" onClick={() => go(slide - 1)} disabled={slide === 0}>
              <ChevronLeftIcon size={20} />
            </button>
            <span className="count">
              {slide + 1} of {TOUR_SLIDES.length}
            </span>
            <button type="button" aria-label="Following tip" onClick={() => go(slide + 1)} disabled={last}>
              <ChevronRightIcon size={20} />
            </button>
          </div>
          {last ? (
            <Button type="button" $size="small" onClick={close}>
              Got it!
            </Button>
          ) : (
            <Button type="button" $size="small" $variant="outline" onClick={close}>
              Skip
            </Button>
          )}
        </Nav>
      </Panel>
    </Overlay>
  );
}
