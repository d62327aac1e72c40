import "@testing-library/jest-dom/vitest";
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy and waitFor give up after 1 s by default: a first render on a loaded 2-core machine
// (CI, with other suites running) can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// The test files of a worker share one context (`isolate: false` in vitest.config.ts: a fresh
// jsdom and module graph per file cost more than the tests). What earlier files are known to leave
// is cleared here, so that each file starts as if alone: its own copies of our modules (packages
// in node_modules, React among them, load once per worker), fake timers off, no stubbed globals or
// spies, nothing a test put on navigator, an empty device database that no earlier file holds
// open, the address at / and no cookies. Listeners an earlier file's modules added to window stay
// (they act on that file's copies); `--sequence.shuffle` is how to look for a new leak.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
// What a test put on navigator (share, clipboard, wakeLock...): jsdom's own are on its prototype.
for (const name of Object.getOwnPropertyNames(navigator)) delete (navigator as unknown as Record<string, unknown>)[name];
globalThis.indexedDB = new IDBFactory();
// A Back an earlier file's dialog asked for as it closed is let through first: jsdom carries it out
// two 0 ms tasks later, so a few tasks are waited out before the address is set.
for (let task = 0; task < 3; task++) await new Promise((resolve) => setTimeout(resolve, 0));
window.history.replaceState(null, "", "/");
for (const cookie of document.cookie.split(";")) {
  const name = cookie.split("=")[0].trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

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
