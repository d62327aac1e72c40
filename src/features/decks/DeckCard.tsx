import { Link } from "react-router-dom";
import styled from "styled-components";
import type { DeckSummary } from "../../lib/api-types";
import { LockIcon } from "../../lib/ui/icons";
import type { DeckDestination } from "./deck-link";

const CATEGORY_LABELS: Record<DeckSummary["category"], string> = {
  relationships: "Relationships",
  teams: "Teams",
  "self-discovery": "Self-discovery",
};

const CardLink = styled(Link)<{ $cover: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 260px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ $cover }) => $cover};
  background-image: radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.18), transparent 45%);
  color: #fff;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-4px); box-shadow: 0 18px 40px rgba(10, 16, 30, 0.3); }
  h2, h3 { font-size: 1.45rem; margin: 12px 0 8px; color: #fff; }
  p { margin: 0 0 16px; opacity: 0.95; }
`;

const Meta = styled.span`
  display: flex;
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

interface DeckCardProps {
  deck: DeckSummary;
  destination: DeckDestination;
  headingLevel?: "h2" | "h3";
}

export function DeckCard({ deck, destination, headingLevel = "h2" }: DeckCardProps) {
  const Heading = headingLevel;
  return (
    <CardLink to={destination.to} state={destination.state} $cover={deck.coverColor} data-deck-id={deck.deckId}>
      <Meta>
        <span>{CATEGORY_LABELS[deck.category]}</span>
        {deck.isPremium && (
          <Badge>
            <LockIcon size={14} />
            Premium
          </Badge>
        )}
      </Meta>
      <Heading>{deck.title}</Heading>
      <p>{deck.description}</p>
      <Count>{deck.cardCount} cards</Count>
    </CardLink>
  );
}
