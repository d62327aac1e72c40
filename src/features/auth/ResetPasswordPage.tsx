import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { Button } from "../../lib/ui/Button";
import { Notice } from "../../lib/ui/Notice";
import { TextField } from "../../lib/ui/TextField";
import { usePageTitle } from "../../lib/usePageTitle";
import { resetMessage } from "./auth-errors";
import { authService } from "./auth-service";
import { AuthLayout, FormFooter, REDIRECT_DELAY_MS } from "./AuthLayout";

export default function ResetPasswordPage() {
  usePageTitle(t`Reset Password`);
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email ?? "";
  const [code, setCode] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email) {
      setError(t`Email is required. Please start the password reset process again.`);
      return;
    }
    setBusy(true);
    try {
      await authService.confirmPasswordReset(email, code.trim(), newPassword);
    } catch (e) {
      setError(resetMessage(e));
      setBusy(false);
      return;
    }
    try {
      await authService.signIn(email, newPassword);
      setSuccess(t`Password successfully reset! Signing you in...`);
      timer.current = window.setTimeout(() => navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    } catch {
      // The password did change (its code is spent): sign in by hand from here.
      navigate("/signin", { replace: true, state: { email, notice: t`Your password was reset. Please sign in.` } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t`Reset Password`}
      subtitle={email ? t`Enter the code we sent to ${email} and choose a new password.` : undefined}
    >
      {!email && !error && (
        <Notice $tone="info">
          {t`Email is required. Please start the password reset process again.`}
        </Notice>
      )}
      {error && <Notice $tone="error" role="alert">{error}</Notice>}
      {success && <Notice $tone="success" role="status">{success}</Notice>}
      <form onSubmit={onSubmit}>
        <TextField
          label={t`Verification Code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <TextField
          label={t`New Password`}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={6}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <Button type="submit" $block disabled={busy || success !== null}>
          {busy ? t`Resetting...` : t`Reset Password`}
        </Button>
      </form>
      <FormFooter>
        <Trans>
          Remembered it? <Link to="/signin">Back to Sign In</Link>
        </Trans>
      </FormFooter>
    </AuthLayout>
  );
}
