// A user pool's settings as GET /api/auth/config sends them, for unit tests.
import type { AuthConfig } from "../../shared/api-types";

export const testAuthConfig: AuthConfig = {
  region: "eu-central-1",
  userPoolId: "local_pool1",
  clientId: "client1",
  endpoint: "/identity/",
  hostedUiUrl: "http://localhost/identity",
  redirectSignIn: "http://localhost/auth-callback",
  redirectSignOut: "http://localhost/",
  authFlow: "USER_PASSWORD_AUTH",
  scopes: ["openid"],
  localMode: true,
  supportsGlobalSignOut: false,
};
