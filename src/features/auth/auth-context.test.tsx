import { render, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider, CACHED_USER_KEY, useAuth } from "./auth-context";

describe("useAuth", () => {
  it("throws outside an AuthProvider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });

  it("starts from the cached user", () => {
    const user = { id: "1", email: "a@example.com", name: "Ada", username: "ada", picture: "" };
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify(user));
    let seen: unknown;
    function Probe() {
      seen = useAuth().user;
      return null;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(seen).toEqual(user);
  });
});
