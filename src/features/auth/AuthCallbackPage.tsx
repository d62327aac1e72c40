import { t } from "@lingui/core/macro";
import { useEffect } from "react";
import { hostedSignInMessage } from "./auth-errors";
import { authService, goAfterSignIn } from "./auth-service";
import { useNavigate } from "react-router-dom";
import { Spinner } from "../../lib/ui/Spinner";
import { DarkPage } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import styled from "styled-components";

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  padding-top: 10vh;
  text-align: center;
`;

/**
 * Where the hosted sign-in returns: the state is checked, the code exchanged once (StrictMode and
 * reloads included) and the user loaded. It ends, with history replaced, where the person was going
 * (a checkout after sign-up, a page that asked them to sign in), else on /, and on / after a failure,
 * with a notice saying why (cancelled, a state mismatch, …).
 */
export default function AuthCallbackPage() {
  usePageTitle(t`Signing in`);
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    authService
      .completeHostedSignIn(window.location.search)
      .then(
        (returnTo) => {
          if (active) goAfterSignIn(navigate, returnTo ?? "/", { replace: true });
        },
        (error: unknown) => {
          console.warn("Sign-in error:", error);
          // Spec: a failure still ends on /, and says why there (not only in the console).
          if (active) navigate("/", { replace: true, state: { flash: hostedSignInMessage(error) } });
        },
      );
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <DarkPage>
      <Column>
        <Spinner light size={48} label={t`Completing sign in`} />
        <h1>{t`Completing sign in...`}</h1>
      </Column>
    </DarkPage>
  );
}
