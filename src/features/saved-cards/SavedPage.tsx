import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "../../lib/ui/Button";
import { DarkPage } from "../../lib/ui/DarkPage";
import { Notice } from "../../lib/ui/Notice";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import { LockIcon } from "../../lib/ui/icons";
import { useOnlineStatus } from "../../lib/useOnlineStatus";
import { usePageTitle } from "../../lib/usePageTitle";
import { RequireAuth } from "../auth";
import { useEntitlements } from "../entitlements";
import { groupByDeck, type SavedEntry } from "./saved-entries";
import { Actions, CoverDot, Group, Inner, Notices, PlayLink, SavedItem } from "./SavedPage.styles";
import { EmptyPanel } from "../../lib/ui/EmptyPanel";
import { savedCardUrl } from "../../lib/app-urls";
import { useSavedCards } from "./useSavedCards";

/** Where 'Play saved cards' opens the viewer: the first of the saved cards, as a deck of their own. */
const PLAY_SAVED_URL = savedCardUrl(0);

const HIDDEN = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;

/** What names a card to a screen reader: its question, or where it sits when locked. */
function cardName(entry: SavedEntry): string {
  if (entry.content) return entry.content.question;
  const position = entry.index + 1;
  const deckTitle = entry.deckTitle;
  return t`card ${position} of ${deckTitle}`;
}

function SavedCardItem({ entry, removeId, onRemove }: { entry: SavedEntry; removeId: string; onRemove: () => void }) {
  const { content } = entry;
  const name = cardName(entry);
  return (
    <SavedItem $cover={entry.coverColor}>
      {content ? (
        <>
          <p className="question">{content.question}</p>
          {content.followUp && <p className="follow-up">{content.followUp}</p>}
        </>
      ) : (
        <p className="locked">
          <LockIcon size={18} />
          <span>
            <Trans>
              This card is part of the All-Access Pass. <Link to="/pricing">See plans</Link>
            </Trans>
          </span>
        </p>
      )}
      <Button id={removeId} type="button" $variant="outline" $size="small" aria-label={t`Remove from saved: ${name}`} onClick={onRemove}>
        {t`Remove from saved`}
      </Button>
    </SavedItem>
  );
}

function NothingSaved() {
  const entitlements = useEntitlements();
  const withoutPass = entitlements.status === "ready" && !entitlements.entitlements.pass;
  return (
    <EmptyPanel>
      <h2>{t`No saved cards yet`}</h2>
      <p>
        {t`Tap the bookmark on a card's question side to save it.`}
        {withoutPass && (
          <>
            {" "}
            <Trans>
              Saving cards is part of the All-Access Pass. <Link to="/pricing">See plans</Link>
            </Trans>
          </>
        )}
      </p>
      <Link to="/decks">{t`Choose Your Deck`}</Link>
    </EmptyPanel>
  );
}

function SavedCards() {
  const saved = useSavedCards();
  const online = useOnlineStatus();
  const ids = useId();
  const groups = useMemo(() => groupByDeck(saved.entries), [saved.entries]);
  const order = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the keyboard goes once a removed card has left the list: the next card's button.
  const focusAfter = useRef<{ removed: string; next: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const removeId = (cardId: string) => `${ids}-remove-${cardId}`;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || order.some((entry) => entry.cardId === target.removed)) return;
    focusAfter.current = null;
    const next = target.next ? document.getElementById(removeId(target.next)) : null;
    (next ?? heading.current)?.focus();
  });

  const remove = (entry: SavedEntry) => {
    const at = order.findIndex((e) => e.cardId === entry.cardId);
    const next = order[at + 1] ?? order[at - 1] ?? null;
    focusAfter.current = { removed: entry.cardId, next: next?.cardId ?? null };
    const name = cardName(entry);
    setAnnouncement(t`Removed from saved: ${name}`);
    void saved.remove(entry.cardId);
  };

  return (
    <DarkPage>
      <Inner>
        <header>
          <h1 ref={heading} tabIndex={-1}>
            {t`Saved cards`}
          </h1>
          <p>{t`The questions you kept, from every deck.`}</p>
        </header>
        <Notices>
          {!online && (
            <Notice $tone="info" role="status">
              {t`You're offline. Your saved cards are on this device, and changes sync when you're back online.`}
            </Notice>
          )}
          {saved.refusedCardId && (
            <Notice $tone="error" role="alert">
              <Trans>
                Saving cards is part of the All-Access Pass, so a card you saved was not kept. <Link to="/pricing">See plans</Link>
              </Trans>
              <button type="button" onClick={saved.dismissRefusal}>
                {t`Dismiss`}
              </button>
            </Notice>
          )}
        </Notices>
        <div role="status" style={HIDDEN}>
          {announcement}
        </div>
        {saved.status !== "ready" ? (
          <Centered>
            <Spinner light label={t`Loading your saved cards`} />
          </Centered>
        ) : groups.length === 0 ? (
          <NothingSaved />
        ) : (
          <>
            {order.some((entry) => entry.content) && (
              <Actions>
                <PlayLink to={PLAY_SAVED_URL}>{t`Play saved cards`}</PlayLink>
              </Actions>
            )}
            {groups.map((group) => (
              <Group key={group.deckId} aria-labelledby={`${ids}-deck-${group.deckId}`}>
                <h2 id={`${ids}-deck-${group.deckId}`}>
                  <CoverDot $cover={group.coverColor} aria-hidden="true" />
                  {group.deckTitle}
                </h2>
                <ul>
                  {group.entries.map((entry) => (
                    <SavedCardItem key={entry.cardId} entry={entry} removeId={removeId(entry.cardId)} onRemove={() => remove(entry)} />
                  ))}
                </ul>
              </Group>
            ))}
          </>
        )}
      </Inner>
    </DarkPage>
  );
}

/** /saved: the signed-in person's saved cards by deck, each removable, and 'Play saved cards'. */
export default function SavedPage() {
  usePageTitle(t`Saved cards`);
  return (
    <RequireAuth>
      <SavedCards />
    </RequireAuth>
  );
}
