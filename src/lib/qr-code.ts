// A link as a QR code, drawn on the device (a table's link, a live room's join address): the one
// module that talks to the QR library.
// Load it with import() where it is needed, so the library stays out of every page's first load.
import qrcode from "qrcode-generator";

/** The blank margin every reader needs around the code, in modules (the standard's minimum). */
const QUIET_ZONE_MODULES = 4;

/**
 * An SVG document of a QR code for `text` (error correction M, the smallest version that holds it):
 * one unit per module in its viewBox, dark modules on white with the quiet zone, edges kept sharp.
 * Throws an Error when the text is too long for any QR code.
 */
export async function qrCodeSvg(text: string): Promise<string> {
  const qr = qrcode(0, "M");
  // The library reads each character as one byte; hand it the UTF-8 bytes, one per character, so
  // a name with an accent in the link reaches the scanning phone as written.
  qr.addData(asByteString(new TextEncoder().encode(text)), "Byte");
  try {
    qr.make();
  } catch (thrown) {
    // It throws strings, such as "code length overflow. (…)".
    throw new Error(`This link is too long for a QR code (${text.length} characters): ${String(thrown)}`);
  }
  const count = qr.getModuleCount();
  const size = count + QUIET_ZONE_MODULES * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${darkRuns(count, (row, col) => qr.isDark(row, col))}"/>` +
    `</svg>`
  );
}

/** Each row's runs of dark modules as one rectangle apiece, shifted in by the quiet zone. */
function darkRuns(count: number, isDark: (row: number, col: number) => boolean): string {
  let d = "";
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && isDark(row, col)) col += 1;
      d += `M${start + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${col - start}v1h-${col - start}z`;
    }
  }
  return d;
}

function asByteString(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += String.fromCharCode(byte);
  return out;
}
