import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { newEmail, signIn, signOut, signUp } from "./accounts";
import { acceptCookies, expect, skipTour, test } from "./fixtures";

// A person's own decks on two devices and with others: a change made offline that loses to a later
// one is kept and told, not lost; a deleted deck's link comes back with 'Undo'; 'Share card' hands
// out only what others can open; the plan's limit is said before anything is written; the editor
// asks before changes are dropped; 'Save a copy' saves one copy. OWN_DECK_SCREENSHOTS=dir saves
// what the person sees of a conflict as dir/conflict-390x844.png (and the whole page, dir/conflict-decks-390x844.png).

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "en-GB" };

async function newBrowser(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await acceptCookies(page);
  await skipTour(page);
  return page;
}

/** A new deck, made in the editor and saved with the account. */
async function makeDeck(page: Page, title: string, questions: string[]) {
  await page.goto("/my-decks/new");
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  for (const [i, question] of questions.entries()) {
    if (i > 0) await page.getByRole("button", { name: "Add question" }).click();
    await page.getByRole("textbox", { name: `Question ${i + 1}` }).fill(question);
  }
  await page.getByRole("button", { name: "Save deck" }).click();
  await expect(page).toHaveURL(/\/my-decks$/);
  await expect(page.getByText("Deck saved.")).toBeVisible();
}

/** A deck's row in My Decks, by its title (Chromium names no list item by aria-labelledby). */
const deckRow = (page: Page, title: string | RegExp) =>
  page.getByRole("list", { name: "Your decks" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The deck's link, made with 'Share' in My Decks. */
async function shareLink(page: Page, title: string): Promise<string> {
  await page.goto("/my-decks");
  await deckRow(page, title).getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share" });
  const link = await dialog.getByRole("textbox", { name: "Link to this deck" }).inputValue();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toHaveCount(0);
  return new URL(link).pathname;
}

test.describe("own decks on two devices and with others", () => {
  test("a phone's offline edit that loses to the laptop's later rename is kept as a deck of its own, and the phone says so", async ({ browser, baseURL }) => {
    test.slow();
    const email = newEmail();
    const laptop = await newBrowser(browser, baseURL);
    await signUp(laptop, "Tess Twodevices", email);
    await makeDeck(laptop, "Team plan", ["What went well this week?"]);

    const phone = await newBrowser(browser, baseURL, PHONE);
    await phone.goto("/signin");
    await signIn(phone, email);
    // Signed in, the sign-in page goes home.
    await expect(phone).toHaveURL(/\/$/);
    await phone.goto("/my-decks");
    await deckRow(phone, "Team plan").getByRole("link", { name: "Edit" }).click();
    await expect(phone.getByRole("textbox", { name: "Title" })).toHaveValue("Team plan");

    // On the phone, offline: a new title and a question added.
    await phone.context().setOffline(true);
    await phone.getByRole("textbox", { name: "Title" }).fill("Team plan for Friday");
    await phone.getByRole("button", { name: "Add question" }).click();
    await phone.getByRole("textbox", { name: "Question 2" }).fill("What should we try next week?");
    await phone.getByRole("button", { name: "Save deck" }).click();
    await expect(phone.getByText("Deck saved on this device. It will reach your account when you're back online.")).toBeVisible();

    // Meanwhile the laptop renames the same deck: the later change, which stands.
    await laptop.goto("/my-decks");
    await deckRow(laptop, "Team plan").getByRole("link", { name: "Edit" }).click();
    await laptop.getByRole("textbox", { name: "Title" }).fill("Team plan (laptop)");
    await laptop.getByRole("button", { name: "Save deck" }).click();
    await expect(laptop.getByText("Deck saved.")).toBeVisible();

    // The phone comes back online: its version is kept as a deck of its own, and it says so.
    await phone.context().setOffline(false);
    const copyName = /^Team plan for Friday \(from \d{1,2} \w{3}, \d{1,2}:\d{2}\)$/;
    const copy = deckRow(phone, copyName);
    await expect(copy).toBeVisible({ timeout: 15_000 });
    const copyTitle = (await copy.getByRole("heading").textContent())!;
    await expect(phone.getByRole("status").filter({ hasText: "was changed on another device" })).toHaveText(
      `“Team plan (laptop)” was changed on another device after you changed it on this device. Your version is kept as “${copyTitle}”.OK`,
    );
    await expect(copy).toContainText("2 cards");
    await expect(deckRow(phone, "Team plan (laptop)")).toContainText(`Your version is kept as “${copyTitle}”.`);
    await expect(phone.getByText("2 of 3 decks, each of up to 50 cards, on your plan.")).toBeVisible();
    const dir = process.env.OWN_DECK_SCREENSHOTS;
    if (dir) {
      // The offline save's message has been read by now.
      await phone.getByRole("button", { name: "Dismiss" }).click();
      await phone.screenshot({ path: `${dir}/conflict-390x844.png` });
      await phone.screenshot({ path: `${dir}/conflict-decks-390x844.png`, fullPage: true });
    }

    // Both devices end with both decks.
    await laptop.goto("/my-decks");
    await expect(laptop.getByRole("link", { name: "Team plan (laptop)", exact: true })).toBeVisible();
    await expect(laptop.getByRole("link", { name: copyTitle, exact: true })).toBeVisible();
    await laptop.getByRole("link", { name: copyTitle, exact: true }).click();
    await expect(laptop.getByText("1 of 2", { exact: true })).toBeVisible();

    // Told once: 'OK' takes the notice away, and a reload does not bring it (or another copy) back.
    await phone.getByRole("button", { name: "OK", exact: true }).click();
    await expect(phone.getByText(/was changed on another device/)).toHaveCount(0);
    await phone.reload();
    await expect(phone.getByRole("link", { name: copyTitle, exact: true })).toBeVisible();
    await expect(phone.getByRole("list", { name: "Your decks" }).getByRole("listitem")).toHaveCount(2);
    await expect(phone.getByText(/was changed on another device/)).toHaveCount(0);
    for (const page of [laptop, phone]) await page.context().close();
  });

  test("Delete then Undo keeps the deck's /shared/ link working, the same link", async ({ browser, baseURL }) => {
    test.slow();
    const owner = await newBrowser(browser, baseURL);
    await signUp(owner, "Una Undo", newEmail());
    await makeDeck(owner, "Book club", ["Which character would you have dinner with?"]);
    const link = await shareLink(owner, "Book club");
    const visitor = await newBrowser(browser, baseURL);
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { name: "Book club" })).toBeVisible();

    await deckRow(owner, "Book club").getByRole("button", { name: "Delete" }).click();
    // The pointer on the toast holds it while the deletion reaches the account.
    await owner.getByRole("button", { name: "Undo", exact: true }).hover();
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByRole("heading", { name: "Deck not found" })).toBeVisible({ timeout: 1000 });
    }).toPass();

    await owner.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(deckRow(owner, "Book club")).toBeVisible();
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByRole("heading", { name: "Book club" })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(deckRow(owner, "Book club")).not.toContainText("Not saved to your account");
    expect(await shareLink(owner, "Book club")).toBe(link);
    for (const page of [owner, visitor]) await page.context().close();
  });

  test("'Share card' on a question of one's own shares its text, or the deck's link at that card once the deck is shared: never a private address", async ({ browser, baseURL }) => {
    test.slow();
    const owner = await newBrowser(browser, baseURL);
    await signUp(owner, "Sol Sharer", newEmail());
    await makeDeck(owner, "Icebreakers", ["What was your first job?", "What is a skill you would love to learn?"]);
    const secondCard = async () => {
      await owner.getByRole("link", { name: "Icebreakers", exact: true }).click();
      await owner.getByRole("button", { name: "Next" }).click();
      await expect(owner.getByText("2 of 2", { exact: true })).toBeVisible();
      await owner.getByRole("button", { name: "Back side: Icebreakers. Tap to reveal" }).click();
      await owner.getByRole("button", { name: "Share card" }).click();
    };

    // Not shared: the question goes as text.
    await owner.goto("/my-decks");
    await secondCard();
    const asText = owner.getByRole("dialog", { name: "Share this question" });
    await expect(asText).toContainText("What is a skill you would love to learn?");
    await expect(asText.getByRole("textbox")).toHaveCount(0);
    await expect(owner.getByRole("dialog", { name: "Share this card" })).toHaveCount(0);
    await asText.getByRole("button", { name: "Close" }).click();

    // Shared: the deck's link at that card, which a friend opens without an account.
    const link = await shareLink(owner, "Icebreakers");
    await secondCard();
    const card = await owner.getByRole("dialog", { name: "Share this card" }).getByRole("textbox", { name: "Link to this card" }).inputValue();
    expect(new URL(card).pathname).toBe(`${link}/cards/1`);
    const friend = await newBrowser(browser, baseURL);
    await friend.goto(new URL(card).pathname);
    await expect(friend.getByText("2 of 2", { exact: true })).toBeVisible();
    await friend.getByRole("button", { name: "Back side: Icebreakers. Tap to reveal" }).click();
    await expect(friend.getByText("What is a skill you would love to learn?", { exact: true })).toBeVisible();
    await expect(friend).not.toHaveURL(/signin/);
    for (const page of [owner, friend]) await page.context().close();
  });

  test("My Decks counts what the account holds, and at the limit 'New deck' says what the limit is", async ({ browser, baseURL }) => {
    test.slow();
    const page = await newBrowser(browser, baseURL);
    await signUp(page, "Lim Limit", newEmail());
    for (const n of [1, 2, 3]) await makeDeck(page, `Deck ${n}`, [`Question ${n}?`]);
    await expect(page.getByText("3 of 3 decks, each of up to 50 cards, on your plan.")).toBeVisible();
    await page.getByRole("button", { name: "New deck" }).click();
    await expect(page.getByRole("alert")).toHaveText("You can keep 3 decks on your plan. Delete one, or get the All-Access Pass for 100. See plans");
    await expect(page).toHaveURL(/\/my-decks$/);
    await page.context().close();
  });

  test("the editor asks before changes are dropped: 'Back to My Decks', the browser's Back, closing the tab", async ({ browser, baseURL }) => {
    test.slow();
    const page = await newBrowser(browser, baseURL);
    await signUp(page, "Dee Discard", newEmail());
    await page.goto("/my-decks");
    await page.getByRole("button", { name: "New deck" }).click();
    await expect(page).toHaveURL(/\/my-decks\/new$/);
    await page.getByRole("textbox", { name: "Title" }).fill("Half a thought");

    await page.getByRole("link", { name: "Back to My Decks" }).click();
    const asking = page.getByRole("dialog", { name: "Discard changes?" });
    await asking.getByRole("button", { name: "Keep editing" }).click();
    await expect(asking).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-decks\/new$/);
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("Half a thought");

    await page.goBack();
    await asking.getByRole("button", { name: "Discard" }).click();
    await expect(page).toHaveURL(/\/my-decks$/);
    await expect(page.getByRole("heading", { name: "My Decks", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No decks yet" })).toBeVisible();

    // Closing the tab: the browser's own question.
    await page.getByRole("button", { name: "New deck" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Another thought");
    const question = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
    await page.context().close();
  });

  test("a visitor is offered 'Sign in to save a copy'; signed in, 'Save a copy' twice saves one copy and says where it is", async ({ browser, baseURL }) => {
    test.slow();
    const owner = await newBrowser(browser, baseURL);
    await signUp(owner, "Gia Giver", newEmail());
    await makeDeck(owner, "Game night", ["Which board game do you always lose at?"]);
    const link = await shareLink(owner, "Game night");

    const friendEmail = newEmail();
    const friend = await newBrowser(browser, baseURL);
    await signUp(friend, "Fin Friend", friendEmail);
    await signOut(friend, "Fin Friend");
    await friend.goto(link);
    await expect(friend.getByRole("heading", { name: "Game night" })).toBeVisible();
    await expect(friend.getByRole("button", { name: "Save a copy" })).toHaveCount(0);
    await friend.getByRole("link", { name: "Sign in to save a copy" }).click();
    await expect(friend).toHaveURL(/\/signin$/);
    await signIn(friend, friendEmail);
    await expect(friend).toHaveURL(new RegExp(`${link}$`));

    await friend.getByRole("button", { name: "Save a copy" }).click();
    await expect(friend).toHaveURL(/\/my-decks$/);
    await expect(friend.getByRole("link", { name: "Game night", exact: true })).toBeVisible();

    await friend.goto(link);
    await friend.getByRole("button", { name: "Save a copy" }).click();
    const note = friend.getByRole("status").filter({ hasText: "This deck is already in My Decks" });
    await expect(note).toHaveText("This deck is already in My Decks: open your copy.");
    await note.getByRole("link", { name: "open your copy" }).click();
    await expect(friend).toHaveURL(/\/my-decks\/my-[a-z0-9-]+\/play$/);
    await expect(friend.getByRole("heading", { name: "Game night" })).toBeVisible();
    await friend.goto("/my-decks");
    await expect(friend.getByRole("list", { name: "Your decks" }).getByRole("listitem")).toHaveCount(1);
    for (const page of [owner, friend]) await page.context().close();
  });
});
