// Local mode only: Cognito's ResendConfirmationCode, which cognito-local 5.3.0 lacks. Mounted in
// front of the /identity/ proxy; every other call passes through to it. The emulator's code is
// fixed (COGNITO_LOCAL_CODE), so "sending" it again is a log line, as the emulator does at sign-up.
import { Hono, type Context } from "hono";
import { payloadTooLarge } from "../http/body-limit";
import { adminGetUser, type EmulatorAccess } from "./emulator-admin";
import { readText } from "./identity-input";

const TARGET = "AWSCognitoIdentityProviderService.ResendConfirmationCode";

/** A Cognito-shaped error: 400 with `__type` and `message` (the library reads both). */
function cognitoError(c: Context, type: string, message: string, status: 400 | 502 = 400) {
  c.header("x-amzn-ErrorType", `${type}:`);
  return c.json({ __type: type, message }, status, { "Content-Type": "application/x-amz-json-1.1" });
}

/** Cognito's masked destination: "a***@e***". */
function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function resendCodeRoute(options: { emulator: EmulatorAccess; clientId: string; code?: string }) {
  const routes = new Hono();
  routes.post("/identity/", async (c, next) => {
    if (c.req.header("x-amz-target") !== TARGET) return next();
    c.header("Cache-Control", "no-store");
    // Within the limit whatever the headers say (index.ts's limitBody has already counted it).
    const read = await readText(c);
    if ("refused" in read) {
      return read.refused === "too-large" ? payloadTooLarge(c, "That request is too large.") : cognitoError(c, "SerializationException", "The request body is not UTF-8.");
    }
    let input: { ClientId?: unknown; Username?: unknown };
    try {
      input = JSON.parse(read.text) as typeof input;
    } catch {
      return cognitoError(c, "SerializationException", "The request body is not JSON.");
    }
    if (typeof input.ClientId !== "string" || typeof input.Username !== "string" || input.Username === "") {
      return cognitoError(c, "InvalidParameterException", "ClientId and Username are required.");
    }
    if (input.ClientId !== options.clientId) {
      return cognitoError(c, "ResourceNotFoundException", `User pool client ${input.ClientId} does not exist.`);
    }
    let found: Awaited<ReturnType<typeof adminGetUser>>;
    try {
      found = await adminGetUser(options.emulator, input.Username);
    } catch (error) {
      console.error("Identity proxy: ResendConfirmationCode could not reach the emulator:", error);
      return cognitoError(c, "InternalErrorException", "The local identity emulator is not answering.", 502);
    }
    if (found.body.__type === "UserNotFoundException") {
      return cognitoError(c, "UserNotFoundException", "Username/client id combination not found.");
    }
    if (found.status !== 200) return cognitoError(c, "InternalErrorException", "The local identity emulator failed.", 502);
    if (found.body.UserStatus !== "UNCONFIRMED") return cognitoError(c, "InvalidParameterException", "User is already confirmed.");
    const email = found.body.UserAttributes?.find((a) => a.Name === "email")?.Value ?? input.Username;
    console.log(`Identity emulator: confirmation code for ${email} sent again: ${options.code ?? process.env.COGNITO_LOCAL_CODE ?? "123456"}`);
    return c.json(
      { CodeDeliveryDetails: { AttributeName: "email", DeliveryMedium: "EMAIL", Destination: maskEmail(email) } },
      200,
      { "Content-Type": "application/x-amz-json-1.1" },
    );
  });
  return routes;
}
