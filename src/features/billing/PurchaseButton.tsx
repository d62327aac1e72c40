import type { ComponentProps } from "react";
import { Button } from "../../lib/ui/Button";
import { Spinner } from "../../lib/ui/Spinner";
import { useOnlineStatus } from "../../lib/useOnlineStatus";

const OFFLINE_LABEL = "You're offline";

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
 * A button that leads to a payment page. Offline it is disabled and says "You're offline"; while
 * its request runs it is disabled and says so, so a second click cannot start a second request.
 * Its accessible name is always its visible words.
 */
export function PurchaseButton({
  label,
  working,
  workingLabel = "Opening checkout...",
  unavailable = false,
  lightSpinner = true,
  ...props
}: PurchaseButtonProps) {
  const online = useOnlineStatus();
  const text = !online ? OFFLINE_LABEL : unavailable ? "Purchases unavailable" : working ? workingLabel : label;
  return (
    <Button type="button" {...props} disabled={!online || unavailable || working} aria-busy={working || undefined}>
      {working && online && (
        <span aria-hidden="true" style={{ lineHeight: 0 }}>
          <Spinner size={16} light={lightSpinner} />
        </span>
      )}
      {text}
    </Button>
  );
}
