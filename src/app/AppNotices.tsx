import { t } from "@lingui/core/macro";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import styled from "styled-components";
import { useSessionNotice } from "../features/auth";
import type { ArrivalState } from "../lib/app-urls";
import { deviceDb } from "../lib/device-db";
import { dismissInstall, installOffer, promptInstall, subscribeToInstall } from "../lib/install-prompt";
import { applyUpdate, postponeUpdate, subscribeToUpdates, updateWaiting } from "../lib/sw-updates";
import { Button } from "../lib/ui/Button";
import { useOnlineStatus } from "../lib/useOnlineStatus";
import { NOTICES_SPACE } from "../theme/theme";

const Stack = styled.div`
  position: fixed;
  top: calc(${({ theme }) => theme.headerHeight} + 8px);
  left: 50%;
  z-index: 1150;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(560px, calc(100% - 24px));
  transform: translateX(-50%);
  pointer-events: none;
  > * { pointer-events: auto; }
`;

const Notice = styled.div<{ $tone?: "calm" | "warn" }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.base};
  background: ${({ $tone }) => ($tone === "warn" ? "#FDECEA" : "#FFFFFF")};
  color: ${({ theme, $tone }) => ($tone === "warn" ? "#8C1D18" : theme.colors.primary)};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.95rem;
  p { flex: 1 1 220px; margin: 0; }
  div { display: flex; gap: 8px; }
`;

/**
 * The notices float under the header; the pages start below them (theme.contentTop reads this
 * variable), so no notice ever covers a page's heading or its first controls. The stack's height
 * is read where the browser has just laid the page out (a ResizeObserver, which also reports it
 * once at the start), never in the commit: measuring there made the browser lay out the whole page
 * in the middle of hydration, as one long task (about 150 ms at 4x CPU on the deck page). The
 * variable is written only when it changes: writing it restyles the whole document.
 */
function useReservedSpace() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const stack = ref.current;
    if (!stack) return;
    const root = document.documentElement;
    let reserved = 0;
    const reserve = () => {
      const height = stack.offsetHeight;
      const space = height > 0 ? height + 8 : 0;
      if (space === reserved) return;
      reserved = space;
      if (space > 0) root.style.setProperty(NOTICES_SPACE, `${space}px`);
      else root.style.removeProperty(NOTICES_SPACE);
    };
    if (typeof ResizeObserver !== "function") {
      reserve();
      return;
    }
    const observer = new ResizeObserver(reserve);
    observer.observe(stack);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NOTICES_SPACE);
    };
  }, []);
  return ref;
}

const AUTH_PAGES = new Set(["/signin", "/signup", "/reset-password", "/auth-callback"]);

/**
 * Whether the person has moved on from the page they arrived at (a new page, not a card move,
 * which replaces the address). The install offer waits for that: shown at arrival it pushed the
 * page being read down as it appeared (the browser offers the prompt a moment after load), a
 * layout shift that cost every page about 0.12 of CLS in Lighthouse; shown with a new page, it
 * is part of that page from its first frame.
 */
function useMovedOn(): boolean {
  const { key } = useLocation();
  const type = useNavigationType();
  const [arrival] = useState(key);
  const [moved, setMoved] = useState(false);
  // Adjusting state while rendering (React's pattern for it), so the new page and the offer come in one frame.
  if (!moved && key !== arrival && type !== "REPLACE") setMoved(true);
  return moved;
}

/** The app-wide notices: offline, a waiting update, a full device, and the install offer. */
export function AppNotices() {
  const online = useOnlineStatus();
  const update = useSyncExternalStore(subscribeToUpdates, updateWaiting, () => false);
  const offer = useSyncExternalStore(subscribeToInstall, installOffer, () => null);
  const location = useLocation();
  const { pathname } = location;
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  // A notice the page was arrived at with (a checkout cancelled); dismissed for that visit only.
  const flash = (location.state as ArrivalState | null)?.flash;
  const [dismissedFlash, setDismissedFlash] = useState<string | null>(null);
  const session = useSessionNotice();
  const movedOn = useMovedOn();

  useEffect(() => deviceDb.onWriteError((error) => setStorageProblem(error.message)), []);
  const stackRef = useReservedSpace();

  return (
    <Stack ref={stackRef}>
      {!online && (
        <Notice role="status">
          <p>{t`You're offline. Decks saved on this device still work.`}</p>
        </Notice>
      )}
      {update && (
        <Notice role="alert">
          <p>{t`A new version is available`}</p>
          <div>
            <Button type="button" $size="small" onClick={() => void applyUpdate()}>
              {t({ message: "Update", context: "a button: install the new version of the app now" })}
            </Button>
            <Button type="button" $size="small" $variant="outline" onClick={postponeUpdate}>
              {t`Later`}
            </Button>
          </div>
        </Notice>
      )}
      {typeof flash === "string" && dismissedFlash !== location.key && (
        <Notice role="status">
          <p>{flash}</p>
          <Button type="button" $size="small" $variant="outline" onClick={() => setDismissedFlash(location.key)}>
            {t`Dismiss`}
          </Button>
        </Notice>
      )}
      {session.notice && (
        <Notice role="alert">
          <p>{session.notice}</p>
          <Button type="button" $size="small" $variant="outline" onClick={session.dismiss}>
            {t`Dismiss`}
          </Button>
        </Notice>
      )}
      {storageProblem && (
        <Notice role="alert" $tone="warn">
          <p>{storageProblem}</p>
          <Button type="button" $size="small" $variant="outline" onClick={() => setStorageProblem(null)}>
            {t`Dismiss`}
          </Button>
        </Notice>
      )}
      {offer && movedOn && online && !AUTH_PAGES.has(pathname) && (
        <Notice role="region" aria-label={t`Install Spark Decks`}>
          {offer === "prompt" ? (
            <p>{t`Install Spark Decks to play your saved decks from the home screen, even offline.`}</p>
          ) : (
            <p>{t`Add to Home Screen: tap the Share button in Safari, then choose Add to Home Screen to play decks offline.`}</p>
          )}
          <div>
            {offer === "prompt" && (
              <Button type="button" $size="small" onClick={() => void promptInstall()}>
                {t`Install app`}
              </Button>
            )}
            <Button type="button" $size="small" $variant="outline" onClick={dismissInstall}>
              {t`Not now`}
            </Button>
          </div>
        </Notice>
      )}
    </Stack>
  );
}
