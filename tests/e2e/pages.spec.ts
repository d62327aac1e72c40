import { acceptCookies, expect, test } from "./fixtures";

test("the pricing toggle switches the All-Access price", async ({ page }) => {
  await acceptCookies(page);
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Your Path to Infinite Dialogue" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yearly" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("$36.00 billed yearly")).toBeVisible();
  await page.getByRole("button", { name: "Monthly" }).click();
  await expect(page.getByText("$4.00/mo billed monthly")).toBeVisible();
  await expect(page.getByText("$36.00 billed yearly")).toHaveCount(0);
  await page.getByRole("button", { name: "Get Unlimited Access" }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("the cookie banner: Accept All hides it for good", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie Settings" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Accept All" }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
  await page.goto("/pricing");
  await expect(page.getByRole("region", { name: "Cookie Settings" })).toHaveCount(0);
});

test("the cookie banner: Manage Settings saves Functional Cookies off", async ({ page }) => {
  await page.goto("/decks");
  await page.getByRole("button", { name: "Manage Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Manage Settings" }).click();
  await dialog.getByRole("switch", { name: "Functional Cookies" }).uncheck();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByRole("region", { name: "Cookie Settings" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
});

test("once answered, the footer's Cookie Settings reopens Cookie Preferences with the stored choice, on any page", async ({ page }) => {
  await acceptCookies(page);
  await page.goto("/faq");
  const footer = page.getByRole("contentinfo");
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  const toggle = dialog.getByRole("switch", { name: "Functional Cookies" });
  await footer.getByRole("navigation", { name: "Legal" }).getByRole("button", { name: "Cookie Settings" }).click();
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
  // Another page (in-app, so the stored choice is not reset by the test's init script).
  await footer.getByRole("link", { name: "Decks", exact: true }).click();
  await expect(page).toHaveURL(/\/decks$/);
  await footer.getByRole("navigation", { name: "Legal" }).getByRole("button", { name: "Cookie Settings" }).click();
  await expect(toggle).not.toBeChecked();
});

test("the cookie banner is not shown on the reading pages", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie Settings" })).toHaveCount(0);
});

test("feedback is sent to the API, and the server's message is shown on a rejection", async ({ page }) => {
  await acceptCookies(page);
  await page.goto("/feedback");
  await expect(page.getByRole("heading", { level: 1, name: "Submit Feedback" })).toBeVisible();
  await page.getByLabel("Email (optional)").fill("not-an-email@nowhere");
  await page.getByLabel("Message").fill("Please add a deck for new parents.");
  // The browser's own check would stop an invalid address; skip it to see the server's answer.
  await page.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email must be a valid email address, like name@example.com.");
  await expect(page.getByLabel("Message")).toHaveValue("Please add a deck for new parents.");

  await page.getByLabel("Email (optional)").fill("parent@example.com");
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByText("Thank you! Your feedback has been sent.")).toBeVisible();
});

test("the information pages have real content and one h1 each", async ({ page }) => {
  for (const [path, title] of [
    ["/about", "About Spark Decks"],
    ["/faq", "Frequently Asked Questions"],
    ["/terms", "Terms of Service"],
    ["/privacy-policy", "Privacy Policy"],
    ["/cookie-policy", "Cookie Policy"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect((await page.locator("main").textContent())?.length ?? 0, path).toBeGreaterThan(800);
  }
  await page.goto("/faq");
  await page.getByText("Can I use Spark Decks offline?").click();
  await expect(page.getByText(/works with no connection/)).toBeVisible();
});

test("the footer links, mail link and social links", async ({ page }) => {
  await acceptCookies(page);
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:/);
  for (const name of ["Facebook", "Twitter", "TikTok"]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} Spark Decks`)).toBeVisible();
  await expect(
    footer.getByText("Spark meaningful conversations and build deeper connections through thoughtfully curated questions."),
  ).toBeVisible();
  await footer.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
});

test.describe("a prerendered page", () => {
  // No worker: every load is the server's prerendered page, as on a first visit.
  test.use({ serviceWorkers: "block" });

  test("comes alive with the styles it was sent: hydrating compiles no CSS of its own, only the account controls' once it knows who is there", async ({
    browser,
    page,
  }) => {
    const styledRules = (p: typeof page) =>
      p.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>("style[data-styled]")]
          .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
          // The server's bookkeeping rules (which class names each component used), read and dropped.
          .filter((rule) => !rule.startsWith("data-styled."))
          .sort(),
      );
    const still = await browser.newContext({ javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto("/pricing");
    const sent = await styledRules(stillPage);
    await still.close();
    expect(sent.length).toBeGreaterThan(20);

    await acceptCookies(page);
    await page.goto("/pricing");
    // Hydrated: React has adopted the prerendered nodes.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__reactFiber"))))
      .toBe(true);
    // The page was drawn before anyone was known: the header held the place of 'Sign In' and
    // 'Sign Up', which appear for a visitor once the page is alive. Theirs are the only new rules.
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    const accountClasses = await page.evaluate(() =>
      [...document.querySelectorAll('header a[href="/signin"], header a[href="/signup"]')].flatMap((link) => [...link.classList]),
    );
    const alive = await styledRules(page);
    expect(alive).toEqual(expect.arrayContaining(sent));
    const added = alive.filter((rule) => !sent.includes(rule));
    expect(added.length).toBeGreaterThan(0);
    for (const rule of added) expect(accountClasses.some((name) => rule.startsWith(`.${name}`)), rule).toBe(true);
  });
});
