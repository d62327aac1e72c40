import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DeckWithCards, Intensity } from "../../../shared/api-types";
import { renderPage } from "../../../tests/support/render-page";
import { Table } from "./Table";

// A table as the address deals it: a preview table of a premium deck, 'New order', 'Share table'
// at the card on screen, and the card's face kept across a reload.

const level = (index: number) => ((index % 3) + 1) as Intensity;
const card = (deckId: string, index: number) => ({ id: `${deckId}-${index}`, index, question: `Question ${index + 1}?`, followUp: null, intensity: level(index) });

/** A premium deck of 12 cards as a pass holder holds it, and as a visitor does (its first 5). */
const full: DeckWithCards = {
  deckId: "premium",
  title: "Premium Deck",
  description: "d",
  isPremium: true,
  cardCount: 12,
  category: "teams",
  coverColor: "#14213D",
  preview: false,
  lockedCardCount: 0,
  cards: Array.from({ length: 12 }, (_, index) => card("premium", index)),
};
const visitor: DeckWithCards = {
  ...full,
  preview: true,
  lockedCardCount: 7,
  cards: full.cards.slice(0, 5),
  lockedIntensities: full.cards.slice(5).map((c) => c.intensity),
};
const free: DeckWithCards = { ...full, deckId: "free", title: "Free Deck", isPremium: false, cards: full.cards.map((c) => ({ ...c, id: `free-${c.index}` })) };

const location = () => screen.getByTestId("location").textContent ?? "";
const search = () => new URL(location(), "https://x.example").searchParams;

function open(deck: DeckWithCards, path: string, shareable = true) {
  return renderPage(<Table deckId={deck.deckId} deck={deck} back={{ to: `/deck/${deck.deckId}`, label: "Back to the deck" }} shareable={shareable} />, {
    path,
    route: "/play/:deckId",
  });
}

const progress = (text: string) => screen.findByText(text, { exact: true });

/** The card's own button (its name says the side it shows), found without the cost of a role query. */
const cardButton = () => document.querySelector<HTMLButtonElement>(".card-shell > button")!;
const settled = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

/** The card by keyboard: jsdom has no pointer capture for the card's drag handling. */
async function flip() {
  cardButton().focus();
  await userEvent.keyboard("{Enter}");
}

async function next() {
  await settled();
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
}

/** The question side's name of the card on screen, revealing it first; it must not be locked. */
async function question(): Promise<string> {
  await settled();
  expect(cardButton()).not.toHaveAccessibleName("Locked card");
  if (cardButton().getAttribute("aria-label")!.startsWith("Back side: ")) await flip();
  await waitFor(() => expect(cardButton().getAttribute("aria-label")).toMatch(/^Question side: /));
  return cardButton().getAttribute("aria-label")!;
}

/** Every card in turn from the first, by 'Next': each arrives face down (the card shown lags the move). */
async function walk(count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      await next();
      await waitFor(() => expect(cardButton().getAttribute("aria-label")).toMatch(/^Back side: /));
    }
    seen.push(await question());
  }
  return seen;
}

describe("a preview table", () => {
  const link = "/play/premium?seed=abcd1234&levels=light%2Cpersonal%2Cdeep&preview=5";

  it("says it deals the five cards a visitor can read, with the way to unlock", async () => {
    open(visitor, link);
    expect(await screen.findByText("Preview: 5 of 12 cards", { exact: true })).toBeInTheDocument();
    expect(await progress("1 of 5")).toBeInTheDocument();
    expect(cardButton()).toHaveAccessibleName(/^Question side: Question [1-5]\?/);
    expect(screen.queryByText(/More Cards Available/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Unlock Full Deck" }));
    expect(await screen.findByRole("dialog", { name: "Unlock Premium Deck" })).toBeInTheDocument();
  });

  it("deals a visitor and a pass holder the same five cards in the same order, none locked, and the pass holder nothing to unlock", async () => {
    const { unmount } = open(visitor, link);
    await progress("1 of 5");
    const visitorSeen = await walk(5);
    expect([...visitorSeen].sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Question side: Question ${n}? Tap to hide`));
    unmount();
    localStorage.clear();
    open(full, link);
    expect(await screen.findByText("Preview: 5 of 12 cards", { exact: true })).toBeInTheDocument();
    await progress("1 of 5");
    expect(screen.queryByRole("button", { name: "Unlock Full Deck" })).toBeNull();
    expect(await walk(5)).toEqual(visitorSeen);
  }, 40_000);

  it("at a full table's link, keeps a visitor at the table's positions, the locked cards marked, and says what they can read", async () => {
    open(visitor, "/play/premium?seed=abcd1234&levels=light%2Cpersonal%2Cdeep");
    expect(await progress("1 of 12")).toBeInTheDocument();
    const line = screen.getByText("Preview: 5 of 12 cards", { exact: true }).closest("p")!;
    expect(within(line).getByRole("button", { name: "Unlock Full Deck" })).toBeInTheDocument();
    // Its positions: card 1 of this order is a locked one, marked.
    expect(cardButton()).toHaveAccessibleName("Locked card");
  });
});

describe("'New order'", () => {
  it("asks first; Cancel keeps the table as it was", async () => {
    open(free, "/play/free?seed=abcd1234&levels=light%2Cpersonal%2Cdeep");
    await progress("1 of 12");
    await next();
    await next();
    await progress("3 of 12");
    await userEvent.click(screen.getByRole("button", { name: "New order" }));
    const dialog = await screen.findByRole("dialog", { name: "Deal a new order?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(search().get("seed")).toBe("abcd1234");
    expect(screen.getByText("3 of 12", { exact: true })).toBeInTheDocument();
    expect(screen.queryByText("The others need the new link")).toBeNull();
  });

  it("then deals a new order from the first card and offers its link to the others", async () => {
    open(free, "/play/free?seed=abcd1234&levels=light%2Cpersonal%2Cdeep&player=Ana");
    await progress("1 of 12");
    await next();
    await progress("2 of 12");
    await userEvent.click(screen.getByRole("button", { name: "New order" }));
    const dialog = await screen.findByRole("dialog", { name: "Deal a new order?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "New order" }));
    await waitFor(() => expect(search().get("seed")).not.toBe("abcd1234"));
    expect(search().getAll("player")).toEqual(["Ana"]);
    expect(await progress("1 of 12")).toBeInTheDocument();
    const notice = screen.getAllByRole("status").find((el) => el.textContent?.includes("The others need the new link"));
    expect(notice).toBeDefined();
    await userEvent.click(within(notice!).getByRole("button", { name: "Share the new link" }));
    const share = await screen.findByRole("dialog", { name: "Share table" });
    expect(within(share).getByRole("textbox", { name: "Link to this table" })).toHaveValue(`${window.location.origin}${location()}`);
  });

  it("says the others need the new link until play moves on", async () => {
    open(free, "/play/free?seed=abcd1234&levels=light%2Cpersonal%2Cdeep");
    await progress("1 of 12");
    await userEvent.click(screen.getByRole("button", { name: "New order" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Deal a new order?" })).getByRole("button", { name: "New order" }));
    expect(await screen.findByText("The others need the new link")).toBeInTheDocument();
    await next();
    await progress("2 of 12");
    expect(screen.queryByText("The others need the new link")).toBeNull();
  });

  it("on a table of one's own deck asks too, and has no one to send a link to", async () => {
    open(free, "/play/free?seed=abcd1234&levels=light%2Cpersonal%2Cdeep", false);
    await progress("1 of 12");
    await userEvent.click(screen.getByRole("button", { name: "New order" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Deal a new order?" })).getByRole("button", { name: "New order" }));
    await waitFor(() => expect(search().get("seed")).not.toBe("abcd1234"));
    expect(screen.queryByText("The others need the new link")).toBeNull();
  });
});

describe("'Share table'", () => {
  it("shares the card on screen: the link opens there", async () => {
    open(free, "/play/free?seed=abcd1234&levels=light%2Cpersonal%2Cdeep");
    await progress("1 of 12");
    await next();
    await next();
    await progress("3 of 12");
    await question();
    await userEvent.click(screen.getByRole("button", { name: "Share table" }));
    const share = await screen.findByRole("dialog", { name: "Share table" });
    const url = new URL((within(share).getByRole("textbox", { name: "Link to this table" }) as HTMLInputElement).value);
    expect(url.searchParams.get("card")).toBe("2");
    expect(url.searchParams.get("face")).toBeNull();
    expect(within(share).getByText("The link opens at card 3.")).toBeInTheDocument();
  });
});

describe("a table's place across a reload", () => {
  it("keeps a revealed card revealed: in the address, and in the device's memory for the link without it", async () => {
    const link = "/play/free?seed=abcd1234&levels=light%2Cpersonal%2Cdeep";
    const first = open(free, link);
    await progress("1 of 12");
    await next();
    await next();
    const revealed = await question();
    await waitFor(() => expect(search().get("face")).toBe("up"));
    expect(search().get("card")).toBe("2");
    const address = location();
    first.unmount();

    // A reload: the same address.
    const again = open(free, address);
    expect(await progress("3 of 12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: revealed })).toBeInTheDocument();
    again.unmount();

    // The table's link again, without the place: this device's memory.
    open(free, link);
    expect(await progress("3 of 12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: revealed })).toBeInTheDocument();
  });

  it("keeps a hidden first card hidden", async () => {
    const first = open(free, "/play/free?seed=abcd1234&levels=light%2Cpersonal%2Cdeep");
    await screen.findByRole("button", { name: /^Question side: / });
    await flip();
    await waitFor(() => expect(search().get("face")).toBe("down"));
    const address = location();
    first.unmount();
    open(free, address);
    expect(await screen.findByRole("button", { name: /^Back side: / })).toBeInTheDocument();
  });
});

describe("the turn pill", () => {
  it("keeps the whole name in its words, and ''s turn' apart from the name that may be cut", async () => {
    const name = "Maximiliana Alessandra Konstantinopoulou";
    open(free, `/play/free?seed=abcd1234&levels=light%2Cpersonal%2Cdeep&player=${encodeURIComponent(name)}`);
    const pill = (await screen.findByText("'s turn", { exact: true })).closest(".turn")!;
    expect(pill).toHaveTextContent(`${name}'s turn`);
    expect(within(pill as HTMLElement).getByText(name, { exact: true })).not.toBe(within(pill as HTMLElement).getByText("'s turn", { exact: true }));
  });
});
