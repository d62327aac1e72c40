import { t } from "@lingui/core/macro";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Centered, Spinner } from "../../lib/ui/Spinner";
import type { DecksState } from "./useDecks";

const ErrorBox = styled.div`
  text-align: center;
  p { font-size: 1.1rem; }
`;

/** The spinner while the deck list loads, or its error with a retry; nothing once it is ready. */
export function DecksLoadState({ decks, retry, light }: { decks: DecksState; retry: () => void; light?: boolean }) {
  if (decks.status === "loading") {
    return (
      <Centered>
        <Spinner light={light} label={t`Loading decks`} />
      </Centered>
    );
  }
  if (decks.status === "error") {
    return (
      <ErrorBox role="alert">
        <p>{decks.message}</p>
        <Button type="button" $variant={light ? "light" : "outline"} onClick={retry}>
          {t`Try Again`}
        </Button>
      </ErrorBox>
    );
  }
  return null;
}
