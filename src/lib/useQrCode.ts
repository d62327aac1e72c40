// A link drawn as a QR code on the device, with the QR library loaded only when a code is wanted
// (lib/qr-code.ts), so it stays out of every page's first load.
import { useEffect, useState } from "react";

/** The QR code drawn for a link: its image (a data: URL of an SVG), or that it could not be drawn. */
export type DrawnQrCode = { url: string; src: string } | { url: string; failed: true };

/** Draws the link as a QR code; null while it is being drawn. */
export function useQrCode(url: string): DrawnQrCode | null {
  const [drawn, setDrawn] = useState<DrawnQrCode | null>(null);
  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const { qrCodeSvg } = await import("./qr-code");
        const svg = await qrCodeSvg(url);
        if (current) setDrawn({ url, src: `data:image/svg+xml,${encodeURIComponent(svg)}` });
      } catch (error) {
        // Offline before the QR code's chunk was cached, or a link too long for a code.
        console.warn("Drawing a QR code failed", error);
        if (current) setDrawn({ url, failed: true });
      }
    })();
    return () => {
      current = false;
    };
  }, [url]);
  // A drawing of an earlier link is not this link's code.
  return drawn?.url === url ? drawn : null;
}
