import { afterEach, describe, expect, it, vi } from "vitest";
import { setAccessTokenProvider } from "./auth-token";
import { ApiError, apiRequest, describeError, MALFORMED_JSON_MESSAGE } from "./http";

function answer(status: number, body: string) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(body, { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("returns the parsed body and asks for JSON", async () => {
    answer(200, JSON.stringify([{ deckId: "a" }]));
    await expect(apiRequest("/decks")).resolves.toEqual([{ deckId: "a" }]);
    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe("/api/decks");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
  });

  it("asks as the signed-in person, or as a visitor when told to (a live room's participant)", async () => {
    setAccessTokenProvider(async () => "access-1", () => true);
    try {
      answer(200, "{}");
      await apiRequest("/me/entitlements");
      await apiRequest("/rooms/K7PQ2X/participants", { method: "POST", body: "{}" }, { asVisitor: true });
      const [signedIn, visitor] = vi.mocked(fetch).mock.calls.map(([, init]) => new Headers(init?.headers).get("Authorization"));
      expect(signedIn).toBe("Bearer access-1");
      expect(visitor).toBeNull();
    } finally {
      setAccessTokenProvider(async () => null, () => false);
    }
  });

  it("carries the status, the body text and the server's message on an error", async () => {
    const body = JSON.stringify({ error: "deck_not_found", message: 'There is no deck "x".' });
    answer(404, body);
    const error = (await apiRequest("/decks/x/cards").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.body).toBe(body);
    expect(error.code).toBe("deck_not_found");
    expect(error.message).toBe('There is no deck "x".');
  });

  it("reports a non-JSON success body as malformed JSON", async () => {
    answer(200, "<html>proxy page</html>");
    const error = (await apiRequest("/decks").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(MALFORMED_JSON_MESSAGE);
    expect(error.body).toBe("<html>proxy page</html>");
    expect(error.status).toBe(200);
  });

  it("keeps the body text of a non-JSON error", async () => {
    answer(502, "Bad Gateway");
    const error = (await apiRequest("/decks").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBe("Bad Gateway");
  });

  it("shows the spec's message for an error whose body is not JSON, with the status kept", async () => {
    answer(500, "<html><body>Internal Server Error</body></html>");
    const error = (await apiRequest("/decks").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("Invalid or malformed JSON was provided");
    expect(error.status).toBe(500);
    expect(describeError(error, "fallback")).toBe("Invalid or malformed JSON was provided");
  });

  it("sends a JSON body with its content type", async () => {
    answer(201, "{}");
    await apiRequest("/feedback", { method: "POST", body: JSON.stringify({ message: "hello there" }) });
    const [, init] = vi.mocked(fetch).mock.calls[0];
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });
});

describe("describeError", () => {
  it("explains a network failure as being offline", () => {
    expect(describeError(new TypeError("Failed to fetch"), "x")).toMatch(/offline/);
    expect(describeError(new Error("boom"), "fallback")).toBe("fallback");
  });
});
