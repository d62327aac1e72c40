import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { track } from "../../lib/analytics";
import { graphemes } from "../../lib/graphemes";
import type { SignUpState } from "../../lib/app-urls";
import { afterSignUpUrl } from "../../lib/purchase-urls";
import { Button } from "../../lib/ui/Button";
import { Notice } from "../../lib/ui/Notice";
import { TextField } from "../../lib/ui/TextField";
import { usePageTitle } from "../../lib/usePageTitle";
import { errorCode, messageOf, normalizeEmail } from "./auth-errors";
import { authService, goAfterSignIn } from "./auth-service";
import { AuthLayout, FormFooter, GoogleSignIn } from "./AuthLayout";
import { ConfirmCodeForm } from "./ConfirmCodeForm";

/**
 * A name may be up to 256 characters as people count them (an emoji with a skin tone is one); the
 * header and profile truncate what does not fit. The field's own limit counts UTF-16 units, so it
 * only stops a runaway paste (Cognito keeps up to 2048).
 */
const NAME_MAX_CHARACTERS = 256;
const NAME_FIELD_LIMIT = 2048;

export default function SignUpPage() {
  usePageTitle(t`Sign Up`);
  const navigate = useNavigate();
  const state = (useLocation().state as SignUpState | null) ?? null;
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  /** The pool wants the e-mailed code before the first sign-in. */
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The address already has an account: offer signing in, or a new password. */
  const [taken, setTaken] = useState(false);

  async function signInAndGo() {
    await authService.signIn(email, password);
    track("sign_up", { method: "cognito" });
    // Spec: user events (category User, label = method, plan_type). A new account starts free.
    track("user_event", { category: "User", action: "sign_up", label: "cognito", plan_type: "free" });
    goAfterSignIn(navigate, afterSignUpUrl(state), { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setTaken(false);
    if (graphemes(name.trim()).length > NAME_MAX_CHARACTERS) {
      const maxCharacters = NAME_MAX_CHARACTERS;
      setError(t`Please keep your name to ${maxCharacters} characters or fewer.`);
      return;
    }
    setBusy(true);
    try {
      const { userConfirmed } = await authService.signUp(name.trim(), email, password);
      if (userConfirmed) await signInAndGo();
      else setConfirming(true);
    } catch (e) {
      if (errorCode(e) === "UsernameExistsException") setTaken(true);
      else setError(messageOf(e, t`An error occurred during sign up`));
    } finally {
      setBusy(false);
    }
  }


  async function onGoogle() {
    setError(null);
    try {
      // A sign-up on the way to a purchase goes on to that checkout after the hosted sign-in too.
      await authService.signInWithGoogle(afterSignUpUrl(state));
    } catch {
      setError(t`An error occurred during Google sign in`);
    }
  }

  if (confirming) {
    return (
      <AuthLayout title={t`Confirm Your Email`}>
        <ConfirmCodeForm email={normalizeEmail(email)} onConfirmed={signInAndGo} fallback={t`An error occurred during sign up`} />
      </AuthLayout>
    );
  }

  const forgotHint = t`Choose 'Forgot Password?' to get a verification code and set a new password.`;
  return (
    <AuthLayout title={t`Create Your Account`} subtitle={t`Join Spark Decks and start better conversations.`}>
      {state?.message && <Notice $tone="info" role="status">{state.message}</Notice>}
      {error && <Notice $tone="error" role="alert">{error}</Notice>}
      {taken && (
        <Notice $tone="error" role="alert">
          <Trans>
            An account with this email already exists.{" "}
            <Link to="/signin" state={{ email: normalizeEmail(email), ...(state?.purchase ? { from: afterSignUpUrl(state) } : {}) }}>
              Sign in
            </Link>{" "}
            or{" "}
            <Link to="/signin" state={{ email: normalizeEmail(email), notice: forgotHint }}>
              reset your password
            </Link>
            .
          </Trans>
        </Notice>
      )}
      <form onSubmit={onSubmit}>
        <TextField
          label={t`Full Name`}
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_FIELD_LIMIT}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t`Email Address`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint={t`At least 6 characters.`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? t`Creating account...` : t`Sign Up`}
        </Button>
      </form>
      <GoogleSignIn onClick={onGoogle} />
      <FormFooter>
        {/* On the way to a purchase, signing in instead goes on to that checkout too. */}
        <Trans>
          Already have an account? <Link to="/signin" state={state?.purchase ? { from: afterSignUpUrl(state) } : undefined}>Sign In</Link>
        </Trans>
      </FormFooter>
    </AuthLayout>
  );
}
