import { afterEach, describe, expect, it } from "vitest";
import { receiveEvents, type TrackedEvent } from "./analytics";
import { captureInstallPrompt, dismissInstall, installOffer, isIosSafari, promptInstall } from "./install-prompt";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

describe("install offer", () => {
  afterEach(() => localStorage.clear());

  it("recognises iOS Safari, and only it, for the Add to Home Screen guide", () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });

  it("offers the browser's prompt once it fires, and remembers 'Not now'", () => {
    captureInstallPrompt();
    expect(installOffer()).toBeNull();
    const event = new Event("beforeinstallprompt", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installOffer()).toBe("prompt");
    dismissInstall();
    expect(installOffer()).toBeNull();
  });

  it("records the person's answer to the browser's prompt as an engagement event", async () => {
    const recorded: TrackedEvent[] = [];
    receiveEvents((event) => recorded.push(event));
    captureInstallPrompt();
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: "accepted" as const }),
    });
    window.dispatchEvent(event);
    await promptInstall();
    expect(recorded.map(({ name, params }) => ({ name, params }))).toEqual([
      { name: "engagement", params: { category: "App", action: "install", label: "accepted" } },
    ]);
  });
});
