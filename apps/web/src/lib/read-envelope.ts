import { creditRefusalOf, reportCreditRefusal } from './credit-events';
import { UploadRequestError } from './upload-request-error';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads an answer of our API: `{success: true, data}` on 2xx, `{code, message, context?}` otherwise
 * (packages/shared upload-api.ts, errors.ts). `parseData` checks the shape of `data` and returns it
 * typed, or undefined when it is not what the endpoint promises.
 */
export function readEnvelope<T>(
  status: number,
  text: string,
  parseData: (data: unknown) => T | undefined,
): T {
  const body = parseJson(text);
  if (status < 200 || status >= 300) {
    const code = field(body, 'code');
    const message = field(body, 'message');
    const context = read.record(field(body, 'context'));
    // Out of credits (upload or convert refused): the page's credit prompt tells the visitor what to do.
    const refusal = creditRefusalOf(status, typeof code === 'string' ? code : undefined, context);
    if (refusal !== undefined) reportCreditRefusal(refusal);
    throw new UploadRequestError('http', {
      status,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof message === 'string' && message !== '' ? { serverMessage: message } : {}),
      ...(context === undefined ? {} : { context }),
    });
  }
  if (body === undefined) {
    // 204 No Content: nothing to read (a DELETE may answer so).
    const empty = status === 204 ? parseData(undefined) : undefined;
    if (empty !== undefined) return empty;
    throw new UploadRequestError('parse', { status });
  }
  if (field(body, 'success') !== true) throw new UploadRequestError('rejected', { status });
  const data = parseData(field(body, 'data'));
  if (data === undefined) throw new UploadRequestError('parse', { status });
  return data;
}

/** Small readers for `parseData` functions. */
export const read = {
  record(value: unknown): Record<string, unknown> | undefined {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  },
  string(value: Record<string, unknown>, key: string): string | undefined {
    const v = value[key];
    return typeof v === 'string' ? v : undefined;
  },
  number(value: Record<string, unknown>, key: string): number | undefined {
    const v = value[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  },
  chunkList(value: Record<string, unknown>, key: string): number[] | undefined {
    const v = value[key];
    if (v === undefined) return [];
    return Array.isArray(v) && v.every((n) => Number.isInteger(n) && (n as number) >= 0)
      ? (v as number[])
      : undefined;
  },
};
