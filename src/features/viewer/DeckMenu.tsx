import { t } from "@lingui/core/macro";
import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { DeckSummary } from "../../../shared/api-types";
import { Menu, MenuAction } from "../../lib/ui/Menu";
import { useAuth } from "../auth";
import { useEntitlements } from "../entitlements";
import { COMPACT_SCREEN } from "./DeckViewer.styles";
import type { PassFeature } from "./PassOffer";

// The PDF code loads when 'Download PDF' is chosen, not with every deck.
const DeckPdfDownload = lazy(() => import("../pdf").then((pdf) => ({ default: pdf.DeckPdfDownload })));

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.55);
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.22); }
  ${COMPACT_SCREEN} {
    width: 36px;
    height: 36px;
  }
`;

const Dots = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

interface DeckMenuProps {
  deck: Pick<DeckSummary, "deckId" | "isPremium">;
  /** Someone who may not have the deck's PDF is shown the pass instead. */
  onOffer: (feature: PassFeature, visitor: boolean) => void;
}

/**
 * The viewer's 'Deck options': the deck as a printable PDF (for a pass holder, or the deck's
 * buyer), and the way to the saved cards. The PDF's progress dialog belongs here, not to the
 * menu, which closes as soon as an item is chosen.
 */
export function DeckMenu({ deck, onOffer }: DeckMenuProps) {
  const { user } = useAuth();
  const view = useEntitlements();
  const [downloading, setDownloading] = useState(false);
  // Undefined while a signed-in person's are still being read: the PDF waits for them.
  const entitlements = view.status === "ready" ? view.entitlements : view.status === "loading" ? undefined : null;
  const refused = useCallback(() => {
    setDownloading(false);
    onOffer("pdf", !user);
  }, [onOffer, user]);
  const done = useCallback(() => setDownloading(false), []);

  return (
    <>
      <Menu
        label={t`Deck options`}
        trigger={({ ref, ...props }) => (
          <Trigger ref={ref} type="button" aria-label={t`Deck options`} title={t`Deck options`} {...props}>
            <Dots />
          </Trigger>
        )}
      >
        {(close) => (
          <>
            <MenuAction close={close} onSelect={() => setDownloading(true)}>
              {t`Download PDF`}
            </MenuAction>
            <li role="none">
              <Link role="menuitem" to="/saved" onClick={close}>
                {t`Saved cards`}
              </Link>
            </li>
          </>
        )}
      </Menu>
      {downloading && (
        <Suspense fallback={null}>
          <DeckPdfDownload deck={deck} entitlements={entitlements} onRefused={refused} onDone={done} />
        </Suspense>
      )}
    </>
  );
}
