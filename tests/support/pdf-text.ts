import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of a PDF as a reader would copy it, page after page, with every run of white space
 * (line ends included) as one space. A question wrapped over several lines then reads as one run:
 * look for it with its own white space collapsed the same way.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes over (detaches) the buffer it is given; the caller keeps theirs.
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
      page.cleanup();
    }
    return pages.join(" ").replace(/\s+/g, " ").trim();
  } finally {
    await pdf.destroy();
  }
}
