import { t } from "@lingui/core/macro";

/**
 * The PDF maker (pdf-lib and its fonts) is not installed with the app: the service worker fetches
 * it the first time a PDF is asked for and keeps it (build/on-demand.ts). Offline before that, its
 * code or fonts cannot load: this error, whose message is shown as it is. Nothing is lost: 'Try
 * again' once online makes the PDF, and after that it is made offline too.
 */
export class PdfNeedsConnectionError extends Error {
  override name = "PdfNeedsConnectionError";
  constructor(options?: ErrorOptions) {
    // What the person reads when the PDF maker cannot be fetched (features/pdf, docs/architecture.md).
    super(t`Making a PDF needs a connection the first time.`, options);
  }
}

/**
 * How a request that got no answer fails: a dynamic import that could not fetch its module ("Failed
 * to fetch dynamically imported module" in Chromium, "error loading dynamically imported module" in
 * Firefox, "Importing a module script failed." in Safari) and a fetch ("Failed to fetch", "Load
 * failed") both reject with a TypeError. Asked only of the maker's import and its fonts' fetch.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError;
}
