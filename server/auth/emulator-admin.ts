// Local mode: the identity emulator's AdminGetUser, which the server calls itself (never through
// the /identity/ proxy). The emulator takes admin operations only with its key, as Cognito takes
// them only with AWS credentials (scripts/emulator-guard.mjs).

/** The header the emulator reads its key from. */
const EMULATOR_KEY_HEADER = "X-Emulator-Key";

export interface EmulatorAccess {
  endpoint: string;
  userPoolId: string;
  /** COGNITO_LOCAL_KEY; without it the emulator refuses every admin operation. */
  key: string | null | undefined;
}

interface EmulatorUser {
  __type?: string;
  UserStatus?: string;
  UserAttributes?: { Name: string; Value: string }[];
}

/** AdminGetUser by e-mail, username or sub: the status and the JSON answer (`{}` when it has none). */
export async function adminGetUser(emulator: EmulatorAccess, username: string): Promise<{ status: number; body: EmulatorUser }> {
  const res = await fetch(`${emulator.endpoint.replace(/\/+$/, "")}/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": "AWSCognitoIdentityProviderService.AdminGetUser",
      ...(emulator.key ? { [EMULATOR_KEY_HEADER]: emulator.key } : {}),
    },
    body: JSON.stringify({ UserPoolId: emulator.userPoolId, Username: username }),
    signal: AbortSignal.timeout(5000),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as EmulatorUser };
}
