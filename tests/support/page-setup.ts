import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy and waitFor give up after 1 s by default: a first render on a loaded 2-core machine
// (CI, with other suites running) can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has <dialog> but not showModal() or close(). This stands in for what the page relies on
// from the browser: the open attribute, focus moving in and coming back, Escape firing a
// cancelable `cancel` on the top dialog (closing it unless prevented), and a `close` event after.
if (typeof HTMLDialogElement.prototype.showModal !== "function") {
  const FOCUSABLE = "[autofocus], button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";
  const modals: HTMLDialogElement[] = [];
  const returnFocusTo = new WeakMap<HTMLDialogElement, Element | null>();

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    returnFocusTo.set(this, document.activeElement);
    this.setAttribute("open", "");
    modals.push(this);
    const target = this.hasAttribute("autofocus") ? this : (this.querySelector<HTMLElement>(FOCUSABLE) ?? this);
    target.focus();
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    modals.splice(modals.indexOf(this), 1);
    (returnFocusTo.get(this) as HTMLElement | null)?.focus?.();
    setTimeout(() => this.dispatchEvent(new Event("close")));
  };

  document.addEventListener("keydown", (event) => {
    const top = modals.at(-1);
    if (event.key !== "Escape" || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}
