/**
 * The QR code of a link, drawn in the browser by the `qrcode` package (NOTES.md 6: no public QR
 * service sees the visitor's number). The package loads on first use, in a chunk of its own, so only
 * a visitor who generates a link pays for it (bench/web, D41).
 */
import { QR_SIZE_PX } from '@mediaforge/shared';

/** A PNG of QR_SIZE_PX × QR_SIZE_PX (DL §9 "QR size 300x300") as a data URL. */
export async function qrPngDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  // Level M survives a smudge on a printed code; a 4-module quiet zone is what scanners expect.
  return toDataURL(text, { width: QR_SIZE_PX, margin: 4, errorCorrectionLevel: 'M', type: 'image/png' });
}

/**
 * A data URL's bytes as a Blob, decoded here rather than fetched: the page's Content-Security-Policy
 * lets `fetch` reach only the site itself.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (match === null) throw new Error('not a data URL');
  const [, type = 'application/octet-stream', base64, payload = ''] = match;
  if (base64 === undefined) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
