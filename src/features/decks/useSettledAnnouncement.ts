// A polite live region's text that follows a message only once it has stopped changing: a count
// said after each keystroke would be cut off by the next, and a screen reader would say a stream
// of numbers nobody asked for.
import { useEffect, useRef, useState } from "react";

/** How long the message must hold still before it is said. */
const SETTLE_MS = 600;

/**
 * The text for the live region. `message` null: nothing to say yet (loading, or a prerendered page
 * still coming alive). The first message is what the page arrived with and is not said (the page
 * itself says it); every later change is, once it has held for SETTLE_MS.
 */
export function useSettledAnnouncement(message: string | null, fromArrival = true): string {
  const [said, setSaid] = useState("");
  // undefined: no message yet; a string: the arrival's, still unchanged; null: it has changed since.
  const arrival = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (message === null) return;
    // `fromArrival` false: the first message already answers something the person did (words typed
    // before a prerendered page came alive), so it is said like any change.
    if (arrival.current === undefined) arrival.current = fromArrival ? message : null;
    if (message === arrival.current) return;
    arrival.current = null;
    const timer = window.setTimeout(() => setSaid(message), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [message, fromArrival]);
  return said;
}
