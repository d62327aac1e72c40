// The screens a played deck shows in place of the viewer, on the dark page: not found, could not
// load, loading, and no cards yet. A person's own deck and a deck shared by its link both use them.
import type { ReactNode } from "react";
import { DarkPage, LightLink } from "../../lib/ui/DarkPage";
import { Centered, Spinner } from "../../lib/ui/Spinner";

/** Where the screen's link goes, and its words ('My Decks'). */
interface Back {
  to: string;
  label: string;
}

function DeckScreen({ children }: { children: ReactNode }) {
  return (
    <DarkPage>
      <Centered>{children}</Centered>
    </DarkPage>
  );
}

function BackLink({ back }: { back: Back }) {
  return (
    <p>
      <LightLink to={back.to}>{back.label}</LightLink>
    </p>
  );
}

/** Something went wrong, announced: its heading, then what to do about it. */
export function DeckAlert({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <DeckScreen>
      <div role="alert">
        <h1>{heading}</h1>
        {children}
      </div>
    </DeckScreen>
  );
}

/** 'Deck not found': why, and a way on. */
export function DeckNotFound({ message, back }: { message: string; back: Back }) {
  return (
    <DeckAlert heading="Deck not found">
      <p>{message}</p>
      <BackLink back={back} />
    </DeckAlert>
  );
}

export function DeckLoading({ label }: { label: string }) {
  return (
    <DeckScreen>
      <Spinner light label={label} />
    </DeckScreen>
  );
}

/** A deck with no cards yet: its title, and a way on where there is one. */
export function DeckEmpty({ title, back }: { title: string; back?: Back }) {
  return (
    <DeckScreen>
      <div>
        <h1>{title}</h1>
        <p>This deck has no cards yet.</p>
        {back && <BackLink back={back} />}
      </div>
    </DeckScreen>
  );
}
