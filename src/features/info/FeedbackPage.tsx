import { t } from "@lingui/core/macro";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { FEEDBACK_LIMITS } from "../../../shared/feedback";
import { describeError } from "../../lib/http";
import { Button } from "../../lib/ui/Button";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { Notice } from "../../lib/ui/Notice";
import { TextArea, TextField } from "../../lib/ui/TextField";
import { usePageTitle } from "../../lib/usePageTitle";
import { sendFeedback } from "./feedback-api";

export default function FeedbackPage() {
  usePageTitle(t`Submit Feedback`);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setStatus("sending");
    try {
      await sendFeedback({ name: name.trim() || undefined, email: email.trim() || undefined, message });
      setStatus("sent");
      setMessage("");
    } catch (e) {
      // Keep what the person wrote: a failed send loses nothing.
      setError(describeError(e, t`Your feedback could not be sent. Please try again.`));
      setStatus("idle");
    }
  }

  return (
    <DarkPage>
      <PagePanel>
        <h1>{t`Submit Feedback`}</h1>
        <p>{t`An idea, a question you would love to see on a card, or something that did not work? Tell us.`}</p>
        {status === "sent" ? (
          <>
            <Notice $tone="success" role="status">
              {t`Thank you! Your feedback has been sent.`}
            </Notice>
            <p>
              <Button type="button" $variant="outline" onClick={() => setStatus("idle")}>
                {t`Send more feedback`}
              </Button>
            </p>
            <p>
              <Link to="/decks">{t`Back to the decks`}</Link>
            </p>
          </>
        ) : (
          <form onSubmit={onSubmit}>
            {error && (
              <Notice $tone="error" role="alert">
                {error}
              </Notice>
            )}
            <TextField
              label={t`Name (optional)`}
              name="name"
              autoComplete="name"
              maxLength={FEEDBACK_LIMITS.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label={t`Email (optional)`}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={FEEDBACK_LIMITS.email}
              hint={t`Only if you would like a reply.`}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextArea
              label={t`Message`}
              name="message"
              required
              minLength={FEEDBACK_LIMITS.messageMin}
              maxLength={FEEDBACK_LIMITS.messageMax}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            <Button type="submit" $block disabled={status === "sending"}>
              {status === "sending" ? t`Sending...` : t`Submit Feedback`}
            </Button>
          </form>
        )}
      </PagePanel>
    </DarkPage>
  );
}
