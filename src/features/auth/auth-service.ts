// The calls the sign-in screens make. The identity service (Cognito, or the local emulator) is
// wired in by the sign-in issue; until then every call fails with the library's own message.

const NOT_CONFIGURED = "Auth UserPool not configured.";

async function notConfigured(): Promise<never> {
  throw new Error(NOT_CONFIGURED);
}

export const authService = {
  signIn: (_email: string, _password: string) => notConfigured(),
  signUp: (_name: string, _email: string, _password: string) => notConfigured(),
  requestPasswordReset: (_email: string) => notConfigured(),
  confirmPasswordReset: (_email: string, _code: string, _newPassword: string) => notConfigured(),
  signInWithGoogle: () => notConfigured(),
};
