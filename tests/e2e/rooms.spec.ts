import type { Page } from "@playwright/test";
import { acceptCookies, expect, freeDecks, test } from "./fixtures";
import { newPerson, startRoomAs } from "./live-rooms";

// Live rooms: a signed-in host starts a room from 'Play together', two people join without an
// account (one by the form with the code, one by the QR's address), and every screen follows the
// host: the same card after each 'Next card', the timer, who answers, and the end.

const deck = freeDecks.find((d) => d.deckId === "team-kickoff") ?? freeDecks[0];

/** The question on a screen once the card is revealed: the same text wherever the room is shown. */
const questionOn = (page: Page) => page.locator("main").getByText(/\?$/).first();

test.describe("a live room", () => {
  test("a host and two participants see the same card after each 'Next card', the timer, who answers and the end", async ({ browser, baseURL }) => {
    test.slow();
    const host = await newPerson(browser, baseURL);
    const code = await startRoomAs(host, deck.deckId, { timer: "30 seconds" });
    await expect(host.getByRole("img", { name: "QR code to join" })).toBeVisible();
    await expect(host.getByText(code, { exact: true }).first()).toBeVisible();

    // Ana types the code (in small letters) on /join; Ben opens the QR's address.
    const ana = await newPerson(browser, baseURL);
    await ana.goto("/join");
    await ana.getByRole("textbox", { name: "Room code" }).fill(code.toLowerCase());
    await ana.getByRole("textbox", { name: "Your name" }).fill("Ana");
    await ana.getByRole("button", { name: "Join" }).click();
    await expect(ana.getByText("Waiting for the host...")).toBeVisible();
    const ben = await newPerson(browser, baseURL);
    await ben.goto(`/join/${code}`);
    await expect(ben.getByRole("textbox", { name: "Room code" })).toHaveCount(0);
    await ben.getByRole("textbox", { name: "Your name" }).fill("Ben");
    await ben.getByRole("button", { name: "Join" }).click();
    await expect(ben.getByText("Waiting for the host...")).toBeVisible();
    await expect(host.getByText("Ana", { exact: true })).toBeVisible();
    await expect(host.getByText("Ben", { exact: true })).toBeVisible();

    const participants = [ana, ben];
    const seen: string[] = [];
    for (let card = 0; card < 2; card++) {
      await host.getByRole("button", { name: "Next card" }).click();
      // Face down: the deck's title on every screen, no question yet.
      for (const page of participants) await expect(page.getByText(deck.title).first()).toBeVisible();
      await host.getByRole("button", { name: "Reveal card" }).click();
      await expect(host.getByRole("button", { name: "Hide card" })).toBeVisible();
      const question = (await questionOn(host).textContent())!;
      expect(deck.cards.some((c) => c.question === question)).toBe(true);
      for (const page of participants) await expect(questionOn(page)).toHaveText(question);
      seen.push(question);
    }
    expect(seen[0]).not.toBe(seen[1]);

    // The timer runs on every screen; 'Pick someone' says who answers everywhere.
    await host.getByRole("button", { name: "Start timer" }).click();
    for (const page of [host, ...participants]) await expect(page.getByRole("timer")).toHaveText(/^0:(2\d|30)$/);
    await expect(host.getByRole("button", { name: "Pause timer" })).toBeVisible();
    await host.getByRole("button", { name: "Pick someone" }).click();
    const picked = (await host.getByText(/ answers$/).first().textContent())!;
    expect(picked).toMatch(/^(Ana|Ben) answers$/);
    // The one picked reads "You answer"; the other, their name.
    const [chosen, other] = picked.startsWith("Ana") ? [ana, ben] : [ben, ana];
    await expect(chosen.getByText("You answer")).toBeVisible();
    await expect(other.getByText(picked)).toBeVisible();

    await host.getByRole("button", { name: "End room" }).click();
    await host.getByRole("dialog").getByRole("button", { name: "End room" }).click();
    for (const page of [host, ...participants]) await expect(page.getByText("This room has ended.")).toBeVisible();
    // Nothing of the cards stays on a participant's device.
    const stored = await ana.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
    for (const question of seen) expect(stored).not.toContain(question);
    for (const page of [host, ana, ben]) await page.context().close();
  });

  test("a code that names no room says so", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/join");
    await page.getByRole("textbox", { name: "Room code" }).fill("ZZZZ22");
    await page.getByRole("textbox", { name: "Your name" }).fill("Eve");
    await page.getByRole("button", { name: "Join" }).click();
    await expect(page.getByRole("alert")).toContainText("There is no room with this code.");
  });
});
