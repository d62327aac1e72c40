import type { Browser, Page } from "@playwright/test";
import { expect, freeDecks, test } from "./fixtures";
import { joinAs, newPerson, startRoomAs } from "./live-rooms";
import { startTcpRelay } from "../support/tcp-relay";

// Live rooms the way a workshop goes: a phone on Wi-Fi that goes silent without closing, the same
// phone opening the room's link again, a presentation clicker, the host's 'Remove', the one picked,
// and names with emoji.

const deck = freeDecks.find((d) => d.deckId === "team-kickoff") ?? freeDecks[0];
const questions = new Set(deck.cards.map((card) => card.question));

/** A signed-up host with a room of the deck open. */
async function hostRoom(browser: Browser, baseURL: string | undefined): Promise<{ host: Page; code: string }> {
  const host = await newPerson(browser, baseURL);
  return { host, code: await startRoomAs(host, deck.deckId) };
}

/** The revealed question on a screen: one of the deck's. */
const questionOn = (page: Page) => page.locator("main").getByText(/\?$/).first();

test.describe("a live room in a real workshop", () => {
  test("a phone whose network goes silent says it is reconnecting, then shows the host's card once it works again", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { host, code } = await hostRoom(browser, baseURL);
    // Pia's phone reaches the server through a relay that can go dark without closing anything.
    const relay = await startTcpRelay(Number(new URL(baseURL!).port));
    const pia = await newPerson(browser, `http://localhost:${relay.port}`);
    try {
      await joinAs(pia, code, "Pia");
      await host.getByRole("button", { name: "Next card" }).click();
      await expect(pia.getByRole("article", { name: /^Card 1 of \d+, face down$/ })).toBeVisible();

      relay.pause();
      const silentAt = Date.now();
      // Meanwhile the host goes on, one step after the other: the second card, revealed.
      await host.getByRole("button", { name: "Reveal card" }).click();
      await expect(host.getByRole("button", { name: "Hide card" })).toBeVisible();
      await host.getByRole("button", { name: "Next card" }).click();
      await expect(host.getByRole("article", { name: /^Card 2 of \d+, face down$/ })).toBeVisible();
      await host.getByRole("button", { name: "Reveal card" }).click();
      await expect(host.getByRole("button", { name: "Hide card" })).toBeVisible();
      const question = (await questionOn(host).textContent())!;
      expect(questions.has(question)).toBe(true);
      await expect(pia.getByText("Reconnecting...")).toBeVisible({ timeout: 30_000 });
      expect(Date.now() - silentAt).toBeLessThan(30_000);

      // Half a minute of silence, then the network works again.
      await pia.waitForTimeout(Math.max(0, 30_000 - (Date.now() - silentAt)));
      relay.resume();
      const backAt = Date.now();
      await expect(questionOn(pia)).toHaveText(question, { timeout: 10_000 });
      expect(Date.now() - backAt).toBeLessThan(10_000);
      await expect(pia.getByText("Reconnecting...")).toHaveCount(0);
      await expect(pia.getByText("Card 2 of")).toBeVisible();
    } finally {
      await relay.close();
      await pia.context().close();
      await host.context().close();
    }
  });

  test("the same phone opening the link again is the same person; the host removes someone, and picks who answers", async ({ browser, baseURL }) => {
    test.slow();
    const { host, code } = await hostRoom(browser, baseURL);
    const ana = await newPerson(browser, baseURL);
    await joinAs(ana, code, "👩‍💻 Ana");
    const ben = await newPerson(browser, baseURL);
    await joinAs(ben, code, "Ben");
    await expect(host.getByRole("heading", { name: "2 joined" })).toBeVisible();

    // Ana scans the QR code again: a second tab of the same browser goes straight to her seat.
    const again = await ana.context().newPage();
    await again.goto(`/join/${code}`);
    await expect(again).toHaveURL(new RegExp(`/room/${code}$`));
    await expect(again.getByText("You're 👩‍💻 Ana")).toBeVisible();
    await again.reload();
    await expect(again.getByText("You're 👩‍💻 Ana")).toBeVisible();
    await expect(host.getByRole("heading", { name: "2 joined" })).toBeVisible();
    await again.close();

    // The host removes Ben, after a confirmation; his phone says so.
    const names = host.getByRole("list", { name: "Who joined" });
    await names.getByRole("listitem").filter({ hasText: "Ben" }).getByRole("button", { name: "Remove" }).click();
    await host.getByRole("dialog", { name: "Remove Ben?" }).getByRole("button", { name: "Remove" }).click();
    await expect(ben.getByText("The host removed you from this room.")).toBeVisible();
    await expect(host.getByRole("heading", { name: "1 joined" })).toBeVisible();
    await expect(names.getByRole("listitem")).toHaveText(["👩‍💻 AnaRemove"]);

    // 'Pick someone' picks among those present: Ana, who reads "You answer".
    await host.getByRole("button", { name: "Next card" }).click();
    await host.getByRole("button", { name: "Pick someone" }).click();
    await expect(host.getByText("👩‍💻 Ana answers")).toBeVisible();
    await expect(ana.getByText("You answer")).toBeVisible();
    await expect(ana.getByText("Card 1 of")).toBeVisible();
    for (const page of [host, ana, ben]) await page.context().close();
  });

  test("a clicker: → reveals the card, then shows the next; ← goes back the same way", async ({ browser, baseURL }) => {
    const { host, code } = await hostRoom(browser, baseURL);
    const cy = await newPerson(browser, baseURL);
    await joinAs(cy, code, "Cy");
    await expect(host.getByText(/reveals the card, then shows the next/)).toBeVisible();
    // The clicker sends PageDown and PageUp (some send the arrows): one press, one step.
    await host.keyboard.press("PageDown");
    await expect(cy.getByRole("article", { name: /^Card 1 of \d+, face down$/ })).toBeVisible();
    await host.keyboard.press("PageDown");
    const first = (await questionOn(host).textContent())!;
    await expect(questionOn(cy)).toHaveText(first);
    await host.keyboard.press("ArrowRight");
    await expect(cy.getByRole("article", { name: /^Card 2 of \d+, face down$/ })).toBeVisible();
    await host.keyboard.press("PageUp");
    await expect(questionOn(cy)).toHaveText(first);
    await expect(cy.getByText("Card 1 of")).toBeVisible();
    for (const page of [host, cy]) await page.context().close();
  });
});
