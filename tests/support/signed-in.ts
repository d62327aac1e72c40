// A sign-in stored in the browser, as amazon-cognito-identity-js and the auth feature keep it:
// tokens under the spec's prefix, the pool settings and the cached user. The identity service's
// answers come from tests/support/api-mock.ts.
import type { AuthUser } from "../../src/features/auth";
import { testAuthConfig } from "./auth-config";

export const TEST_USER: AuthUser = {
  id: "sub-ada",
  email: "ada@example.com",
  name: "Ada",
  username: "ada@example.com",
  picture: "",
};

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
const jwt = (payload: object) => `${b64({ alg: "RS256" })}.${b64(payload)}.sig`;

/** Signs the test user in on this device (an hour of valid tokens). */
export function storeSignIn(user: AuthUser = TEST_USER) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const prefix = `CognitoIdentityServiceProvider.${testAuthConfig.clientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, user.username);
  localStorage.setItem(`${prefix}.${user.username}.idToken`, jwt({ exp, iat: exp - 3600, sub: user.id }));
  localStorage.setItem(`${prefix}.${user.username}.accessToken`, jwt({ exp, iat: exp - 3600, sub: user.id }));
  localStorage.setItem(`${prefix}.${user.username}.refreshToken`, "refresh");
  localStorage.setItem(`${prefix}.${user.username}.clockDrift`, "0");
  localStorage.setItem("sparkDecks.authConfig", JSON.stringify(testAuthConfig));
  localStorage.setItem("sparkDecks.user", JSON.stringify(user));
}
