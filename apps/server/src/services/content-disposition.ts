/**
 * `Content-Disposition: attachment` with an ASCII fallback and the exact name in `filename*` (RFC 6266,
 * RFC 5987), so a download never renders inline and any name survives (DESIGN.md §5).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * alone, which RFC 5987 attr-char does not allow.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
