// /join and /join/{CODE}: joining a live room with no account. /join asks for the room's code and a
// name; /join/{CODE}, the address the host's QR code holds, asks only for the name and shows the
// room's deck. Joining keeps the participant's token for this tab (room-session.ts) and opens the room.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import { MAX_PARTICIPANT_NAME, normalizeRoomCode, type RoomSummary } from "../../../shared/rooms";
import { joinUrl, roomUrl } from "../../lib/app-urls";
import { ApiError, describeError } from "../../lib/http";
import { i18n } from "../../lib/i18n";
import { Button } from "../../lib/ui/Button";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { Notice } from "../../lib/ui/Notice";
import { Spinner } from "../../lib/ui/Spinner";
import { TextField } from "../../lib/ui/TextField";
import { checkText } from "../../../shared/text";
import { usePageTitle } from "../../lib/usePageTitle";
import { trackRoomJoin } from "./room-analytics";
import { ROOM_WORDS } from "./room-messages";
import { participantIn, rememberParticipant } from "./room-session";
import { joinRoom, roomSummary } from "./rooms-api";

const Deck = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.primary}; overflow-wrap: anywhere; }
  .loading { display: inline-flex; align-items: center; gap: 8px; }
`;

const CodeInput = styled.div`
  input { text-transform: uppercase; letter-spacing: 0.12em; font-weight: 700; }
`;

const Footer = styled.p`
  margin: 20px 0 0;
  text-align: center;
  font-size: 0.95rem;
`;

/** What the page knows of the room a /join/{CODE} address names. */
type Lookup = { status: "loading" } | { status: "found"; summary: RoomSummary } | { status: "missing" } | { status: "unknown" };

function useRoomLookup(code: string | null): Lookup {
  const [lookup, setLookup] = useState<{ code: string; lookup: Lookup } | null>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    roomSummary(code).then(
      (summary) => current && setLookup({ code, lookup: { status: "found", summary } }),
      (error: unknown) => {
        // Offline or a server hiccup: the form still works, and joining says what is wrong.
        const missing = error instanceof ApiError && error.status === 404;
        if (current) setLookup({ code, lookup: { status: missing ? "missing" : "unknown" } });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);
  return lookup?.code === code ? lookup.lookup : { status: "loading" };
}

/** Why a name cannot be sent, from the words of shared/text.ts's checkText, in the page's language. */
function nameProblem(message: string): string {
  const max = MAX_PARTICIPANT_NAME;
  switch (message) {
    case "Your name must be text.":
      return t`Your name must be text.`;
    case "Your name has characters that cannot be shown.":
      return t`Your name has characters that cannot be shown.`;
    case "Your name is required.":
      return t`Your name is required.`;
    case "Your name needs at least one visible character.":
      return t`Your name needs at least one visible character.`;
    case `Your name can be at most ${max} characters.`:
      return t`Your name can be at most ${max} characters.`;
    default:
      return message;
  }
}

/** The name as it will be sent, or why it cannot be: the server's own rule (shared/text.ts). */
function checkedName(name: string) {
  if (name.trim() === "") return { ok: false as const, message: t`Enter your name.` };
  const checked = checkText(name, { label: "Your name", min: 1, max: MAX_PARTICIPANT_NAME });
  return checked.ok ? checked : { ok: false as const, message: nameProblem(checked.message) };
}

export default function JoinPage() {
  const params = useParams();
  const navigate = useNavigate();
  // /join/{CODE}: the code comes with the address (any case); /join: it is typed.
  const fixedCode = params.code === undefined ? null : normalizeRoomCode(params.code);
  const lookup = useRoomLookup(fixedCode);
  const [typedCode, setTypedCode] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<{ message: string; field?: "code" | "name" } | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle(t`Join a live room`);

  // Joined already in this tab: back into the room.
  if (fixedCode && participantIn(fixedCode)) return <Navigate to={roomUrl(fixedCode)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = params.code === undefined ? normalizeRoomCode(typedCode) : fixedCode;
    if (!code) return setError({ message: t`Enter the 6-character room code shown on the host's screen.`, field: "code" });
    const checked = checkedName(name);
    if (!checked.ok) return setError({ message: checked.message, field: "name" });
    setError(null);
    setBusy(true);
    try {
      const joined = await joinRoom(code, checked.value);
      rememberParticipant(code, joined);
      trackRoomJoin();
      navigate(roomUrl(code));
    } catch (thrown) {
      // Someone present has this name already: the name field is the one to change.
      const field = thrown instanceof ApiError && thrown.code === "name_taken" ? "name" : undefined;
      setError({ message: describeError(thrown, t`You could not join the room. Try again.`), field });
      setBusy(false);
    }
  };

  const gone =
    params.code !== undefined && (fixedCode === null || lookup.status === "missing")
      ? i18n._(ROOM_WORDS.notFound)
      : lookup.status === "found" && lookup.summary.status === "ended"
        ? i18n._(ROOM_WORDS.ended)
        : null;
  if (gone) {
    return (
      <DarkPage>
        <PagePanel>
          <h1>{t`Join a live room`}</h1>
          <Notice $tone="error" role="alert">
            {gone}
          </Notice>
          <Footer>
            <Link to={joinUrl()}>{t`Enter another code`}</Link>
          </Footer>
        </PagePanel>
      </DarkPage>
    );
  }

  const invalid = (field: "code" | "name") => (error?.field === field ? true : undefined);
  const code = fixedCode;
  const deckTitle = lookup.status === "found" ? lookup.summary.deckTitle : null;
  return (
    <DarkPage>
      <PagePanel>
        <h1>{t`Join a live room`}</h1>
        {code && (
          <Deck>
            {lookup.status === "loading" ? (
              <span className="loading">
                <Spinner size={18} label={t`Finding the room`} /> {t`Room ${code}`}
              </span>
            ) : deckTitle !== null ? (
              <Trans>
                Room {code}: <strong dir="auto">{deckTitle}</strong>
              </Trans>
            ) : (
              t`Room ${code}`
            )}
          </Deck>
        )}
        <form onSubmit={submit} noValidate>
          {params.code === undefined && (
            <CodeInput>
              <TextField
                label={t`Room code`}
                name="code"
                value={typedCode}
                onChange={(e) => setTypedCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="next"
                maxLength={16}
                aria-invalid={invalid("code")}
                hint={t`The 6 letters and digits on the host's screen.`}
              />
            </CodeInput>
          )}
          <TextField
            label={t`Your name`}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="given-name"
            autoCapitalize="words"
            enterKeyHint="go"
            dir="auto"
            maxLength={MAX_PARTICIPANT_NAME * 12}
            aria-invalid={invalid("name")}
            hint={t`Everyone in the room sees it. No account needed.`}
          />
          {error && (
            <Notice $tone="error" role="alert">
              {error.message}
            </Notice>
          )}
          <Button type="submit" $block $size="large" disabled={busy} aria-busy={busy || undefined}>
            {t`Join`}
          </Button>
        </form>
      </PagePanel>
    </DarkPage>
  );
}
