import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Button } from "../../lib/ui/Button";
import { Notice, TextField } from "../../lib/ui/TextField";
import { usePageTitle } from "../../lib/usePageTitle";
import { messageOf } from "./auth-errors";
import { authService } from "./auth-service";
import { useAuth } from "./auth-context";
import { AuthLayout, FormFooter, LinkButton, GoogleSignIn } from "./AuthLayout";

export const REDIRECT_DELAY_MS = 1500;

export default function SignInPage() {
  usePageTitle("Sign In");
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { user } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(() => {
    const description = params.get("error_description");
    return description ? `Authentication error: ${description}` : null;
  });
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const from = (location.state as { from?: string } | null)?.from;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (user) {
      setError("There is already a signed in user.");
      return;
    }
    setBusy(true);
    try {
      await authService.signIn(email.trim(), password);
      navigate(from ?? "/", { replace: true });
    } catch (e) {
      setError(messageOf(e, "An error occurred during sign in"));
    } finally {
      setBusy(false);
    }
  }

  async function onForgotPassword() {
    setError(null);
    setNotice(null);
    const address = email.trim();
    if (!address) {
      setError("Please enter your email address");
      return;
    }
    try {
      await authService.requestPasswordReset(address);
      setNotice("We sent a verification code to your email.");
      timer.current = window.setTimeout(
        () => navigate("/reset-password", { state: { email: address } }),
        REDIRECT_DELAY_MS,
      );
    } catch (e) {
      setError(messageOf(e, "An error occurred while resetting password"));
    }
  }

  async function onGoogle() {
    setError(null);
    try {
      await authService.signInWithGoogle();
    } catch (e) {
      setError(`Sign-in error: ${messageOf(e, "Authentication Error")}`);
    }
  }

  return (
    <AuthLayout title="Sign In" subtitle="Welcome back. Sign in to continue your conversations.">
      {error && <Notice $tone="error" role="alert">{error}</Notice>}
      {notice && <Notice $tone="success" role="status">{notice}</Notice>}
      <form onSubmit={onSubmit} noValidate={false}>
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p>
          <LinkButton type="button" onClick={onForgotPassword}>
            Forgot Password?
          </LinkButton>
        </p>
        <Button type="submit" $block disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <GoogleSignIn onClick={onGoogle} />
      <FormFooter>
        Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
      </FormFooter>
    </AuthLayout>
  );
}
