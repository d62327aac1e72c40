import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Button } from "../../lib/ui/Button";
import { Notice } from "../../lib/ui/Notice";
import { TextField } from "../../lib/ui/TextField";
import { usePageTitle } from "../../lib/usePageTitle";
import { errorCode, isEmailFormat, messageOf, normalizeEmail, resetMessage, resetRequestLooksSent, signInMessage } from "./auth-errors";
import { authService, goAfterSignIn } from "./auth-service";
import { useAuth } from "./auth-context";
import { AuthLayout, FormFooter, LinkButton, GoogleSignIn, REDIRECT_DELAY_MS } from "./AuthLayout";
import { ConfirmCodeForm } from "./ConfirmCodeForm";

const SignedInActions = styled.div`
  display: grid;
  gap: 12px;
`;

export default function SignInPage() {
  usePageTitle(t`Sign In`);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { user } = useAuth();
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? "");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(() => {
    const description = params.get("error_description");
    return description ? t`Authentication error: ${description}` : null;
  });
  const [notice, setNotice] = useState<string | null>(
    () => (location.state as { notice?: string } | null)?.notice ?? null,
  );
  /** An account created but never confirmed: the code step, then this sign-in again. */
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const from = (location.state as { from?: string } | null)?.from;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (user) {
      setError(t`There is already a signed in user.`);
      return;
    }
    setBusy(true);
    try {
      await authService.signIn(email, password);
      goAfterSignIn(navigate, from ?? "/", { replace: true });
    } catch (e) {
      if (errorCode(e) === "UserNotConfirmedException") setConfirming(true);
      else setError(signInMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function onForgotPassword() {
    setError(null);
    setNotice(null);
    const address = normalizeEmail(email);
    if (!address) {
      setError(t`Please enter your email address`);
      return;
    }
    if (!isEmailFormat(address)) {
      setError(t`Please enter a valid email address`);
      return;
    }
    if (resetting) return;
    setResetting(true);
    try {
      // An unknown address is answered like a known one: the notice must not tell them apart.
      await authService.requestPasswordReset(address).catch((e: unknown) => {
        if (!resetRequestLooksSent(e)) throw e;
      });
      setNotice(t`If an account uses this email, we sent a verification code to it.`);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => navigate("/reset-password", { state: { email: address } }),
        REDIRECT_DELAY_MS,
      );
    } catch (e) {
      setError(resetMessage(e));
      setResetting(false);
    }
  }

  async function onGoogle() {
    setError(null);
    try {
      await authService.signInWithGoogle(from);
    } catch (e) {
      const reason = messageOf(e, t`Authentication Error`);
      setError(t`Sign-in error: ${reason}`);
    }
  }

  if (confirming) {
    const confirmed = async () => {
      await authService.signIn(email, password);
      goAfterSignIn(navigate, from ?? "/", { replace: true });
    };
    return (
      <AuthLayout title={t`Confirm Your Email`}>
        <ConfirmCodeForm email={normalizeEmail(email)} onConfirmed={confirmed} fallback={t`An error occurred during sign in`} />
      </AuthLayout>
    );
  }

  // Someone already signed in is told so, and where to go, instead of a form that can only refuse
  // (spec §5: "There is already a signed in user."). Not while this page's own sign-in finishes.
  if (user && !busy) {
    const name = user.name || user.email || t`User`;
    return (
      <AuthLayout title={t`Sign In`}>
        <Notice $tone="info" role="status">
          <Trans>
            You&apos;re signed in as <bdi>{name}</bdi>. To use another account, sign out first from the account menu.
          </Trans>
        </Notice>
        <SignedInActions>
          <Button as={Link} to={from ?? "/decks"} $block>
            {from ? t`Continue` : t`Explore Decks`}
          </Button>
          <Button as={Link} to="/profile" $variant="outline" $block>
            {t`Profile`}
          </Button>
        </SignedInActions>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t`Sign In`} subtitle={t`Welcome back. Sign in to continue your conversations.`}>
      {error && <Notice $tone="error" role="alert">{error}</Notice>}
      {notice && <Notice $tone="success" role="status">{notice}</Notice>}
      <form onSubmit={onSubmit} noValidate={false}>
        <TextField
          label={t`Email Address`}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p>
          <LinkButton type="button" onClick={onForgotPassword} disabled={resetting}>
            {t`Forgot Password?`}
          </LinkButton>
        </p>
        <Button type="submit" $block disabled={busy}>
          {busy ? t`Signing in...` : t`Sign In`}
        </Button>
      </form>
      <GoogleSignIn onClick={onGoogle} />
      <FormFooter>
        <Trans>
          Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
        </Trans>
      </FormFooter>
    </AuthLayout>
  );
}
