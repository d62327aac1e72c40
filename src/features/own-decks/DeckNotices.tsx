// What the person is told when a change they made on this device lost to a later one from another
// device (own-deck-conflicts.ts): at the top of My Decks, once, with 'OK'; and on the deck itself
// (its row in My Decks, its editor) until then, with the choice between two versions when there
// was no room to keep both.
import { plural, t } from "@lingui/core/macro";
import { useId, useState } from "react";
import { Button } from "../../lib/ui/Button";
import { Notice } from "../../lib/ui/Notice";
import { madeAtLabel } from "./own-deck-conflicts";
import { ownDecksState } from "./own-decks-state";
import type { OwnDeckOnDevice } from "./useOwnDecks";
import { checkMessage } from "./own-deck-messages";

const cards = (n: number) => plural(n, { one: "# card", other: "# cards" });

/** The decks a notice is about (taken off them all at once): the copy and the deck it came from. */
function noticeDecks(deck: OwnDeckOnDevice): string[] {
  const notice = deck.notice;
  if (notice?.kind === "kept-copy") return [deck.deckId, notice.of];
  if (notice?.kind === "copied-to") return [deck.deckId, notice.copyId];
  return [deck.deckId];
}

/** The words at the top of My Decks for a deck's notice; null for one the copy it names tells. */
function pageNoticeWords(deck: OwnDeckOnDevice, decks: OwnDeckOnDevice[]): string | null {
  const notice = deck.notice;
  const title = deck.title;
  switch (notice?.kind) {
    case "copied-to": {
      // The copy deleted before its notice was read: the deck tells it.
      const copyTitle = notice.copyTitle;
      return decks.some((d) => d.deckId === notice.copyId) ? null : t`“${title}” was changed on another device after you changed it on this device. Your version was kept as “${copyTitle}”.`;
    }
    case "kept-copy": {
      const { lostTitle, ofTitle } = notice;
      return ofTitle === null
        ? t`“${lostTitle}” was deleted on another device after you changed it on this device. Your version is kept as “${title}”.`
        : t`“${ofTitle}” was changed on another device after you changed it on this device. Your version is kept as “${title}”.`;
    }
    case "came-back":
      return t`“${title}” is back: you deleted it on this device, and it was changed on another device afterwards.`;
    case "choose": {
      const reason = checkMessage(notice.reason);
      return t`“${title}” was changed on another device after you changed it on this device, and there is no room to keep your version as a deck of its own. ${reason} Choose which version to keep.`;
    }
    default:
      return null;
  }
}

/** The notices at the top of My Decks, each with 'OK' (a choice is made on the deck instead). */
export function PageNotices({ decks }: { decks: OwnDeckOnDevice[] }) {
  const told = decks.flatMap((deck) => {
    const words = pageNoticeWords(deck, decks);
    return words ? [{ deck, words }] : [];
  });
  return told.map(({ deck, words }) => (
    <Notice key={deck.deckId} $tone="info" role="status">
      {words}
      {deck.notice?.kind !== "choose" && (
        <button type="button" onClick={() => void ownDecksState.dismiss(noticeDecks(deck))}>
          {t`OK`}
        </button>
      )}
    </Notice>
  ));
}

/** A losing version with no room for a copy: what it was, and the choice. */
function Choice({ deck }: { deck: OwnDeckOnDevice }) {
  const id = useId();
  const [now] = useState(Date.now);
  if (deck.notice?.kind !== "choose") return null;
  const { version, madeAt } = deck.notice;
  const when = madeAtLabel(madeAt, now);
  const title = version.title;
  const count = cards(version.cards.length);
  return (
    <div className="choice">
      <p id={id}>{t`Your version from this device (${when}): “${title}”, ${count}. The deck shows the later one from another device.`}</p>
      <div className="choice-actions">
        <Button type="button" $variant="secondary" $size="small" aria-describedby={id} onClick={() => void ownDecksState.choose(deck.deckId, "mine")}>
          {t`Keep this version`}
        </Button>
        <Button type="button" $variant="outline" $size="small" aria-describedby={id} onClick={() => void ownDecksState.choose(deck.deckId, "theirs")}>
          {t`Keep the other`}
        </Button>
      </div>
    </div>
  );
}

/** A deck's own notice, on the deck (its row; its editor, where a choice is left to My Decks). */
export function DeckNote({ deck, choices = true }: { deck: OwnDeckOnDevice; choices?: boolean }) {
  const notice = deck.notice;
  if (!notice) return null;
  let words: string;
  switch (notice.kind) {
    case "kept-copy": {
      const { lostTitle, ofTitle } = notice;
      words =
        ofTitle === null
          ? t`Your version of “${lostTitle}” from this device, kept when the deck was deleted on another device later.`
          : t`Your version of “${lostTitle}” from this device, kept when “${ofTitle}” was changed on another device later.`;
      break;
    }
    case "copied-to": {
      const copyTitle = notice.copyTitle;
      words = t`Changed on another device after you changed it here. Your version is kept as “${copyTitle}”.`;
      break;
    }
    case "came-back":
      words = t`Back after you deleted it here: it was changed on another device afterwards.`;
      break;
    case "choose":
      words = choices
        ? t`Changed on another device after you changed it here. There is no room to keep both versions: choose one.`
        : t`Changed on another device after you changed it here. There is no room to keep both versions: choose one in My Decks.`;
      break;
  }
  return (
    <div className="note">
      <Notice $tone="info">{words}</Notice>
      {choices && <Choice deck={deck} />}
    </div>
  );
}
