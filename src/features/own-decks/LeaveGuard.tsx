// Leaving the editor with changes not saved asks first ('Discard changes?', 'Keep editing' or
// 'Discard'): on a link of the page ('Back to My Decks', the header's), on the browser's Back,
// and, in the browser's own words, on a reload or closing the tab. The app's router is a
// BrowserRouter (src/app/App.tsx), where react-router's useBlocker does not work (it needs a data
// router), so Back is caught as the app's dialogs catch it (src/lib/ui/dialog-history.ts): while
// there are changes, the editor adds an entry of its own at the same address, and Back taking it
// off is the question.
import { t } from "@lingui/core/macro";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "../../lib/ui/Button";
import { Dialog } from "../../lib/ui/Dialog";
import { DialogActions } from "../../lib/ui/dialog-parts";

/** The mark of the editor's own history entry. */
const MARK = "sparkDecksUnsaved";

function markedBy(id: string): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[MARK] === id;
}

/** Adds the editor's entry (the router's state kept), unless it is the current one already. */
function pushEntry(id: string) {
  if (markedBy(id)) return;
  const state: unknown = window.history.state;
  window.history.pushState({ ...(typeof state === "object" ? state : null), [MARK]: id }, "");
}

/** Where the person was going when asked: a link's address, or back. */
type Leaving = { to: string } | { back: true };

/** A click that would follow a link of this app to another page (not a new tab, not a download). */
function linkLeaving(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site: the browser's own question (beforeunload) asks.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LeaveGuard {
  /** Where the person was going, while they are asked. */
  asking: Leaving | null;
  keepEditing: () => void;
  discard: () => void;
  /** After a save: the navigation takes the editor's entry's place (Back then skips no page). */
  replaceOnLeave: () => boolean;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const id = useId();
  const [asking, setAsking] = useState<Leaving | null>(null);
  const dirtyRef = useRef(dirty);
  // Whether the editor's entry is in the history, above the page's own.
  const armed = useRef(false);
  // Discarded: where to go once back on the page's own entry (null: nowhere, going back).
  const leaving = useRef<{ to: string | null } | null>(null);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  });

  useEffect(() => {
    if (!dirty || leaving.current) return;
    pushEntry(id);
    armed.current = true;
  }, [dirty, id]);

  useEffect(() => {
    const onPop = () => {
      if (leaving.current) {
        // Back on the page's own entry, below the editor's and the question's: on to where the person chose.
        if (!markedBy(id) && leaving.current.to !== null) navigate(leaving.current.to);
        return;
      }
      if (markedBy(id) || !armed.current) return;
      // Back took the editor's entry off.
      armed.current = false;
      if (!dirtyRef.current) return void window.history.back();
      pushEntry(id);
      armed.current = true;
      setAsking({ back: true });
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [id, navigate]);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const to = linkLeaving(event);
      if (to === null || leaving.current) return;
      event.preventDefault();
      event.stopPropagation();
      setAsking({ to });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = "";
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty]);

  return {
    asking,
    keepEditing: () => setAsking(null),
    discard: () => {
      if (!asking) return;
      leaving.current = { to: "to" in asking ? asking.to : null };
      // The question's entry and the editor's come off together with the step: two steps to the
      // page's own entry (then on to the link), three to the page before it.
      window.history.go("to" in asking ? -2 : -3);
    },
    replaceOnLeave: () => armed.current && markedBy(id),
  };
}

/** 'Discard changes?': the changes are lost unless the person keeps editing. */
export function DiscardChangesDialog({ guard }: { guard: LeaveGuard }) {
  if (!guard.asking) return null;
  return (
    <Dialog title={t`Discard changes?`} onClose={guard.keepEditing}>
      <p>{t`The changes you made to this deck are not saved.`}</p>
      <DialogActions>
        <Button type="button" $variant="outline" onClick={guard.keepEditing}>
          {t`Keep editing`}
        </Button>
        <Button type="button" $variant="secondary" onClick={guard.discard}>
          {t`Discard`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
