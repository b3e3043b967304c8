/**
 * The headers of an outbound request and its answer. The client owns the ones that identify the
 * server, frame the message or carry credentials; the caller adds the rest (Range, Accept, Referer, an
 * API's own headers). Cookies never pass in either direction unless the operator's own, explicitly.
 */
export type HeaderMap = Readonly<Record<string, string | string[] | undefined>>;

const OWNED = new Set([
  'host',
  'user-agent',
  'accept-encoding',
  'content-length',
  'cookie',
  'cookie2',
  'authorization',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'forwarded',
  'x-forwarded-for',
]);

/** Whether the client sets this header itself (a caller naming it is a programming error). */
export function isClientOwnedHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return OWNED.has(lower) || lower.startsWith('proxy-');
}

/** The caller's headers, lower-cased; naming an owned one is a programming error (TypeError). */
export function callerHeaders(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (isClientOwnedHeader(lower)) {
      throw new TypeError(`the egress client sets the ${lower} header itself`);
    }
    out[lower] = value;
  }
  return out;
}

export interface OperatorCredentials {
  readonly authorization?: string;
  readonly cookie?: string;
}

/** The headers of one hop: the caller's, then the client's own, then the credentials still allowed. */
export function hopHeaders(
  caller: Readonly<Record<string, string>>,
  userAgent: string,
  credentials: OperatorCredentials | undefined,
  hasBody: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {
    accept: '*/*',
    ...caller,
    'user-agent': userAgent,
    // Bytes as stored: the byte cap counts what lands on disk, and nothing is decoded on the way.
    'accept-encoding': 'identity',
  };
  if (credentials?.authorization) headers.authorization = credentials.authorization;
  if (credentials?.cookie) headers.cookie = credentials.cookie;
  if (!hasBody) delete headers['content-type'];
  return headers;
}

/** The answer's headers without Set-Cookie: the client keeps no cookies and passes none on. */
export function answerHeaders<T extends HeaderMap>(headers: T): T {
  const out: Record<string, unknown> = { ...headers };
  delete out['set-cookie'];
  delete out['set-cookie2'];
  return out as T;
}

/** Content-Length when it is a plain decimal number. */
export function contentLengthOf(headers: HeaderMap): number | undefined {
  const value = headers['content-length'];
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}
