import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { Notice } from "../../lib/ui/Notice";
import { TextField } from "../../lib/ui/TextField";
import { errorCode, isNetworkError, messageOf, TOO_MANY_ATTEMPTS } from "./auth-errors";
import { authService } from "./auth-service";
import { FormFooter, LinkButton } from "./AuthLayout";

function resendMessage(error: unknown): string {
  if (isNetworkError(error)) return t`A network error has occurred.`;
  const code = errorCode(error);
  if (code === "LimitExceededException" || code === "TooManyRequestsException") return i18n._(TOO_MANY_ATTEMPTS);
  if (code === "InvalidParameterException") return t`This account is already confirmed. Please sign in.`;
  return t`We could not send a new code. Please try again.`;
}

/**
 * The e-mailed code that confirms a new account (the spec's screens skip this step; a pool that
 * verifies e-mail needs it). Used after sign-up, and when someone signs in before confirming;
 * 'Resend code' asks the service for a new one (a code gets lost, or expires).
 */
export function ConfirmCodeForm({ email, onConfirmed, fallback }: { email: string; onConfirmed: () => Promise<void>; fallback: string }) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  // The form replaced the one that had focus: put it on the code, where typing goes next.
  useEffect(() => field.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await authService.confirmSignUp(email, code.trim());
      await onConfirmed();
    } catch (e) {
      setError(messageOf(e, fallback));
    } finally {
      setBusy(false);
    }
  }

  async function onResend() {
    setError(null);
    setResent(null);
    setResending(true);
    try {
      await authService.resendConfirmationCode(email);
      setResent(t`We sent a new confirmation code to ${email}.`);
    } catch (e) {
      setError(resendMessage(e));
    } finally {
      setResending(false);
    }
  }

  return (
    <>
      <Notice $tone="info" role="status">
        <Trans>We sent a confirmation code to {email}. Enter it to finish creating your account.</Trans>
      </Notice>
      {resent && <Notice $tone="success" role="status">{resent}</Notice>}
      {error && <Notice $tone="error" role="alert">{error}</Notice>}
      <form onSubmit={onSubmit}>
        <TextField
          ref={field}
          label={t`Confirmation Code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? t`Confirming...` : t`Confirm`}
        </Button>
      </form>
      <FormFooter>
        <Trans>
          No code?{" "}
          <LinkButton type="button" onClick={onResend} disabled={resending}>
            Resend code
          </LinkButton>
        </Trans>
      </FormFooter>
    </>
  );
}
