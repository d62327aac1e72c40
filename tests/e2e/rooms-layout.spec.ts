import type { Locator, Page } from "@playwright/test";
import { expect, freeDecks, test } from "./fixtures";
import { joinAs, newPerson, startRoomAs } from "./live-rooms";

// A live room's screens fit the devices people hold: a participant's phone, upright, on its side
// and small, shows the card, "Card n of total", the timer, who answers and 'Leave room' without
// scrolling; a host's phone reaches 'Next card' and the reveal without scrolling (the way in may
// sit below); a laptop or projector shows everything at once; and no card starts under the fixed
// header. One room, the screens resized in turn.

// Team Kick-off's Personal cards hold the longest texts of the free decks: the room takes only
// those, and moves on until a card with a question and a follow-up of at least LONG characters.
const deck = freeDecks.find((d) => d.deckId === "team-kickoff")!;
const LONG = 130;
const isLong = (question: string) => {
  const card = deck.cards.find((c) => c.question === question);
  return !!card?.followUp && card.question.length + card.followUp.length >= LONG;
};

const PHONES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 320, height: 568 },
];
const HOST_SCREENS = [
  { width: 390, height: 844, phone: true },
  { width: 844, height: 390, phone: true },
  { width: 1280, height: 720, phone: false },
  { width: 1920, height: 1080, phone: false },
];
/** Soft: a run reports every screen that does not fit, not only the first. */
const fits = expect.configure({ soft: true });
type Size = { width: number; height: number };
const sizeName = ({ width, height }: Size) => `${width}x${height}`;

/** For a review of the layout: ROOM_SCREENSHOTS=dir saves dir/{who}-{stage}-WxH.png. */
async function shoot(page: Page, name: string) {
  const dir = process.env.ROOM_SCREENSHOTS;
  const size = page.viewportSize();
  if (dir && size) await page.screenshot({ path: `${dir}/${name}-${sizeName(size)}.png` });
}

/**
 * Every way the named things fail to be usable on this screen without scrolling: missing, outside
 * the viewport, a control under 44 px tall, the text starting under the fixed header, or (with
 * `noScroll`) a document taller than the screen.
 */
async function layoutProblems(
  page: Page,
  { inView, controls = [], belowHeader = [], noScroll = false }: { inView: Record<string, Locator>; controls?: string[]; belowHeader?: string[]; noScroll?: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  const size = page.viewportSize()!;
  const header = await page.locator("header").first().boundingBox();
  const headerBottom = header ? header.y + header.height : 0;
  const scroll = await page.evaluate(() => ({ y: window.scrollY, height: document.documentElement.scrollHeight, inner: window.innerHeight }));
  if (scroll.y !== 0) problems.push(`the page is scrolled to ${scroll.y}`);
  if (noScroll && scroll.height > scroll.inner) problems.push(`the page scrolls: ${scroll.height} px of content in ${scroll.inner} px`);
  for (const [name, locator] of Object.entries(inView)) {
    const box = await locator.boundingBox();
    if (!box) {
      problems.push(`${name} is not shown`);
      continue;
    }
    const where = `[${Math.round(box.x)},${Math.round(box.y)} → ${Math.round(box.x + box.width)},${Math.round(box.y + box.height)}]`;
    if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > size.width + 0.5 || box.y + box.height > size.height + 0.5) {
      problems.push(`${name} ${where} is outside the ${size.width}×${size.height} screen`);
    }
    if (controls.includes(name) && box.height < 43.5) problems.push(`${name} is ${box.height} px tall, under 44 px`);
    if (belowHeader.includes(name) && box.y < headerBottom - 0.5) problems.push(`${name} ${where} starts under the header (its bottom at ${headerBottom})`);
  }
  return problems;
}

/** The question on a screen's card once it is revealed. */
const questionOn = (page: Page) => page.locator("main article .question");
/** Who answers, on a participant's screen: themselves or someone else. */
const PICKED = /^(You answer|.+ answers)$/;

/** The card's question set under 16 px, or its text not fitting the card (it would scroll inside it). */
async function cardTextProblems(page: Page): Promise<string[]> {
  return page.locator("main article").evaluate((card) => {
    const problems: string[] = [];
    const question = card.querySelector(".question");
    const text = card.querySelector<HTMLElement>(".text");
    if (!question || !text) return ["no question on the card"];
    const size = parseFloat(getComputedStyle(question).fontSize);
    if (size < 16) problems.push(`the question is set in ${size} px, under 16 px`);
    if (text.scrollHeight > text.clientHeight + 1) problems.push(`the card's text needs ${text.scrollHeight} px and has ${text.clientHeight} px`);
    return problems;
  });
}

async function checkParticipant(page: Page, stage: "waiting" | "face-down" | "revealed", who = "participant") {
  const leave = page.getByRole("button", { name: "Leave room" });
  const inView: Record<string, Locator> = { "'Leave room'": leave, "the timer": page.getByRole("timer") };
  if (stage === "waiting") inView["the waiting line"] = page.getByText("Waiting for the host...");
  else {
    inView["the card"] = page.locator("main article");
    inView['"Card n of total"'] = page.getByText(/^Card \d+ of \d+$/);
  }
  if (stage === "revealed") {
    inView["the question"] = questionOn(page);
    inView["who answers"] = page.getByText(PICKED);
  }
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await fits
      .poll(() => layoutProblems(page, { inView, controls: ["'Leave room'"], belowHeader: ["the question", "the waiting line", "the card"], noScroll: true }), {
        message: `the participant's screen at ${sizeName(size)}, ${stage}`,
      })
      .toEqual([]);
    if (stage === "revealed") await fits.poll(() => cardTextProblems(page), { message: `the card's text at ${sizeName(size)}` }).toEqual([]);
    await shoot(page, `${who}-${stage}`);
  }
}

async function checkHost(page: Page, stage: "waiting" | "face-down" | "revealed") {
  const controls = ["'Next card'", `'${stage === "revealed" ? "Hide" : "Reveal"} card'`];
  const inView: Record<string, Locator> = {
    [controls[0]]: page.getByRole("button", { name: "Next card" }),
    [controls[1]]: page.getByRole("button", { name: stage === "revealed" ? "Hide card" : "Reveal card" }),
    "the card": page.locator("main article"),
  };
  if (stage === "revealed") inView["the question"] = questionOn(page);
  for (const { phone, ...size } of HOST_SCREENS) {
    await page.setViewportSize(size);
    // On a projector or laptop everything is on screen at once: every control, the way in, the names.
    const everything: Record<string, Locator> = phone
      ? {}
      : {
          "'End room'": page.getByRole("button", { name: "End room" }),
          "'Pick someone'": page.getByRole("button", { name: "Pick someone" }),
          "the QR code": page.getByRole("img", { name: "QR code to join" }),
          "who joined": page.getByRole("list", { name: "Who joined" }),
          "the timer": page.getByRole("timer"),
        };
    await fits
      .poll(() => layoutProblems(page, { inView: { ...inView, ...everything }, controls, belowHeader: ["the question", "the card"], noScroll: !phone }), {
        message: `the host's screen at ${sizeName(size)}, ${stage}`,
      })
      .toEqual([]);
    if (stage === "revealed") await fits.poll(() => cardTextProblems(page), { message: `the host's card text at ${sizeName(size)}` }).toEqual([]);
    await shoot(page, `host-${stage}`);
  }
}

test("a live room fits phones upright and sideways, a small phone, a laptop and a projector", async ({ browser, baseURL }) => {
  test.slow();
  const host = await newPerson(browser, baseURL);
  const code = await startRoomAs(host, deck.deckId, { without: ["Light", "Deep"], timer: "30 seconds" });

  // Two people on phones; the second's long name is what the first sees when the second answers.
  const people: Page[] = [];
  for (const name of ["Ana", "Maximiliana Featherstonehaugh"]) {
    const page = await newPerson(browser, baseURL, { viewport: PHONES[0], isMobile: true, hasTouch: true });
    await joinAs(page, code, name);
    await expect(page.getByText("Waiting for the host...")).toBeVisible();
    people.push(page);
  }
  await expect(host.getByRole("list", { name: "Who joined" }).getByRole("listitem")).toHaveCount(2);
  await checkParticipant(people[0], "waiting");
  await checkHost(host, "waiting");

  await host.getByRole("button", { name: "Next card" }).click();
  for (const page of people) await expect(page.locator('main article[data-side="back"]')).toBeVisible();
  await checkParticipant(people[0], "face-down");
  await checkHost(host, "face-down");

  // Reveal, and move on until the card has a long question and a follow-up.
  await host.getByRole("button", { name: "Reveal card" }).click();
  for (let tries = 0; !isLong((await questionOn(host).textContent())!); tries++) {
    expect(tries, `a card of at least ${LONG} characters with a follow-up among the room's cards`).toBeLessThan(deck.cards.length);
    await host.getByRole("button", { name: "Next card" }).click();
    await host.getByRole("button", { name: "Reveal card" }).click();
    await expect(host.getByRole("button", { name: "Hide card" })).toBeVisible();
  }
  const question = (await questionOn(host).textContent())!;
  await host.getByRole("button", { name: "Start timer" }).click();
  await host.getByRole("button", { name: "Pick someone" }).click();
  for (const page of people) {
    await expect(questionOn(page)).toHaveText(question);
    await expect(page.getByRole("timer")).toHaveAttribute("data-running", "true");
    await expect(page.getByText(PICKED)).toBeVisible();
  }
  for (const [index, page] of people.entries()) await checkParticipant(page, "revealed", `participant${index + 1}`);
  await checkHost(host, "revealed");
  for (const page of [host, ...people]) await page.context().close();
});
