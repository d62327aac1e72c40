import { describe, expect, it } from "vitest";
import type { TrackedEvent } from "../../lib/analytics";
import { createDeduplicator, LAST_LOGIN_KEY } from "./dedupe";

const view = (page_path: string, time: number) => ({ name: "page_view", params: { page_path }, time }) as TrackedEvent;
const login = (time: number) => ({ name: "login", params: { method: "cognito" }, time }) as TrackedEvent;

describe("de-duplication windows", () => {
  it("does not track the same path again within 1000 ms", () => {
    const isNew = createDeduplicator();
    expect(isNew(view("/decks", 10_000))).toBe(true);
    expect(isNew(view("/decks", 10_999))).toBe(false);
    expect(isNew(view("/pricing", 10_500))).toBe(true);
    expect(isNew(view("/decks", 11_000))).toBe(true);
    expect(isNew(view("/decks", 11_400))).toBe(false);
  });

  it("suppresses a login within 1000 ms of the last one, through the session key lastLogin", () => {
    expect(createDeduplicator()(login(50_000))).toBe(true);
    expect(sessionStorage.getItem(LAST_LOGIN_KEY)).toBe("50000");
    // Another copy of the code in this tab (a reload) reads the same session key.
    const afterReload = createDeduplicator();
    expect(afterReload(login(50_999))).toBe(false);
    expect(afterReload(login(51_000))).toBe(true);
    expect(afterReload({ name: "logout", params: {}, time: 51_001 } as TrackedEvent)).toBe(true);
  });
});
