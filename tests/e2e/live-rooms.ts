// What the live rooms' specs share: a person in a browser of their own, a signed-up host with a
// room open, and joining it by the QR code's address.
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { newEmail, signUp } from "./accounts";
import { acceptCookies, expect, skipTour } from "./fixtures";

/** A person with a browser of their own (cookies decided, the tour seen). */
export async function newPerson(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await acceptCookies(page);
  await skipTour(page);
  return page;
}

/**
 * Signs `host` up and starts a live room of the deck from 'Play together' (with the levels in
 * `without` unticked, and a timer if given); answers the room's code.
 */
export async function startRoomAs(host: Page, deckId: string, { timer, without = [] }: { timer?: string; without?: string[] } = {}): Promise<string> {
  await signUp(host, "Hana Host", newEmail());
  await host.goto(`/deck/${deckId}`);
  await host.getByRole("button", { name: "Play together" }).click();
  const dialog = host.getByRole("dialog", { name: "Play together" });
  for (const level of without) await dialog.getByRole("checkbox", { name: level }).uncheck();
  if (timer) await dialog.getByRole("combobox", { name: "Timer" }).selectOption({ label: timer });
  await dialog.getByRole("button", { name: "Start a live room" }).click();
  await expect(host).toHaveURL(/\/room\/[A-HJ-NP-Z2-9]{6}$/);
  return new URL(host.url()).pathname.split("/").pop()!;
}

/** Joins the room by the QR code's address, /join/{CODE}, with a name. */
export async function joinAs(page: Page, code: string, name: string) {
  await page.goto(`/join/${code}`);
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByText(`You're ${name}`)).toBeVisible();
}
