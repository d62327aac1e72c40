// Sign-in end to end: the production server, its database and the local identity emulator
// (cognito-local) that `npm start` runs. Every account is new, so the tests do not depend on order.
import { execFileSync } from "node:child_process";
import { accountButton, CODE, E2E_DATA_DIR, newEmail, PASSWORD, signIn, signOut, signUp, startSignUp } from "./accounts";
import { acceptCookies, expect, premiumDecks, skipTour, test } from "./fixtures";

test.describe("sign-in", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipTour(page);
  });

  test("sign up with the e-mailed code: the header shows the name and initial; sign out returns to the visitor's header", async ({
    page,
  }) => {
    await signUp(page, "Robin Park", newEmail());
    await expect(accountButton(page, "Robin Park")).toContainText("R");
    await signOut(page, "Robin Park");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
    // The tokens went with the sign-out.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("CognitoIdentityServiceProvider")))).toEqual([]);
  });

  test("a wrong password shows a plain message and keeps the person on the form", async ({ page }) => {
    const email = newEmail();
    await signUp(page, "Sam Wrong", email);
    await signOut(page, "Sam Wrong");
    await page.goto("/signin");
    await signIn(page, email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText(/password|authorized/i);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("forgot password, then reset: signed in again with the new password", async ({ page }) => {
    const email = newEmail();
    await signUp(page, "Kim Reset", email);
    await signOut(page, "Kim Reset");
    await page.goto("/signin");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter your email address");
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await expect(page.getByRole("status")).toHaveText("If an account uses this email, we sent a verification code to it.");
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel("Verification Code").fill(CODE);
    await page.getByLabel("New Password").fill("Brand-new-pass-7");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password successfully reset! Signing you in...")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, "Kim Reset")).toBeVisible();
  });

  test("'Continue with Google' through the hosted sign-in form ends on / signed in", async ({ page }) => {
    const email = newEmail();
    await signUp(page, "Lee Hosted", email);
    await signOut(page, "Lee Hosted");
    await page.goto("/signin");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    // The emulator's stand-in for the hosted UI, served under /identity/ on the app's own port.
    await expect(page).toHaveURL(/\/identity\/oauth2\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(authorize.searchParams.get("identity_provider")).toBe("Google");
    await page.getByLabel("Username:").fill(email);
    await page.getByLabel("Password:").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, "Lee Hosted")).toBeVisible();
    // Signing out after a hosted sign-in leaves through the hosted logout page, back to /.
    const hostedLogout = page.waitForRequest(/\/identity\/logout\?/);
    await signOut(page, "Lee Hosted");
    await hostedLogout;
  });

  test("a visitor's 'Unlock This Deck' → sign-up page → 'Continue with Google' goes on to that deck's checkout", async ({ page }) => {
    const deck = premiumDecks[0];
    const email = newEmail();
    await signUp(page, "Gale Hosted", email);
    await signOut(page, "Gale Hosted");
    await page.goto(`/paywall?deck=${deck.deckId}`);
    await page.getByRole("button", { name: "Unlock This Deck" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/identity\/oauth2\/authorize\?/);
    await page.getByLabel("Username:").fill(email);
    await page.getByLabel("Password:").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The purchase survives the trip through the hosted sign-in: the checkout for that deck opens.
    await expect(page).toHaveURL(/\/payments\/checkout\//);
    await expect(page.getByText(deck.title).first()).toBeVisible();
  });

  test("an account left unconfirmed gets the code step when signing in, then is signed in", async ({ page }) => {
    const email = newEmail();
    await startSignUp(page, "Val Later", email);
    await expect(page.getByLabel("Confirmation Code")).toBeFocused();
    // They wander off before entering the code, and come back to sign in.
    await page.goto("/signin");
    await signIn(page, email);
    await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
    await page.getByLabel("Confirmation Code").fill(CODE);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, "Val Later")).toBeVisible();
  });

  test("'Resend code' on the code step asks the service for a new code; the account then confirms with it", async ({ page }) => {
    const email = newEmail();
    await startSignUp(page, "Noa Resend", email);
    await page.goto("/signin");
    // The address as a person may type it: other case, spaces around. It is one account.
    await signIn(page, `  ${email.toUpperCase()} `);
    await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
    const resent = page.waitForResponse((r) => r.request().headers()["x-amz-target"]?.endsWith(".ResendConfirmationCode") ?? false);
    await page.getByRole("button", { name: "Resend code" }).click();
    expect((await resent).status()).toBe(200);
    await expect(page.getByText(`We sent a new confirmation code to ${email}.`)).toBeVisible();
    await page.getByLabel("Confirmation Code").fill(CODE);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, "Noa Resend")).toBeVisible();
  });

  test("a duplicate sign-up offers signing in and resetting the password", async ({ page }) => {
    const email = newEmail();
    await signUp(page, "Dee Twice", email);
    await signOut(page, "Dee Twice");
    await page.goto("/signup");
    await page.getByLabel("Full Name").fill("Dee Twice");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("An account with this email already exists.");
    await expect(page.getByRole("link", { name: "reset your password" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
  });

  test("/profile sends a visitor to sign in and back to the profile afterwards", async ({ page }) => {
    const email = newEmail();
    await signUp(page, "Ari Profile", email);
    await signOut(page, "Ari Profile");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ari Profile" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test("a signed-in person reloading offline stays signed in", async ({ page, context }) => {
    await signUp(page, "Noor Offline", newEmail());
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    await context.setOffline(true);
    // The session check asks the identity service for the user's attributes; offline, that fails.
    const checkFailed = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname.startsWith("/identity/"));
    await page.reload();
    await checkFailed;
    await expect(accountButton(page, "Noor Offline")).toBeVisible();
    await context.setOffline(false);
  });

  test("tokens about to expire are refreshed on the next start, and the person stays signed in", async ({ page }) => {
    await signUp(page, "Ren Fresh", newEmail());
    const stored = () =>
      page.evaluate(() => {
        const keys = Object.keys(localStorage).filter((k) => k.startsWith("CognitoIdentityServiceProvider."));
        const find = (suffix: string) => localStorage.getItem(keys.find((k) => k.endsWith(suffix)) ?? "");
        return { accessToken: find(".accessToken"), driftKey: keys.find((k) => k.endsWith(".clockDrift")) ?? "" };
      });
    const before = await stored();
    // Pretend the device's clock says the tokens have expired (a day and more has passed).
    await page.evaluate((key) => localStorage.setItem(key, String(-2 * 24 * 3600)), before.driftKey);
    // Not a state to wait for but the clock: tokens carry whole seconds, so one issued in the same
    // second as the last would be the same token.
    await page.waitForTimeout(1100);
    await page.reload();
    await expect(accountButton(page, "Ren Fresh")).toBeVisible();
    await expect.poll(async () => (await stored()).accessToken).not.toBe(before.accessToken);
    expect(await page.evaluate((key) => Number(localStorage.getItem(key)), before.driftKey)).toBeGreaterThan(-60);
  });

  test("a person granted the deck through the admin script reads all of a premium deck", async ({ page }) => {
    const deck = premiumDecks[0];
    const email = newEmail();
    await signUp(page, "Pat Paid", email);
    await page.goto(`/decks/${deck.deckId}/cards/7`);
    await expect(page.getByRole("button", { name: "Unlock Full Deck" })).toBeVisible();

    execFileSync(process.execPath, ["scripts/grant-entitlement.mjs", "--email", email, "--deck", deck.deckId], {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
      stdio: "pipe",
    });
    // The stored preview shows first; online, a preview is always asked for again.
    await page.reload();
    await expect(page.getByRole("button", { name: /^Back side:/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlock Full Deck" })).toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(page.getByText(deck.cards[7].question)).toBeVisible();
    await expect(page.getByText("Preview", { exact: true })).toHaveCount(0);
  });
});
