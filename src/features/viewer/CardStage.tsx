import { plural, t } from "@lingui/core/macro";
import { memo, type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react";
import { animated, easings, to, useSpring } from "@react-spring/web";
import { useDrag } from "@use-gesture/react";
import type { Card } from "../../../shared/api-types";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { AddToDeckIcon, LockIcon, ShareIcon } from "../../lib/ui/icons";
import { SaveControl } from "./SaveControl";
import {
  canGoNext,
  canGoPrev,
  rubberBand,
  swipeOutcome,
  TRANSITION_MS,
  type Direction,
  type NavState,
} from "./navigation";
import { BackFace, CardAction, CardActions, CardBody, CardButton, CardText, FaceContent, FrontFace, Intensity, LockOverlay, Stage } from "./CardStage.styles";
import { useTextFit } from "./useTextFit";
import { LEVEL_NAMES, MOVE_NAMES } from "./card-words";

const HALF = TRANSITION_MS / 2;
/** Keys that scroll the card's text while it has the focus, instead of moving through the deck. */
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

/** The card button's name: the side showing, what it says, and what a tap does. */
function cardLabel(card: Card | undefined, faceUp: boolean, locked: boolean, deckTitle: string): string {
  if (locked) return t`Locked card`;
  if (!faceUp || !card) return t`Back side: ${deckTitle}. Tap to reveal`;
  const { question, followUp } = card;
  return followUp ? t`Question side: ${question} ${followUp} Tap to hide` : t`Question side: ${question} Tap to hide`;
}

interface CardStageProps {
  deckTitle: string;
  coverColor: string;
  /** The cards this device holds; `index` is the card's place in what is played. */
  cards: Card[];
  /** Whether the card at an index is locked (a premium deck's preview); keep it the same function between renders. */
  isLocked: (index: number) => boolean;
  lockedCardCount: number;
  state: NavState;
  reducedMotion: boolean;
  onSwipe: (direction: Direction) => void;
  onFlip: () => void;
  /** With it, a revealed card offers 'Share card'. */
  onShare?: () => void;
  onUnlock: () => void;
  /** Whether a card is among the person's saved cards; with onToggleSave, the card offers its save control. */
  isSaved?: (cardId: string) => boolean;
  onToggleSave?: (card: Card) => void;
  /** With it, a revealed card of the content offers 'Add to my deck'. */
  onAddToDeck?: (card: Card) => void;
}

/**
 * The card: follows the finger while dragged, slides out and in on a move, flips on a spring.
 * What it shows lags the navigation state by half a transition: the old card leaves, then the
 * new one arrives from the side it was travelling to. Only transform and opacity animate.
 */
/** Memoised: the viewer around it re-renders for reasons of its own (the tour, a dialog). */
export const CardStage = memo(function CardStage(props: CardStageProps) {
  const { state, reducedMotion, cards, isLocked } = props;
  const stageRef = useRef<HTMLDivElement>(null);
  const moveToken = useRef(0);
  const [shown, setShown] = useState({ index: state.index, faceUp: state.faceUp });
  const shownIndexRef = useRef(state.index);
  /** The card a move under way is bringing in, until it has arrived. */
  const arrivingIndexRef = useRef<number | null>(null);

  const [slide, slideApi] = useSpring(() => ({ x: 0, rot: 0, opacity: 1 }));
  const [flip, flipApi] = useSpring(() => ({ deg: state.faceUp ? 0 : 180, fade: 1 }));

  const width = () => stageRef.current?.offsetWidth ?? 400;

  // A move: the shown card leaves towards the direction of travel, then the new one comes in.
  // The move is judged against the card on its way in, not only the one shown: on a slow phone the
  // 300 ms lock can end before the slide has, and a move straight back to the shown card must still
  // replace the card that was coming (else the screen keeps it while the deck says otherwise).
  useLayoutEffect(() => {
    const heading = arrivingIndexRef.current ?? shownIndexRef.current;
    if (state.index === heading) return;
    const token = ++moveToken.current;
    arrivingIndexRef.current = state.index;
    const direction = state.index > heading ? 1 : -1;
    const arrive = () => {
      if (token !== moveToken.current) return;
      arrivingIndexRef.current = null;
      shownIndexRef.current = state.index;
      setShown({ index: state.index, faceUp: state.faceUp });
      flipApi.set({ deg: state.faceUp ? 0 : 180, fade: 1 });
      if (reducedMotion) {
        slideApi.set({ x: 0, rot: 0 });
        slideApi.start({ opacity: 1, config: { duration: HALF } });
      } else {
        const w = width();
        slideApi.set({ x: direction * w, rot: direction * 6, opacity: 1 });
        // Out in 150 ms, in in 150 ms: the whole slide fits the spec's 300 ms transition.
        slideApi.start({ x: 0, rot: 0, config: { duration: HALF, easing: easings.easeOutCubic } });
      }
    };
    if (reducedMotion) {
      slideApi.start({ opacity: 0, config: { duration: HALF }, onRest: arrive });
    } else {
      const w = width();
      slideApi.start({
        x: -direction * (w + 40),
        rot: -direction * 6,
        config: { duration: HALF, easing: easings.easeInQuad },
        onRest: arrive,
      });
    }
  }, [state.index, state.faceUp, reducedMotion, slideApi, flipApi]);

  // A flip of the card in place; also of a card flipped while it was still sliding in (it arrives
  // as it was when the move began, and turns over once it is there).
  useEffect(() => {
    if (state.index !== shown.index || state.faceUp === shown.faceUp) return;
    setShown((s) => ({ ...s, faceUp: state.faceUp }));
    if (reducedMotion) {
      const deg = state.faceUp ? 0 : 180;
      flipApi.start({
        fade: 0,
        config: { duration: 100 },
        onRest: () => {
          flipApi.set({ deg });
          flipApi.start({ fade: 1, config: { duration: 100 } });
        },
      });
    } else {
      flipApi.start({ deg: state.faceUp ? 0 : 180, config: { tension: 260, friction: 22 } });
    }
  }, [state.index, state.faceUp, shown.index, shown.faceUp, reducedMotion, flipApi]);

  const bind = useDrag(
    ({ active, last, tap, xy: [x0], initial: [xStart], velocity: [vx] }) => {
      // A tap arrives as a click on the card button (that flips); use-gesture swallows the click
      // that would follow a real drag.
      if (tap) return;
      // The travel from where the finger went down (use-gesture's movement starts after its
      // 3 px tap threshold; the spec's 10 px counts from the touch).
      const mx = x0 - xStart;
      if (state.transitioning) return;
      if (active) {
        if (reducedMotion) return;
        const w = width();
        const pastBound = (mx > 0 && !canGoPrev(state)) || (mx < 0 && !canGoNext(state));
        const x = pastBound ? rubberBand(mx, w) : mx;
        slideApi.start({ x, rot: x / 24, immediate: true });
        return;
      }
      if (last) {
        const direction = swipeOutcome(mx, vx, state);
        if (direction) props.onSwipe(direction);
        else slideApi.start({ x: 0, rot: 0, config: { tension: 420, friction: 26 } });
      }
    },
    // keys: false, or arrow keys on the focused card would drive the drag as well as the deck.
    { axis: "x", filterTaps: true, pointer: { capture: true, keys: false } },
  );

  const card = cards.find((c) => c.index === shown.index);
  const locked = isLocked(shown.index);
  const text = useTextFit<HTMLDivElement>(card ? `${card.question}\n${card.followUp ?? ""}` : "");
  const flipCard = () => !locked && props.onFlip();
  // Text that scrolls must get the pointer (wheel, touch): the card's button lets it through, and
  // a tap on the face flips the card as the button would.
  const textScrolls = text.overflowing && shown.faceUp && !locked;

  const label = cardLabel(card, shown.faceUp, locked, props.deckTitle);
  const lockedCount = props.lockedCardCount;

  return (
    // Busy while a card slides: the next move is taken once it has settled (and tests wait for it).
    <Stage ref={stageRef} aria-busy={state.transitioning} style={{ "--cover": props.coverColor } as CSSProperties}>
      <animated.div
        {...bind()}
        className="card-shell"
        // What a swipe means, for one made before a prerendered page is alive (lib/early-clicks).
        data-swipe-left={i18n._(MOVE_NAMES.next)}
        data-swipe-right={i18n._(MOVE_NAMES.prev)}
        onContextMenu={(e) => e.preventDefault()}
        style={{
          opacity: slide.opacity,
          transform: to([slide.x, slide.rot], (x, r) => `translate3d(${x}px,0,0) rotate(${r}deg)`),
        }}
      >
        <CardBody
          style={{
            opacity: flip.fade,
            transform: flip.deg.to((d) => `perspective(1200px) rotateY(${d}deg)`),
          }}
        >
          <FrontFace
            style={{ visibility: flip.deg.to((d) => (d < 90 ? "visible" : "hidden")) }}
          >
            <FaceContent onClick={textScrolls ? flipCard : undefined}>
              <div className="top" aria-hidden="true">
                {card && <Intensity>{i18n._(LEVEL_NAMES[card.intensity])}</Intensity>}
              </div>
              {/* Hidden from assistive technology (the card's button reads the question) unless it
                  has to scroll: then it is a region of its own that the keyboard can scroll too. */}
              <CardText
                ref={text.ref}
                data-overflowing={text.overflowing}
                {...(text.overflowing
                  ? { role: "region", "aria-label": t`Card text`, tabIndex: 0 }
                  : { "aria-hidden": true })}
                onKeyDown={(event) => SCROLL_KEYS.has(event.key) && event.stopPropagation()}
              >
                <div className="text">
                  {card ? (
                    <>
                      <span className="question">{card.question}</span>
                      {card.followUp && <span className="follow-up">{card.followUp}</span>}
                    </>
                  ) : (
                    <span className="placeholder" />
                  )}
                </div>
              </CardText>
              {!locked && (
                <span className="hint" aria-hidden="true">
                  {t`Tap to hide`}
                </span>
              )}
            </FaceContent>
          </FrontFace>
          <BackFace
            style={{ visibility: flip.deg.to((d) => (d >= 90 ? "visible" : "hidden")) }}
          >
            <FaceContent aria-hidden="true">
              <div className="middle">
                <span className="deck-title">{props.deckTitle}</span>
              </div>
              <span className="hint">{t`Tap to reveal`}</span>
            </FaceContent>
          </BackFace>
        </CardBody>
        {/* One button over both faces: focus stays put through a flip and the name says the side. */}
        <CardButton type="button" aria-label={label} onClick={flipCard} disabled={locked} data-pass-through={textScrolls || undefined} />
        {!locked && card && shown.faceUp && (
          <CardActions>
            {/* A card stored before cards had ids cannot be saved until the deck is fetched again. */}
            {props.onToggleSave && props.isSaved && card.id && (
              <SaveControl card={card} saved={props.isSaved(card.id)} onToggle={props.onToggleSave} />
            )}
            {props.onAddToDeck && card.id && (
              <CardAction type="button" aria-label={t`Add to my deck`} title={t`Add to my deck`} onClick={() => props.onAddToDeck?.(card)}>
                <AddToDeckIcon size={20} />
              </CardAction>
            )}
            {props.onShare && (
              <CardAction type="button" aria-label={t`Share card`} title={t`Share card`} onClick={props.onShare}>
                <ShareIcon size={20} />
              </CardAction>
            )}
          </CardActions>
        )}
        {locked && (
          <LockOverlay>
            <LockIcon size={36} />
            {/* The English says "More Cards" at any count; a language that agrees with the number can. */}
            <p className="count">{plural(lockedCount, { one: "# More Cards Available", other: "# More Cards Available" })}</p>
            <p>{t`Unlock the full deck to continue exploring`}</p>
            <Button type="button" $variant="light" onClick={props.onUnlock}>
              {t`Unlock Full Deck`}
            </Button>
          </LockOverlay>
        )}
      </animated.div>
    </Stage>
  );
});

