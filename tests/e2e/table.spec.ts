import type { BrowserContext, Page } from "@playwright/test";
import { controlProblems } from "./card-fit";
import { acceptCookies, cardSettled, expect, freeDecks, skipTour, test } from "./fixtures";

// Play together: one link deals the same cards on every phone, online or off, at the levels chosen,
// with turns and a timer.

const deck = freeDecks.find((d) => d.deckId === "family") ?? freeDecks[0];
const LEVEL_WORDS = { 1: "Light", 2: "Personal", 3: "Deep" } as const;

async function newPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await acceptCookies(page);
  await skipTour(page);
  return page;
}

/** Sets up a table from the deck's viewer and returns its link (without the position). */
async function startTable(page: Page, deckId: string, { players = [] as string[], levels = ["Light", "Personal", "Deep"], timer = "Off" } = {}) {
  await page.goto(`/deck/${deckId}`);
  await page.getByRole("button", { name: "Play together" }).click();
  const dialog = page.getByRole("dialog", { name: "Play together" });
  for (const [i, name] of players.entries()) {
    if (i >= 2) await dialog.getByRole("button", { name: "Add player" }).click();
    await dialog.getByRole("textbox", { name: `Player ${i + 1}` }).fill(name);
  }
  for (const level of ["Light", "Personal", "Deep"]) {
    await dialog.getByRole("checkbox", { name: level }).setChecked(levels.includes(level));
  }
  await dialog.getByRole("combobox", { name: "Timer" }).selectOption({ label: timer });
  await dialog.getByRole("button", { name: "Start playing" }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${deckId}\\?seed=`));
  return page.url();
}

/** The question of the card on screen, revealing it first if it is face down. */
async function question(page: Page): Promise<string> {
  await cardSettled(page);
  const back = page.getByRole("button", { name: /^Back side: / });
  if (await back.isVisible()) await back.click();
  const front = page.getByRole("button", { name: /^Question side: / });
  await expect(front).toBeVisible();
  return (await front.getAttribute("aria-label"))!.replace(/^Question side: /, "").replace(/ Tap to hide$/, "");
}

async function firstQuestions(page: Page, count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    seen.push(await question(page));
    if (i < count - 1) {
      await page.getByRole("button", { name: "Next", exact: true }).click();
    }
  }
  return seen;
}

const cardOf = (text: string) => deck.cards.find((card) => text.startsWith(card.question));

test.describe("play together", () => {
  test("two phones open one link, one of them offline, and see the same first cards in the same order", async ({ browser, baseURL }) => {
    const host = await browser.newContext({ baseURL });
    const hostPage = await newPhone(host);
    const link = await startTable(hostPage, deck.deckId, { players: ["Ana", "Ben"] });
    await expect(hostPage.getByText("Ana's turn")).toBeVisible();
    const hostSeen = await firstQuestions(hostPage, 3);
    await expect(hostPage.getByText("Ana's turn")).toBeVisible(); // the third card: back to Ana
    await hostPage.getByRole("button", { name: "Previous", exact: true }).click();
    await expect(hostPage.getByText("Ben's turn")).toBeVisible();

    // The guest opened the deck once; now, with no connection, a new page opens the link.
    const guest = await browser.newContext({ baseURL });
    const first = await newPhone(guest);
    await first.goto(`/deck/${deck.deckId}`);
    await expect(first.getByText(deck.cards[0].question)).toBeVisible();
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    await guest.setOffline(true);
    await first.close();
    const guestPage = await newPhone(guest);
    const warnings: string[] = [];
    guestPage.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    const response = await guestPage.goto(new URL(link).pathname + new URL(link).search);
    // The worker drew the page with its first card (sw/table-page.ts): no script had to run first.
    const drawn = (await response!.text()).match(/<span class="question">([^<]*)<\/span>/)?.[1];
    expect(drawn?.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&"), "the first question in the page's HTML").toBe(cardOf(hostSeen[0])!.question);
    await expect(guestPage.getByText("Ana's turn")).toBeVisible();
    expect(await firstQuestions(guestPage, 3)).toEqual(hostSeen);
    // ...and the app took that page over as it was, without drawing it again.
    expect(warnings.filter((text) => /re-rendered/.test(text))).toEqual([]);
    expect(hostSeen.every((text) => cardOf(text))).toBe(true);
    await host.close();
    await guest.close();
  });

  test("a first visit to a table link (a scanned QR code, no worker yet) gets the first card in the page's HTML, and the page takes it over as it is", async ({ browser, baseURL }) => {
    const host = await browser.newContext({ baseURL });
    const link = new URL(await startTable(await newPhone(host), deck.deckId, { players: ["Ana", "Ben"] }));
    const hostSeen = await firstQuestions(host.pages()[0], 1);
    await host.close();

    const guest = await browser.newContext({ baseURL, serviceWorkers: "block" });
    const page = await newPhone(guest);
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    const response = await page.goto(link.pathname + link.search);
    const html = await response!.text();
    // Drawn by the server from the build's template (server/http/device-pages.ts), deck embedded.
    expect(html).toContain('<bdi class="name">Ana</bdi><span class="whose">&#x27;s turn</span>');
    expect(html).toContain('id="initial-deck"');
    expect(await firstQuestions(page, 1)).toEqual(hostSeen);
    expect(warnings.filter((text) => /re-rendered/.test(text))).toEqual([]);
    await guest.close();
  });

  test("a table with only 'Light' deals only light cards, and counts only them", async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
    await startTable(page, deck.deckId, { levels: ["Light"] });
    const light = deck.cards.filter((card) => card.intensity === 1).length;
    await expect(page.getByText(`1 of ${light}`, { exact: true })).toBeVisible();
    for (const text of await firstQuestions(page, 4)) {
      expect(LEVEL_WORDS[cardOf(text)!.intensity], text).toBe("Light");
    }
    await expect(page.getByText(`4 of ${light}`, { exact: true })).toBeVisible();
    // The table link again (no position in it): this device goes on where it left off.
    const link = new URL(page.url());
    link.searchParams.delete("card");
    await page.goto(link.pathname + link.search);
    await expect(page.getByText(`4 of ${light}`, { exact: true })).toBeVisible();
  });

  test("at the last card it says so, and 'New order' deals another table", async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
    const link = await startTable(page, deck.deckId, { levels: ["Deep"] });
    const deep = deck.cards.filter((card) => card.intensity === 3).length;
    await page.getByRole("button", { name: "Last card" }).click();
    await expect(page.getByText(`${deep} of ${deep}`, { exact: true })).toBeVisible();
    await question(page);
    await expect(page.getByRole("status").filter({ hasText: "That was the last card at this table." })).toBeVisible();
    await page.getByRole("button", { name: "New order" }).click();
    await page.getByRole("dialog", { name: "Deal a new order?" }).getByRole("button", { name: "New order" }).click();
    await expect(page.getByText(`1 of ${deep}`, { exact: true })).toBeVisible();
    const seed = (url: string) => new URL(url).searchParams.get("seed");
    await expect.poll(() => seed(page.url())).not.toBe(seed(link));
    expect(new URL(page.url()).searchParams.get("levels")).toBe("deep");
  });

  test("the timer counts down from the reveal, pauses and resumes", async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
    await page.clock.install();
    await startTable(page, deck.deckId, { timer: "30 seconds" });
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText("0:30");
    await page.clock.runFor(5_000);
    await expect(timer).toHaveText("0:25");
    await page.getByRole("button", { name: "Pause timer" }).click();
    await page.clock.runFor(10_000);
    await expect(timer).toHaveText("0:25");
    await page.getByRole("button", { name: "Resume timer" }).click();
    await page.clock.runFor(26_000);
    await expect(timer).toHaveText("0:00");
    // Play goes on: the next card waits for its reveal with the full time.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.clock.runFor(1_000);
    await expect(timer).toHaveText("0:30");
  });

  for (const viewport of [
    { width: 320, height: 568 },
    { width: 568, height: 320 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}×${viewport.height}, with names and a timer, every control of the table is on screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await acceptCookies(page);
      await skipTour(page);
      await page.goto(`/play/${deck.deckId}?seed=abcd1234&levels=light%2Cpersonal&timer=60&player=Ana&player=Ben&player=Chlo%C3%A9`);
      await expect(page.getByText("Ana's turn")).toBeVisible();
      await expect(page.getByRole("timer")).toBeVisible();
      await cardSettled(page);
      const controls = ["First card", "Previous", "Next", "Last card", "Share table", "New order", "Pause timer"];
      await expect.poll(() => controlProblems(page, controls)).toEqual([]);
    });
  }

  test("at 320×568 a 60-character name fits the turn pill: \"'s turn\" on screen whole, the whole name for screen readers", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await acceptCookies(page);
    await skipTour(page);
    const long = "Maximiliana Alessandra Konstantinopoulou-Worthington the 3rd";
    expect(long).toHaveLength(60);
    // The table keeps a name's first 40 characters (shared/table-address.ts): that is the whole name at the table.
    const kept = long.slice(0, 40);
    await page.goto(`/play/${deck.deckId}?seed=abcd1234&levels=light%2Cpersonal&timer=60&player=${encodeURIComponent(long)}&player=Ben`);
    const pill = page.locator(".turn");
    await expect(pill).toBeVisible();
    await cardSettled(page);
    type Box = { x: number; y: number; width: number; height: number };
    const within = (box: Box | null, outer: Box) => box !== null && box.x >= outer.x - 0.5 && box.x + box.width <= outer.x + outer.width + 0.5 && box.y >= outer.y - 0.5 && box.y + box.height <= outer.y + outer.height + 0.5;
    const pillBox = await pill.boundingBox();
    expect(within(pillBox, { x: 0, y: 0, width: 320, height: 568 }), `the pill ${JSON.stringify(pillBox)} on the 320×568 screen`).toBe(true);
    const words = pill.getByText("'s turn", { exact: true });
    await expect(words).toBeVisible();
    const wordsBox = await words.boundingBox();
    expect(within(wordsBox, pillBox!), `"'s turn" ${JSON.stringify(wordsBox)} inside the pill ${JSON.stringify(pillBox)}`).toBe(true);
    expect(await words.evaluate((el) => el.scrollWidth <= el.clientWidth), "\"'s turn\" not cut").toBe(true);
    // The whole name is in the text a screen reader reads, however much of it shows.
    await expect(pill).toHaveText(`${kept}'s turn`);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: { name?: { value?: string }; ignored?: boolean }[] };
    expect(nodes.filter((node) => !node.ignored).map((node) => node.name?.value ?? "")).toContain(kept);
    await cdp.detach();
    await expect.poll(() => controlProblems(page, ["First card", "Previous", "Next", "Last card", "Share table", "New order", "Pause timer"])).toEqual([]);
    const dir = process.env.TABLE_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/long-name-320x568.png` });
  });
});
