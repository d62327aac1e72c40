// Sizing the card's text to the card: a few layout passes on a change of card or size, none per frame.
import { useLayoutEffect, useRef, useState } from "react";

/** The steps the card's text is scaled down by, largest first, until it fits its box. */
const FIT_STEPS = [1, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6];

/**
 * Fits the card's text to the box it is drawn in: the CSS sizes it from the card's size (so the
 * prerendered page is right before any script), and this scales it down a step at a time while
 * the box would have to scroll. Text that still does not fit at the smallest step (a long question
 * on a landscape phone with a notice showing) scrolls inside the card instead: `overflowing` says
 * so. It runs again when the text changes, when the box is resized and once the web font is in.
 */
export function useTextFit<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    let lastSize = "";
    const fit = () => {
      const size = `${box.clientWidth}x${box.clientHeight}`;
      // A hidden card (display: none somewhere above) has no size to fit to.
      if (box.clientHeight === 0) return;
      lastSize = size;
      for (const step of FIT_STEPS) {
        box.style.setProperty("--fit", String(step));
        if (box.scrollHeight <= box.clientHeight) {
          setOverflowing(false);
          return;
        }
      }
      setOverflowing(true);
    };
    // A ResizeObserver reports the box once as soon as it is observed, after the browser's layout
    // and before the frame is painted: the text is fitted then, with the page laid out, instead of
    // here in the commit, where measuring made the browser lay out the whole page at once (in the
    // middle of hydration: one long task). After that, only a change of the box's own size: setting
    // --fit changes what is inside it, not the box.
    const observer =
      typeof ResizeObserver === "function"
        ? new ResizeObserver(() => {
            if (`${box.clientWidth}x${box.clientHeight}` !== lastSize) fit();
          })
        : null;
    if (observer) observer.observe(box);
    else fit();
    let live = true;
    void document.fonts?.ready.then(() => live && fit());
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [text]);

  return { ref, overflowing };
}
