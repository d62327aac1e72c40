// The fuzz's cases for the /identity/ proxy to a real cognito-local.
import type { Rng } from "./rng";
import type { Draft, Fixtures } from "./types";
import { ALPHANUM, B64URL, PRINTABLE, STANDARD_METHODS, enc, encodeBody, jsonBody, junkHeaderValue, junkValue, mutate } from "./junk";

const PAGE_OPERATIONS = [
  "SignUp",
  "ConfirmSignUp",
  "ResendConfirmationCode",
  "InitiateAuth",
  "RespondToAuthChallenge",
  "ForgotPassword",
  "ConfirmForgotPassword",
  "GetUser",
  "ChangePassword",
  "GlobalSignOut",
  "RevokeToken",
  "UpdateUserAttributes",
  "VerifyUserAttribute",
  "GetUserAttributeVerificationCode",
  "DeleteUserAttributes",
  "AssociateSoftwareToken",
  "VerifySoftwareToken",
  "ListDevices",
  "GetTokensFromRefreshToken",
];
// Not the destructive pool or client operations: the run needs its pool and app client.
const OTHER_OPERATIONS = ["AdminGetUser", "ListUsers", "AdminCreateUser", "DescribeUserPool", "AdminInitiateAuth", "AddCustomAttributes", "CreateGroup", "GetUserPoolMfaConfig", "ListGroups", "SetUserSettings", "DescribeUserPoolClient"];

function identityBody(rng: Rng, fx: Fixtures, operation: string): unknown {
  const { clientId, userPoolId } = fx.identity.settings;
  const email = rng.chance(0.5) ? `fuzz-${rng.chars(ALPHANUM, 8)}@example.com` : rng.pick(["", "not-an-email", "a@b", "x".repeat(300) + "@example.com"]);
  const password = rng.pick(["correct horse 1", "short", "", "p".repeat(300)]);
  const access = rng.chance(0.5) ? fx.victimAccessToken : rng.pick(fx.oddTokens);
  switch (operation) {
    case "SignUp":
      return { ClientId: clientId, Username: email, Password: password, UserAttributes: [{ Name: "name", Value: "Fuzz" }] };
    case "ConfirmSignUp":
    case "ConfirmForgotPassword":
      return { ClientId: clientId, Username: email, ConfirmationCode: rng.pick(["123456", "000000", ""]), Password: password };
    case "ResendConfirmationCode":
    case "ForgotPassword":
      return { ClientId: clientId, Username: email };
    case "InitiateAuth":
      return {
        ClientId: clientId,
        AuthFlow: rng.pick(["USER_PASSWORD_AUTH", "USER_SRP_AUTH", "REFRESH_TOKEN_AUTH", "REFRESH_TOKEN", "CUSTOM_AUTH", "ADMIN_NO_SRP_AUTH", "JUNK"]),
        AuthParameters: rng.pick([{ USERNAME: email, PASSWORD: password }, { SRP_A: rng.chars("0123456789abcdef", 64), USERNAME: email }, { REFRESH_TOKEN: rng.chance(0.3) ? fx.victimRefreshToken : "junk" }, {}]),
      };
    case "RespondToAuthChallenge":
      return { ClientId: clientId, ChallengeName: rng.pick(["PASSWORD_VERIFIER", "NEW_PASSWORD_REQUIRED", "SMS_MFA", "JUNK"]), Session: rng.chars(B64URL, 40), ChallengeResponses: { USERNAME: email } };
    case "RevokeToken":
      return { ClientId: clientId, Token: rng.chance(0.2) ? fx.victimRefreshToken : rng.chars(B64URL, 40) };
    case "GetTokensFromRefreshToken":
      return { ClientId: clientId, RefreshToken: fx.victimRefreshToken };
    case "UpdateUserAttributes":
      return { AccessToken: access, UserAttributes: [{ Name: rng.pick(["name", "email", "custom:x", ""]), Value: "Fuzz" }] };
    case "VerifyUserAttribute":
      return { AccessToken: access, AttributeName: "email", Code: "123456" };
    case "GetUserAttributeVerificationCode":
    case "DeleteUserAttributes":
      return { AccessToken: access, AttributeName: "email", UserAttributeNames: ["name"] };
    case "ChangePassword":
      // Only ever a wrong previous password: the victim keeps theirs.
      return { AccessToken: access, PreviousPassword: "wrong password 9", ProposedPassword: password };
    default:
      return { AccessToken: access, ClientId: clientId, UserPoolId: rng.chance(0.7) ? userPoolId : "eu-central-1_nope", Username: email, MaxResults: rng.pick([1, 0, -1, 61]) };
  }
}

export function identityDraft(rng: Rng, fx: Fixtures): Draft {
  const roll = rng.int(100);
  const { clientId, userPoolId } = fx.identity.settings;
  if (roll < 62) {
    const operation = rng.chance(0.8) ? rng.pick(PAGE_OPERATIONS) : rng.pick(OTHER_OPERATIONS);
    const target = rng.pick([
      `AWSCognitoIdentityProviderService.${operation}`,
      `AWSCognitoIdentityProviderService.${operation}`,
      `AWSCognitoIdentityProviderService.${operation}`,
      `AWSCognitoIdentityProviderService.${rng.chars(ALPHANUM, 8)}`,
      "AWSCognitoIdentityProviderService.",
      "AWSCognitoIdentityProviderService",
      `.${operation}`,
      `a.${operation}.b`,
      "x".repeat(3000),
      "AWSCognitoIdentityProviderService.constructor",
      "AWSCognitoIdentityProviderService.__proto__",
      "AWSCognitoIdentityProviderService.toString",
      "",
    ]);
    const headers: [string, string][] = rng.chance(0.95) ? [["X-Amz-Target", target]] : [];
    if (rng.chance(0.05)) headers.push(["X-Amz-Target", target]);
    if (rng.chance(0.1)) headers.push(["X-Amz-User-Agent", junkHeaderValue(rng)]);
    const base = identityBody(rng, fx, operation);
    if (rng.chance(0.45)) {
      // A request the proxy passes on, its fields wrong: what the emulator itself makes of them.
      const wellFormed: [string, string][] = [["X-Amz-Target", `AWSCognitoIdentityProviderService.${rng.pick(PAGE_OPERATIONS)}`]];
      const fields = rng.chance(0.85) ? mutate(rng, base) : base;
      const object = typeof fields === "object" && fields !== null && !Array.isArray(fields) ? fields : { ClientId: fields };
      return { family: "POST /identity/ (well-formed)", method: "POST", path: "/identity/", contentType: "application/x-amz-json-1.1", body: enc.encode(JSON.stringify(object)), headers: wellFormed, wellFormed: true };
    }
    return { family: "POST /identity/", method: "POST", path: "/identity/", contentType: "application/x-amz-json-1.1", body: jsonBody(rng, base, 64 * 1024), headers };
  }
  const authorize = {
    client_id: rng.chance(0.8) ? clientId : rng.chars(ALPHANUM, 26),
    redirect_uri: rng.pick(["http://localhost:3999/auth-callback", "https://evil.example/cb", "", "javascript:alert(1)"]),
    response_type: "code",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    scope: "openid email profile",
    state: rng.chars(ALPHANUM, 32),
  };
  const form = (fields: Record<string, unknown>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (rng.chance(0.08)) continue;
      params.append(key, typeof value === "string" ? value : JSON.stringify(value));
      if (rng.chance(0.05)) params.append(key, String(junkValue(rng)).slice(0, 100));
    }
    if (rng.chance(0.3)) params.append(rng.pick(["username", "password", "redirect_uri", "extra", "__proto__", "client_id[]"]), String(junkValue(rng)).slice(0, 3000));
    return params.toString();
  };
  const formBody = (fields: Record<string, unknown>) =>
    rng.chance(0.8) ? enc.encode(form(fields)) : encodeBody(rng, mutate(rng, fields), 64 * 1024);
  if (roll < 72) {
    const query = rng.chance(0.85) ? form(authorize) : rng.chars(PRINTABLE, 40);
    return { family: "GET /identity/oauth2/authorize", method: "GET", path: `/identity/oauth2/authorize?${query}` };
  }
  if (roll < 80) {
    const fields = { ...authorize, username: rng.pick([`fuzz-${rng.chars(ALPHANUM, 5)}@example.com`, ""]), password: rng.pick(["correct horse 1", "x"]) };
    return { family: "POST /identity/oauth2/authorize", method: "POST", path: "/identity/oauth2/authorize", contentType: "application/x-www-form-urlencoded", body: formBody(fields) };
  }
  if (roll < 88) {
    const fields = rng.pick([
      { grant_type: "authorization_code", code: rng.chars(ALPHANUM, 20), redirect_uri: authorize.redirect_uri, client_id: clientId, code_verifier: rng.chars(ALPHANUM, 43) },
      { grant_type: "refresh_token", refresh_token: rng.chance(0.3) ? fx.victimRefreshToken : rng.chars(B64URL, 50), client_id: clientId },
      { grant_type: rng.pick(["client_credentials", "password", "", "junk"]), client_id: clientId },
    ]);
    return { family: "POST /identity/oauth2/token", method: "POST", path: "/identity/oauth2/token", contentType: "application/x-www-form-urlencoded", body: formBody(fields) };
  }
  if (roll < 93) {
    const pool = rng.pick([
      userPoolId,
      "eu-central-1_nope",
      "%2e%2e",
      "a".repeat(500),
      "x%00",
      "health%3F",
      // A decoded parameter must not become another emulator path (its login page, reflecting the query).
      `oauth2%2Fauthorize%3Fclient_id%3D${clientId}%26redirect_uri%3Dhttp%3A%2F%2Flocalhost%3A3999%2Fauth-callback%26response_type%3Dcode%26code_challenge%3Dx%26code_challenge_method%3DS256%26state%3D%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%23`,
    ]);
    return { family: "GET /identity/:pool/.well-known/jwks.json", method: "GET", path: `/identity/${pool}/.well-known/jwks.json` };
  }
  if (roll < 96) {
    const target = rng.pick(["/", "/decks", "//evil.example", "https://evil.example/", "javascript:alert(1)", "http://[::1", "%00", "/\\evil.example", "http://localhost:3999/x"]);
    return { family: "GET /identity/logout", method: "GET", path: `/identity/logout?logout_uri=${encodeURIComponent(target)}` };
  }
  return { family: "/identity/<other>", method: rng.pick(STANDARD_METHODS), path: `/identity/${rng.pick(["health", "oauth2/userInfo", "login", `${userPoolId}/.well-known/openid-configuration`, "_control/reset", rng.chars(ALPHANUM, 6)])}` };
}

/** Stripe's events, of the types the webhook handles, with their objects broken some of the time. */
