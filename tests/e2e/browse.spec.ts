import { acceptCookies, expect, freeDecks, premiumDecks, skipTour, test } from "./fixtures";

test.describe("browsing decks", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("landing → Explore Decks → a free deck → card 2, with the address kept", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Spark Meaningful Conversations" })).toBeVisible();
    for (const title of ["Curated Questions", "Personal Growth", "Build Connections"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await page.getByRole("button", { name: "Explore Decks" }).click();
    await expect(page).toHaveURL(/\/decks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Deck" })).toBeVisible();

    const deck = freeDecks[0];
    const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(titles.slice(0, freeDecks.length)).toEqual(freeDecks.map((d) => d.title));
    expect(titles.slice(freeDecks.length)).toEqual(premiumDecks.map((d) => d.title));

    await page.getByRole("link", { name: new RegExp(deck.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/deck/${deck.deckId}$`));
    await expect(page.getByText(deck.cards[0].question)).toBeVisible();
    await expect(page.getByText(`1 of ${deck.cards.length}`)).toBeVisible();

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/decks/${deck.deckId}/cards/1$`));
    await expect(page.getByText(`2 of ${deck.cards.length}`)).toBeVisible();
    // Card 2 arrives face down; a tap on it reveals the question.
    await page.getByRole("button", { name: /^Back side:/ }).click();
    await expect(page.getByText(deck.cards[1].question)).toBeVisible();

    // History entries are replaced: Back leaves the deck instead of stepping through cards.
    await page.goBack();
    await expect(page).toHaveURL(/\/decks$/);
  });

  test("a deep link to a card opens that card, and an out-of-range index is clamped", async ({ page }) => {
    const deck = freeDecks[1];
    await page.goto(`/decks/${deck.deckId}/cards/3`);
    await expect(page.getByText(`4 of ${deck.cards.length}`)).toBeVisible();
    await page.keyboard.press(" ");
    await expect(page.getByText(deck.cards[3].question)).toBeVisible();
    await page.goto(`/decks/${deck.deckId}/cards/999`);
    await expect(page.getByText(`${deck.cards.length} of ${deck.cards.length}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("a visitor choosing a premium deck is sent to /signup with the message", async ({ page }) => {
    await page.goto("/decks");
    await page.getByRole("link", { name: new RegExp(premiumDecks[0].title) }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText("Sign up to access premium decks")).toBeVisible();
    for (const label of ["Full Name", "Email Address", "Password"]) await expect(page.getByLabel(label)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  });

  test("a premium deck opened directly shows the preview and no locked text", async ({ page }) => {
    const deck = premiumDecks[0];
    await page.goto(`/decks/${deck.deckId}/cards/5`);
    await expect(page.getByText("Preview", { exact: true })).toBeVisible();
    await expect(page.getByText(`${deck.cards.length - 5} More Cards Available`)).toBeVisible();
    const html = await page.content();
    for (const card of deck.cards.slice(5)) expect(html).not.toContain(card.question);
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown deck says so, with a way back", async ({ page }) => {
    await page.goto("/deck/no-such-deck");
    await expect(page.getByRole("heading", { name: "Deck not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to all decks" }).click();
    await expect(page).toHaveURL(/\/decks$/);
  });

  test("the header is transparent over the hero and on /decks, a white bar on /about", async ({ page }) => {
    const header = page.locator("header").first();
    await page.goto("/");
    await expect(header).toHaveAttribute("data-transparent", "true");
    // The prerendered page is on screen before its scripts run: scroll once the app has started.
    await page.waitForLoadState("networkidle");
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 2000);
    await expect(header).toHaveAttribute("data-transparent", "false");
    await page.goto("/decks");
    await expect(header).toHaveAttribute("data-transparent", "true");
    await page.goto("/about");
    await expect(header).toHaveAttribute("data-transparent", "false");
    await expect(page.getByRole("heading", { level: 1, name: "About Spark Decks" })).toBeVisible();
  });

  test("each page change starts at the top", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Build Connections" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("visitors opening /profile go to /signin", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Forgot Password?" })).toBeVisible();
  });
});
