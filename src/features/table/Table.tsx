// A table's page once its deck is at hand (a deck of the catalogue's, TablePage.tsx, or a person's
// own, OwnDeckTable.tsx): the address dealt into an order, and the problems a table can have (on
// the screens every played deck shares, lib/ui/DeckScreens.tsx).
import { t } from "@lingui/core/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { DeckWithCards } from "../../../shared/api-types";
import { ALL_LEVELS, deckIntensities, newSeed, parseTableAddress, tableUrl } from "../../../shared/table-address";
import { tableDeal } from "../../../shared/table-order";
import { DeckLoading, DeckProblem, type BackTo } from "../../lib/ui/DeckScreens";
import { usePageTitle } from "../../lib/usePageTitle";
import { ViewerErrorBoundary, ViewerPage } from "../viewer";
import { TableView } from "./TableView";

/** The spinner while a table's deck loads. */
export function TableLoading() {
  return <DeckLoading label={t`Loading the table`} />;
}

/** The table of `deck` (null while it loads) as the address says; `back` leads to the deck's page. */
export function Table({ deckId, deck, back, shareable }: { deckId: string; deck: DeckWithCards | null; back: BackTo; shareable: boolean }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => parseTableAddress(search), [search]);
  const deckTitle = deck?.title ?? "";
  usePageTitle(deck ? t`${deckTitle} · Play together` : t`Play together`);

  // A table address without a usable seed (/play/{deckId} typed by hand) is dealt afresh.
  useEffect(() => {
    if (!address.settings) navigate(tableUrl(deckId, { seed: newSeed(), levels: [...ALL_LEVELS], timerSeconds: 0, players: [] }), { replace: true });
  }, [address.settings, deckId, navigate]);

  const settings = address.settings;
  // Dealt again only when what deals it changes, not with every card or face the address follows.
  const dealtBy = settings && `${settings.seed}|${settings.levels.join("")}|${settings.preview ?? ""}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `dealtBy` is what of `settings` the order depends on
  const order = useMemo(() => (deck && settings ? tableDeal(settings, deckIntensities(deck)) : null), [deck, dealtBy]);

  // The seed this page dealt with 'New order': the table it opens says the others need its link.
  const [dealtHere, setDealtHere] = useState<string | null>(null);
  const dealNewOrder = useCallback(() => {
    if (!settings) return;
    const seed = newSeed();
    setDealtHere(seed);
    navigate(tableUrl(deckId, { ...settings, seed }), { replace: true });
  }, [deckId, settings, navigate]);

  if (!deck || !settings) return <TableLoading />;
  if (order === null) {
    return (
      <DeckProblem
        title={t`This table needs a connection once`}
        message={t`This device does not know the levels of this deck's locked cards yet. Open the deck once online and the table will deal the same cards here.`}
        back={back}
      />
    );
  }
  if (order.length === 0) {
    return (
      <DeckProblem
        title={t`No cards at these levels`}
        message={t`This deck has no cards at the levels this table plays. Start a table with other levels.`}
        back={back}
      />
    );
  }
  return (
    <ViewerPage>
      <ViewerErrorBoundary>
        {/* A new order is a new table: it starts afresh. */}
        <TableView
          key={`${deck.deckId}|${dealtBy}`}
          deck={deck}
          settings={settings}
          order={order}
          address={address}
          shareable={shareable}
          newlyDealt={dealtHere === settings.seed}
          onNewOrder={dealNewOrder}
        />
      </ViewerErrorBoundary>
    </ViewerPage>
  );
}

