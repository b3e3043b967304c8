import { fileDownloadPath, isUsableDownloadUrl, type ProgressMetadata } from '@mediaforge/shared';
import { asRecord, finiteNumber } from '../../lib/job-message';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Where a result nests what it points at, in the order the spec lists the shapes. */
const NESTED_KEYS = ['data', 'results', 'outputFiles', 'output'] as const;

/**
 * The link that downloads a job's output, from any of the spec's result shapes (CC §3 "Conversion
 * result shapes", CC-3.45–3.51): a usable downloadUrl wins; otherwise a file id (fileId, outputFileId,
 * or `id` inside outputFiles) with its download token, falling back to the token-less path the
 * session header opens (CC §7); a plain string is a file id. Undefined when nothing usable is there.
 */
export function downloadLink(result: unknown, isOutputEntry = false, depth = 0): string | undefined {
  // Deep enough for `{success, data: {results: [...]}}`; guards against cyclic or absurd input.
  if (depth > 4) return undefined;
  if (typeof result === 'string') return text(result) === undefined ? undefined : fileDownloadPath(result);
  if (Array.isArray(result)) {
    for (const entry of result as unknown[]) {
      const link = downloadLink(entry, isOutputEntry, depth + 1);
      if (link !== undefined) return link;
    }
    return undefined;
  }
  const r = asRecord(result);
  if (r === undefined) return undefined;
  if (isUsableDownloadUrl(r.downloadUrl)) return r.downloadUrl;
  const token = text(r.downloadToken) ?? text(r.accessToken) ?? text(r.token);
  // A bare `id` at the top is the job's own id; only an output entry's `id` names a file.
  const fileId = text(r.fileId) ?? text(r.outputFileId) ?? (isOutputEntry ? text(r.id) : undefined);
  if (fileId !== undefined) return fileDownloadPath(fileId, token);
  if (isUsableDownloadUrl(r.s3Url)) return r.s3Url;
  for (const key of NESTED_KEYS) {
    const link = downloadLink(r[key], key === 'outputFiles', depth + 1);
    if (link !== undefined) return link;
  }
  return undefined;
}

export interface ResultSizes {
  /** The input's size, when the result states it. */
  readonly original?: number;
  /** The output's size. */
  readonly output?: number;
}

/** Sizes a result carries at its top or under `data` (CC §3 "Job result": totalSize, fileSize …). */
export function resultSizes(result: unknown): ResultSizes {
  const top = asRecord(result);
  for (const r of [top, asRecord(top?.data)]) {
    if (r === undefined) continue;
    const output = finiteNumber(r.compressedSize) ?? finiteNumber(r.totalSize) ?? finiteNumber(r.fileSize);
    const original = finiteNumber(r.originalSize);
    if (output !== undefined || original !== undefined) {
      return { ...(output === undefined ? {} : { output }), ...(original === undefined ? {} : { original }) };
    }
  }
  return {};
}

/**
 * The output size a progress message reports. metadata.fileSize is left out: the spec does not say
 * whether it is the input's or the output's, and reading the input's would show 0 % saved.
 */
export function metadataOutputSize(metadata: ProgressMetadata | undefined): number | undefined {
  if (metadata === undefined) return undefined;
  return metadata.compressedSize ?? metadata.outputSize ?? metadata.totalSize;
}
