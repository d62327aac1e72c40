// What a person must be able to see of the deck viewer on any screen, measured in the page: the
// card's text readable inside the card (or the card's text scrolls inside it) and clear of the
// card's own label, buttons and hint, and every control on screen without scrolling the page.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The texts on the card's question side that must be readable, and the card's level label. */
export interface CardTexts {
  texts: string[];
  label?: string;
}

/** The viewer's controls: the deck controls under (or beside) the card and the card's own actions. */
export const VIEWER_CONTROLS = ["First card", "Previous", "Shuffle", "Next", "Last card"];

/**
 * Every way the shown card fails to be readable: a text clipped by the card or running over its
 * label, save and share buttons or hint, or set smaller than 13 px. A text in a box that scrolls
 * counts as readable when scrolling that box brings all of it into view.
 */
export function cardFitProblems(page: Page, { texts, label }: CardTexts): Promise<string[]> {
  return page.evaluate(
    ({ texts, label, hints }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const problems: string[] = [];
      const shell = document.querySelector<HTMLElement>(".card-shell");
      if (!shell) return ["no card on the page"];
      const show = (b: Box) => `[${Math.round(b.left)},${Math.round(b.top)} → ${Math.round(b.right)},${Math.round(b.bottom)}]`;
      const rect = (el: Element): Box => el.getBoundingClientRect();
      /** The glyphs' own box, not the (possibly full-width) block around them. */
      const textBox = (el: Element): Box => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect();
      };
      const inside = (a: Box, b: Box) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
      const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const clip = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      const leaf = (text: string) =>
        Array.from(shell.querySelectorAll<HTMLElement>("*")).find(
          (el) => el.children.length === 0 && el.textContent?.trim() === text && el.getClientRects().length > 0 && getComputedStyle(el).visibility === "visible",
        );

      const elements = texts.map((text) => ({ text, el: leaf(text) }));
      const missing = elements.filter((found) => !found.el);
      if (missing.length > 0) return missing.map((found) => `"${found.text}" is not shown on the card`);
      // The card's face: the box the texts sit in, its painted border left out.
      let face = elements[0].el!;
      while (face.parentElement && face.parentElement.parentElement !== shell) face = face.parentElement;
      const outer = rect(face);
      const faceBox: Box = {
        left: outer.left + face.clientLeft,
        top: outer.top + face.clientTop,
        right: outer.left + face.clientLeft + face.clientWidth,
        bottom: outer.top + face.clientTop + face.clientHeight,
      };
      // The nearest box around the texts that scrolls (and has something to scroll).
      let scroller: HTMLElement | null = elements[0].el!.parentElement;
      while (scroller && scroller !== face.parentElement) {
        const { overflowY } = getComputedStyle(scroller);
        if ((overflowY === "auto" || overflowY === "scroll") && scroller.scrollHeight > scroller.clientHeight + 1) break;
        scroller = scroller.parentElement;
      }
      if (scroller === face.parentElement) scroller = null;
      const view = scroller ? clip(rect(scroller), faceBox) : faceBox;
      if (scroller && !inside(rect(scroller), faceBox)) problems.push(`the scrolling box ${show(rect(scroller))} runs outside the card ${show(faceBox)}`);

      const others = [
        ...(label ? [{ name: `the label "${label}"`, el: leaf(label) }] : []),
        ...hints.map((name) => ({ name: `'${name}'`, el: shell.querySelector(`[aria-label="${name}"]`) })),
        { name: "'Tap to hide'", el: leaf("Tap to hide") },
      ];
      for (const other of others) {
        if (!other.el) problems.push(`${other.name} is not on the card`);
        else if (!inside(rect(other.el), faceBox)) problems.push(`${other.name} ${show(rect(other.el))} runs outside the card ${show(faceBox)}`);
      }

      for (const { text, el } of elements) {
        const name = `"${text.slice(0, 24)}…"`;
        const size = Number.parseFloat(getComputedStyle(el!).fontSize);
        if (size < 13) problems.push(`${name} is set at ${size}px`);
        if (scroller) {
          // Scrolled to each end in turn, the text's start and then its end come into view.
          const box = textBox(el!);
          const scrolledTop = box.top + scroller.scrollTop;
          const viewport = rect(scroller);
          const from = scrolledTop - viewport.top;
          const reachable = from >= -0.5 && from + (box.bottom - box.top) <= scroller.scrollHeight + 0.5;
          if (!reachable || box.left < view.left - 0.5 || box.right > view.right + 0.5) problems.push(`${name} ${show(box)} cannot be scrolled into the card ${show(view)}`);
        } else if (!inside(textBox(el!), view)) {
          problems.push(`${name} ${show(textBox(el!))} runs outside the card ${show(view)}`);
        }
        const seen = clip(textBox(el!), view);
        for (const other of others) {
          if (other.el && overlap(seen, rect(other.el))) problems.push(`${name} ${show(seen)} runs over ${other.name} ${show(rect(other.el))}`);
        }
      }
      return problems;
    },
    { texts, label, hints: ["Save card", "Share card"] },
  );
}

/**
 * Every control that is not on screen at the top of the page, or is covered there (by the header,
 * a notice or the tour button): the top-most element at its centre must be the control itself.
 */
export function controlProblems(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    window.scrollTo(0, 0);
    const problems: string[] = [];
    if (window.scrollY !== 0) problems.push(`the page stays scrolled to ${window.scrollY}`);
    for (const name of names) {
      const control = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`) ?? Array.from(document.querySelectorAll("button")).find((b) => b.textContent?.trim() === name);
      if (!control) {
        problems.push(`'${name}' is missing`);
        continue;
      }
      const box = control.getBoundingClientRect();
      if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) {
        problems.push(`'${name}' [${Math.round(box.left)},${Math.round(box.top)} → ${Math.round(box.right)},${Math.round(box.bottom)}] is off the ${window.innerWidth}×${window.innerHeight} screen`);
        continue;
      }
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !control.contains(top)) problems.push(`'${name}' is covered by ${top?.outerHTML.slice(0, 80)}`);
    }
    return problems;
  }, names);
}

/** Waits for the card to stand still, face up: its flip and any move have ended. */
export async function cardAtRest(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() => page.locator(".card-shell > div").first().evaluate((el) => (el as HTMLElement).style.transform))
    .toMatch(/rotateY\(0deg\)/);
}
