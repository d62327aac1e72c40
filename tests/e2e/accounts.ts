// New accounts for e2e tests: sign-up with the local identity emulator's fixed code, sign-in and
// sign-out as a person does them. Every account is new, so tests do not depend on order.
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const CODE = process.env.COGNITO_LOCAL_CODE ?? "123456";
export const PASSWORD = "Open-sesame-42";
export const E2E_DATA_DIR = path.resolve(".tmp", `e2e-data-${process.env.E2E_PORT ?? 4180}`);

export const newEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
export const accountButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** Fills in and sends the sign-up form: the pool then asks for the e-mailed code. */
export async function startSignUp(page: Page, name: string, email: string) {
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
}

export async function signUp(page: Page, name: string, email: string) {
  await startSignUp(page, name, email);
  await page.getByLabel("Confirmation Code").fill(CODE);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, name)).toBeVisible();
}

export async function signOut(page: Page, name: string) {
  await accountButton(page, name).click();
  // Sign-out ends with a full load of /.
  await Promise.all([page.waitForEvent("load"), page.getByRole("menuitem", { name: "Sign Out" }).click()]);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Password").press("Enter");
}
