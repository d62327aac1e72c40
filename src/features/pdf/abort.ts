export function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new DOMException("Making the PDF was cancelled.", "AbortError");
}

/** Lets the page paint the progress bar and handle a press on Cancel before going on. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
