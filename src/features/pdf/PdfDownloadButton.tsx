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
 * A button that makes the PDF and saves it; see usePdfDownload for the dialog it shows. It is not
 * disabled while working: the modal dialog already keeps it out of reach, and focus must be able
 * to come back to it when the dialog closes.
 */
export function PdfDownloadButton({ label, variant = "outline", block, ...request }: PdfDownloadButtonProps) {
  const { state, start, dialog } = usePdfDownload();
  return (
    <>
      <Button type="button" $variant={variant} $block={block} onClick={() => start(request)}>
        {label}
      </Button>
      <Saved role="status">{state.status === "saved" ? `Saved ${state.fileName}` : ""}</Saved>
      {dialog}
    </>
  );
}
