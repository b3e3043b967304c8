import { CHUNKED_UPLOAD_THRESHOLD } from '@mediaforge/shared';

/**
 * Files strictly larger than this many bytes go through the chunked upload; the rest are sent in one
 * request (CC-9.01). The default is the spec's first reading, 10 MB (CHUNKED_UPLOAD_THRESHOLD); an
 * operator building the web app may set VITE_CHUNKED_UPLOAD_THRESHOLD (bytes), e.g. 104857600 for the
 * second reading (CC-9.02, docs/decisions.md).
 */
export function parseChunkedThreshold(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return CHUNKED_UPLOAD_THRESHOLD;
  const bytes = Number(value.trim());
  return Number.isSafeInteger(bytes) ? bytes : CHUNKED_UPLOAD_THRESHOLD;
}

export const chunkedUploadThreshold = parseChunkedThreshold(import.meta.env.VITE_CHUNKED_UPLOAD_THRESHOLD);
