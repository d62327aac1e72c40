// What the viewer's component tests share: a device that has seen the tour and holds nothing yet,
// and pressing a control by keyboard (jsdom has no pointer capture for the card's drag handling).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { deviceDb } from "../../src/lib/device-db";

export async function freshViewerDevice() {
  localStorage.clear();
  localStorage.setItem("sparkDecks.onboardingSeen", "true");
  await deviceDb.clearAll();
}

export async function press(name: string) {
  (await screen.findByRole("button", { name })).focus();
  await userEvent.keyboard("{Enter}");
}
