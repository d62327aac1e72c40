import { t } from "@lingui/core/macro";
import { useRef, useState } from "react";
import styled from "styled-components";
import type { DeckSummary } from "../../../shared/api-types";
import { DeckCard, type DeckDestination } from "../decks";

const Track = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.below.md} {
    display: flex;
    gap: 16px;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    padding: 4px 8vw 16px;
    margin: 0 -16px;
    scrollbar-width: none;
    &::-webkit-scrollbar { display: none; }
    > li { flex: 0 0 84%; scroll-snap-align: center; }
  }
`;

const Dots = styled.div`
  display: none;
  justify-content: center;
  gap: 4px;
  ${({ theme }) => theme.below.md} { display: flex; }
  button {
    width: 32px;
    height: 32px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  button span {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: rgba(20, 33, 61, 0.3);
  }
  button[aria-current="true"] span { background: ${({ theme }) => theme.colors.secondary}; width: 24px; border-radius: 5px; }
`;

interface Item {
  deck: DeckSummary;
  destination: DeckDestination;
}

function slideLabel(position: number, total: number) {
  return t({ message: `${position} of ${total}`, comment: "A slide's name in the featured decks: 1 of 3" });
}

function showDeckLabel(position: number, title: string) {
  return t({ message: `Show deck ${position}: ${title}`, comment: "A dot of the featured decks' slideshow; title is the deck's" });
}

/** Three decks side by side; on small screens a swipeable, snapping carousel with dots. */
export function PreviewCarousel({ items }: { items: Item[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.children.length === 0) return;
    const slideWidth = (track.children[0] as HTMLElement).offsetWidth + 16;
    setActive(Math.max(0, Math.min(items.length - 1, Math.round(track.scrollLeft / slideWidth))));
  }

  function show(index: number) {
    const slide = trackRef.current?.children[index] as HTMLElement | undefined;
    slide?.scrollIntoView({ behavior: "smooth", inline: "center", block: "nearest" });
    setActive(index);
  }

  return (
    <div aria-roledescription={t({ message: "carousel", comment: "What a screen reader calls the featured decks' slideshow" })} aria-label={t`Featured decks`}>
      <Track ref={trackRef} onScroll={onScroll}>
        {items.map(({ deck, destination }, i) => (
          <li key={deck.deckId} aria-roledescription={t({ message: "slide", comment: "What a screen reader calls one deck of the featured decks' slideshow" })} aria-label={slideLabel(i + 1, items.length)}>
            <DeckCard deck={deck} destination={destination} headingLevel="h3" />
          </li>
        ))}
      </Track>
      <Dots>
        {items.map(({ deck }, i) => (
          <button
            key={deck.deckId}
            type="button"
            aria-label={showDeckLabel(i + 1, deck.title)}
            aria-current={i === active ? "true" : undefined}
            onClick={() => show(i)}
          >
            <span />
          </button>
        ))}
      </Dots>
    </div>
  );
}
