import { useEffect, useState } from "react";
import { HEADER_SCROLL_DEBOUNCE_MS, hasHero, isOverHero } from "./header-appearance";

/** Whether the fixed header currently floats over the page's hero ([data-hero]). */
export function useOverHero(pathname: string): boolean {
  const [over, setOver] = useState(true);

  useEffect(() => {
    if (!hasHero(pathname)) return;
    let timer: number | undefined;
    const measure = () => {
      const hero = document.querySelector<HTMLElement>("[data-hero]");
      if (!hero) {
        setOver(false);
        return;
      }
      const heroBottom = hero.getBoundingClientRect().bottom + window.scrollY;
      setOver(isOverHero(window.scrollY, heroBottom));
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, HEADER_SCROLL_DEBOUNCE_MS);
    };
    // The hero mounts with the lazily loaded page: measured once it has had a frame to render, after
    // the browser's own layout (measuring at once, in the commit, made it lay out the page then).
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(measure, 0);
    });
    const observer = new MutationObserver(onScroll);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [pathname]);

  return hasHero(pathname) && over;
}
