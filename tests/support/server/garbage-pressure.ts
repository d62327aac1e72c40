// Runs V8's garbage collector every few milliseconds, as a loaded server's heap would, so that a test
// sees what a collection takes away mid-request (an AbortSignal nothing holds strongly, say).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Starts collecting; call the returned function to stop. */
export function collectGarbageOften(everyMs = 20): () => void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const interval = setInterval(gc, everyMs);
  return () => clearInterval(interval);
}
