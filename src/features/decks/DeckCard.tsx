import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { useId } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { DeckSummary } from "../../../shared/api-types";
import { i18n } from "../../lib/i18n";
import { CheckIcon, LockIcon } from "../../lib/ui/icons";
import type { DeckOwnership } from "../entitlements";
import type { DeckDestination } from "./deck-link";
import { KIND_LABELS } from "./deck-kinds";

const Article = styled.article<{ $cover: string }>`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ $cover }) => $cover};
  background-image: radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.18), transparent 45%);
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-4px); box-shadow: 0 18px 40px rgba(10, 16, 30, 0.3); }
`;

const CardLink = styled(Link)`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 240px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.card};
  color: #fff;
  text-decoration: none;
  h2, h3 { font-size: 1.45rem; margin: 12px 0 8px; color: #fff; }
  p { margin: 0 0 16px; opacity: 0.95; }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 10px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.95);
  color: ${({ theme }) => theme.colors.primary};
  letter-spacing: 0.02em;
  text-transform: none;
`;

const Count = styled.span`
  margin-top: auto;
  font-weight: 600;
`;

const Offline = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 56px;
  padding: 0 16px 16px 24px;
  font-size: 0.9rem;
  font-weight: 600;
  button {
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid rgba(255, 255, 255, 0.8);
    border-radius: ${({ theme }) => theme.radii.button};
    background: rgba(0, 0, 0, 0.15);
    color: #fff;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover:not(:disabled) { background: rgba(0, 0, 0, 0.3); }
  button:disabled { opacity: 0.7; cursor: progress; }
  .saved { display: inline-flex; align-items: center; gap: 6px; }
`;

interface OfflineControls {
  stored: boolean;
  /** What is stored is the free preview only (a premium deck saved without access to it). */
  preview: boolean;
  busy: boolean;
  onSave: () => void;
  onRemove: () => void;
}

const OWNERSHIP_LABELS: Record<DeckOwnership, MessageDescriptor> = {
  owned: msg({ message: "Owned", comment: "A premium deck's badge: the person bought it" }),
  pass: msg({ message: "Included in All-Access", comment: "A premium deck's badge: the person's All-Access Pass opens it" }),
};

interface DeckCardProps {
  deck: DeckSummary;
  destination: DeckDestination;
  /** Marks a premium deck the person owns (the deck grid); no lock is drawn on it. */
  ownership?: DeckOwnership | null;
  headingLevel?: "h2" | "h3";
  /** Offline availability and its actions; the landing page's cards go without. */
  offline?: OfflineControls;
}

export function DeckCard({ deck, destination, ownership, headingLevel = "h2", offline }: DeckCardProps) {
  const Heading = headingLevel;
  const titleId = useId();
  const title = deck.title;
  const saveAction = offline?.busy ? t`Saving...` : t`Save for offline`;
  return (
    <Article aria-labelledby={titleId} $cover={deck.coverColor} data-deck-id={deck.deckId}>
      <CardLink to={destination.to} state={destination.state}>
        <Meta>
          <span>{i18n._(KIND_LABELS[deck.category])}</span>
          {deck.isPremium &&
            (ownership ? (
              <Badge>
                <CheckIcon size={14} />
                {i18n._(OWNERSHIP_LABELS[ownership])}
              </Badge>
            ) : (
              <Badge>
                <LockIcon size={14} />
                {t({ message: "Premium", comment: "A premium deck's badge" })}
              </Badge>
            ))}
        </Meta>
        <Heading id={titleId}>{deck.title}</Heading>
        <p>{deck.description}</p>
        <Count>{plural(deck.cardCount, { one: "# card", other: "# cards" })}</Count>
      </CardLink>
      {offline && (
        <Offline>
          {offline.stored ? (
            <>
              <span className="saved">
                <CheckIcon size={18} />
                {offline.preview ? t`Preview available offline` : t`Available offline`}
              </span>
              <button type="button" onClick={offline.onRemove} disabled={offline.busy} aria-label={t`Remove offline copy: ${title}`}>
                {t`Remove offline copy`}
              </button>
            </>
          ) : (
            // The deck's title in the name: twelve buttons are not all "Save for offline" to a screen
            // reader (the visible text comes first, so speech control finds it too).
            <button type="button" onClick={offline.onSave} disabled={offline.busy} aria-label={t({ message: `${saveAction}: ${title}`, comment: "The offline button's name: what it says (Save for offline), then the deck's title" })}>
              {saveAction}
            </button>
          )}
        </Offline>
      )}
    </Article>
  );
}
