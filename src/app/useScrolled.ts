import { useEffect, useState } from "react";
import { HEADER_SCROLL_DEBOUNCE_MS } from "./header-appearance";

/** Whether the page is scrolled away from its top (recomputed on scroll, debounced as the spec asks). */
export function useScrolled(pathname: string): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const measure = () => setScrolled(window.scrollY > 0);
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, HEADER_SCROLL_DEBOUNCE_MS);
    };
    // Read once the browser has laid the new page out (after its next frame): reading the scroll
    // position at once, in the commit's effects, made it lay out the whole page then, in a long task.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(measure, 0);
    });
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [pathname]);
  return scrolled;
}
