import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyClicks, releaseEarlyClicks } from "./early-clicks";

describe("taps made before a prerendered page is alive", () => {
  afterEach(() => {
    releaseEarlyClicks();
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  const page = () => {
    document.body.innerHTML = `<main><button type="button">Share card</button><a href="/about">About</a><p>Text</p></main>`;
    return {
      button: document.querySelector("button")!,
      link: document.querySelector("a")!,
      text: document.querySelector("p")!,
    };
  };

  it("holds a tap on a button or a link, then clicks it once, in order, when released", () => {
    const { button, link } = page();
    holdEarlyClicks();
    const clicks: string[] = [];
    const seen = (event: MouseEvent) => clicks.push(`${(event.currentTarget as HTMLElement).tagName}:${event.defaultPrevented}`);
    button.click();
    link.click();
    // The page's own handlers, added as it comes alive.
    button.addEventListener("click", seen);
    link.addEventListener("click", (event) => {
      event.preventDefault(); // the router's own navigation
      seen(event);
    });
    expect(clicks).toEqual([]);
    releaseEarlyClicks();
    expect(clicks).toEqual(["BUTTON:false", "A:true"]);
    button.click();
    expect(clicks).toEqual(["BUTTON:false", "A:true", "BUTTON:false"]);
  });

  it("clicks the control that took a tapped one's place when the page drew it anew", () => {
    const { button } = page();
    holdEarlyClicks();
    button.click();
    // Coming alive, the page replaced the button with its own (same kind, same name).
    const drawnAgain = Object.assign(document.createElement("button"), { type: "button", textContent: "Share card" });
    const onClick = vi.fn();
    drawnAgain.addEventListener("click", onClick);
    button.replaceWith(drawnAgain);
    releaseEarlyClicks();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("holds back the link's own page load until then", () => {
    const { link } = page();
    holdEarlyClicks();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves clicks with a modifier and clicks outside controls alone", () => {
    const { link, text } = page();
    holdEarlyClicks();
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    const onText = vi.fn();
    text.addEventListener("click", onText);
    text.click();
    expect(onText).toHaveBeenCalledOnce();
  });

  it("gives the controls back after 30 s if the page never comes alive, not before", () => {
    vi.useFakeTimers();
    const { button } = page();
    holdEarlyClicks();
    const onClick = vi.fn();
    button.addEventListener("click", onClick);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(29_000);
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onClick).toHaveBeenCalledOnce();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  describe("a swipe on the card", () => {
    const cardPage = () => {
      document.body.innerHTML = `<main><div class="card-shell" data-swipe-left="Next" data-swipe-right="Previous"><button type="button" aria-label="Back side. Tap to reveal"></button></div>
        <button type="button" aria-label="Previous">‹</button><button type="button" aria-label="Next">›</button></main>
        <div role="dialog"><button type="button">Next</button></div>`;
      const named = (name: string) => [...document.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent) === name)!;
      const clicks: string[] = [];
      for (const button of document.querySelectorAll("button")) button.addEventListener("click", () => clicks.push(button.closest("[role=dialog]") ? "tour Next" : (button.getAttribute("aria-label") ?? "")));
      return { card: named("Back side. Tap to reveal"), clicks };
    };
    const pointer = (target: Element, type: string, x: number, y = 300, extra: Partial<PointerEventInit> = {}) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 7, isPrimary: true, clientX: x, clientY: y, ...extra }));
    /** A finger or mouse from x0 to x1; a mouse's click follows the lift on the same element. */
    const swipe = (card: Element, x0: number, x1: number, { mouse = false, y1 = 300 } = {}) => {
      pointer(card, "pointerdown", x0);
      pointer(card, "pointermove", (x0 + x1) / 2);
      pointer(card, "pointerup", x1, y1);
      if (mouse) card.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    };

    it("is held as a tap on the button it stands for, the page's own and not the tour's", () => {
      const { card, clicks } = cardPage();
      holdEarlyClicks();
      swipe(card, 200, 120);
      swipe(card, 120, 200, { mouse: true });
      expect(clicks).toEqual([]);
      releaseEarlyClicks();
      // The mouse's click after its swipe is not a tap on the card (which would flip it).
      expect(clicks).toEqual(["Next", "Previous"]);
    });

    it("counts as a tap when it began before the page was alive and ends after", () => {
      const { card, clicks } = cardPage();
      holdEarlyClicks();
      pointer(card, "pointerdown", 200);
      releaseEarlyClicks();
      pointer(card, "pointerup", 150);
      expect(clicks).toEqual(["Next"]);
      // Once alive, swipes are the page's own (use-gesture): nothing is added to them here.
      swipe(card, 200, 120);
      expect(clicks).toEqual(["Next"]);
    });

    it("is not a swipe under 10 px, mostly vertical, or cancelled", () => {
      const { card, clicks } = cardPage();
      holdEarlyClicks();
      swipe(card, 200, 192);
      swipe(card, 200, 170, { y1: 420 });
      pointer(card, "pointerdown", 200);
      pointer(card, "pointercancel", 100);
      releaseEarlyClicks();
      expect(clicks).toEqual([]);
    });
  });
});
