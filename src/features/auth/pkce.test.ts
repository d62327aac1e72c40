import { describe, expect, it } from "vitest";
import { codeChallengeS256, createCodeVerifier, createState, randomString, STATE_LENGTH, VERIFIER_LENGTH } from "./pkce";

describe("PKCE", () => {
  it("makes a 128-character verifier from the unreserved alphabet, different every time", () => {
    const verifiers = Array.from({ length: 20 }, createCodeVerifier);
    for (const verifier of verifiers) {
      expect(verifier).toHaveLength(VERIFIER_LENGTH);
      expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/);
    }
    expect(new Set(verifiers).size).toBe(verifiers.length);
  });

  it("makes a 32-character alphanumeric state", () => {
    const state = createState();
    expect(state).toHaveLength(STATE_LENGTH);
    expect(state).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(createState()).not.toBe(state);
  });

  it("computes the S256 challenge of RFC 7636's example", async () => {
    // RFC 7636, appendix B.
    expect(await codeChallengeS256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("draws every character of the alphabet and nothing else", () => {
    const sample = randomString(5000, "ab");
    expect(new Set(sample)).toEqual(new Set(["a", "b"]));
  });
});
