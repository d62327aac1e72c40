import { describe, expect, it } from "vitest";
import { AuthFlowError, errorCode, isNetworkError, isNotAuthorized, messageOf } from "./auth-errors";

const coded = (code: string, message: string) => Object.assign(new Error(message), { code, name: code });

describe("auth error mapping", () => {
  it("recognises network failures from the library and from fetch", () => {
    expect(isNetworkError(coded("NetworkError", "Network error"))).toBe(true);
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(coded("NotAuthorizedException", "Incorrect username or password."))).toBe(false);
  });

  it("tells a not-authorized answer apart", () => {
    expect(isNotAuthorized(coded("NotAuthorizedException", "Refresh Token has expired"))).toBe(true);
    expect(isNotAuthorized(coded("UserNotFoundException", "User does not exist."))).toBe(false);
  });

  it("shows the service's message, else the fallback", () => {
    expect(messageOf(coded("UsernameExistsException", "User already exists"), "An error occurred during sign up")).toBe(
      "User already exists",
    );
    expect(messageOf(new Error(""), "An error occurred during sign in")).toBe("An error occurred during sign in");
    expect(messageOf(coded("X", "null"), "fallback")).toBe("fallback");
    expect(messageOf("weird", "fallback")).toBe("fallback");
    expect(messageOf(coded("NetworkError", "Network error"), "fallback")).toBe("A network error has occurred.");
    // The identity service down (the local proxy's 502, Cognito's own outage): said plainly, not its internals.
    for (const code of ["ServiceUnavailableException", "InternalErrorException"]) {
      expect(messageOf(coded(code, "The local identity emulator is not answering."), "fallback")).toBe(
        "Sign-in is not available right now. Please try again in a few minutes.",
      );
    }
  });

  it("reads the code from `code` or from the error's own name", () => {
    expect(errorCode(new AuthFlowError("User cancelled OAuth flow.", "OAuthCancelled"))).toBe("OAuthCancelled");
    expect(errorCode(new Error("plain"))).toBeUndefined();
  });
});
