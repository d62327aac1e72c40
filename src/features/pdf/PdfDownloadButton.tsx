import { t } from "@lingui/core/macro";
import { useLayoutEffect, useRef } from "react";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import type { PdfRequest } from "./make-pdf";
import { usePdfDownload } from "./usePdfDownload";

// Always in the page, empty until a file is saved: a live region must exist before it speaks.
const Saved = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  &:not(:empty) { margin-top: 8px; }
`;

type PdfDownloadButtonProps = PdfRequest & {
  label: string;
  variant?: "primary" | "outline";
  block?: boolean;
};

/**
 * A button that makes the PDF and saves it; see usePdfDownload for the dialog it shows. It is
 * disabled while the PDF is being made, so a second press cannot start it over. The dialog's
 * closing gives focus back to the element that had it, but it closes in the same update that
 * enables the button again, and a disabled button takes no focus: it is given back here.
 */
export function PdfDownloadButton({ label, variant = "outline", block, ...request }: PdfDownloadButtonProps) {
  const { state, start, dialog } = usePdfDownload();
  const working = state.status === "working";
  const fileName = state.status === "saved" ? state.fileName : null;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasWorking = useRef(false);
  // In the commit that closes the dialog, before anything is painted or typed.
  useLayoutEffect(() => {
    if (working) wasWorking.current = true;
    else if (wasWorking.current) {
      wasWorking.current = false;
      const focused = document.activeElement;
      if (!focused || focused === document.body) buttonRef.current?.focus();
    }
  }, [working]);
  return (
    <>
      <Button ref={buttonRef} type="button" $variant={variant} $block={block} disabled={working} onClick={() => start(request)}>
        {label}
      </Button>
      <Saved role="status">{fileName === null ? "" : t`Saved ${fileName}`}</Saved>
      {dialog}
    </>
  );
}
