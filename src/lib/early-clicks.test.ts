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
});
