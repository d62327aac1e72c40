import { t } from "@lingui/core/macro";
import type { ComponentProps } from "react";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { Spinner } from "../../lib/ui/Spinner";
import { useOnlineStatus } from "../../lib/useOnlineStatus";

/** Offline: the button's words, and under them why it cannot be used. */
const TwoLines = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  line-height: 1.2;
  small {
    font-size: 0.8em;
    font-weight: 500;
  }
`;

type ButtonProps = Omit<ComponentProps<typeof Button>, "children" | "type" | "disabled">;

interface PurchaseButtonProps extends ButtonProps {
  /** The button's words when it can be used ('Unlock This Deck'). */
  label: string;
  /** A request is running: the button waits, and says what it is doing. */
  working: boolean;
  workingLabel?: string;
  /** The server said payments are not set up: prices show, nothing can be bought. */
  unavailable?: boolean;
  /** Light spinner on a dark button. */
  lightSpinner?: boolean;
}

/**
 * A button that leads to a payment page. Offline it is disabled and says "You're offline" under its
 * words (its name holds both); while its request runs it is disabled and says so, so a second
 * click cannot start a second request. Its accessible name is always its visible words.
 */
export function PurchaseButton({
  label,
  working,
  workingLabel,
  unavailable = false,
  lightSpinner = true,
  ...props
}: PurchaseButtonProps) {
  const online = useOnlineStatus();
  if (!online) {
    const offline = t`You're offline`;
    const offlineName = t({ message: `${label} (${offline})`, comment: "A purchase button's name while offline: its words, then why it cannot be used" });
    return (
      <Button type="button" {...props} disabled aria-label={offlineName}>
        <TwoLines>
          {label}
          <small>{offline}</small>
        </TwoLines>
      </Button>
    );
  }
  const text = unavailable ? t`Purchases unavailable` : working ? (workingLabel ?? t`Opening checkout...`) : label;
  return (
    <Button type="button" {...props} disabled={unavailable || working} aria-busy={working || undefined}>
      {working && (
        <span aria-hidden="true" style={{ lineHeight: 0 }}>
          <Spinner size={16} light={lightSpinner} />
        </span>
      )}
      {text}
    </Button>
  );
}
