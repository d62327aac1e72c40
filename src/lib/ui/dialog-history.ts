import { useEffect, useId, useLayoutEffect, useRef } from "react";

/** The mark an open dialog leaves on the history entry it adds. */
const MARK = "sparkDecksDialog";
/** Dialogs open now (their ids): React's StrictMode closes and reopens one at once. */
const openDialogs = new Set<string>();

function markedBy(id: string): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[MARK] === id;
}

/**
 * The browser's Back closes an open dialog instead of leaving the page: the dialog adds a history
 * entry at the same address (keeping the router's state) and closes when it is popped. Closed
 * any other way, it takes its entry back off, unless the page has already moved on.
 */
export function useCloseOnBack(onClose: () => void) {
  const id = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    openDialogs.add(id);
    if (!markedBy(id)) {
      const state: unknown = window.history.state;
      window.history.pushState({ ...(typeof state === "object" ? state : null), [MARK]: id }, "");
    }
    const onPop = () => {
      if (!markedBy(id)) onCloseRef.current();
    };
    window.addEventListener("popstate", onPop);
    return () => {
      openDialogs.delete(id);
      window.removeEventListener("popstate", onPop);
      setTimeout(() => {
        if (!openDialogs.has(id) && markedBy(id)) window.history.back();
      }, 0);
    };
  }, [id]);
}
