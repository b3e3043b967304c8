import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Verifies an AWS Signature Version 4 `Authorization` header the way S3 documents it ("Signature
 * Calculations for the Authorization Header"): canonical request → string to sign → HMAC chain from
 * the secret. Answers the S3 error code of a refusal, or undefined when the request is signed right.
 */
export interface SigningKeys {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
}

export interface SignedRequest {
  readonly method: string;
  /** The path as sent (already percent-encoded; S3 does not encode it again). */
  readonly rawPath: string;
  /** The query string as sent, without `?`. */
  readonly rawQuery: string;
  readonly headers: IncomingHttpHeaders;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 unreserved characters stay; everything else is %XX (upper case), as SigV4 wants. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string): string {
  if (rawQuery === '') return '';
  return rawQuery
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponent(at === -1 ? pair : pair.slice(0, at));
      const value = at === -1 ? '' : decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
      return [encode(name), encode(value)] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
};

/** How far a request's x-amz-date may be from the server's clock (S3's RequestTimeTooSkewed). */
const MAX_SKEW_MS = 15 * 60 * 1000;

export function checkSignature(keys: SigningKeys, request: SignedRequest, now: number): string | undefined {
  const auth = header(request.headers, 'authorization');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, day = '', region = '', signedList = '', signature = ''] = match;
  if (accessKeyId !== keys.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== keys.region) return 'AuthorizationHeaderMalformed';
  const signed = signedList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signed.includes(required)) return 'AccessDenied';
  }
  const amzDate = header(request.headers, 'x-amz-date');
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!time || amzDate.slice(0, 8) !== day) return 'AccessDenied';
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = time.slice(1).map(Number);
  if (Math.abs(Date.UTC(y, mo - 1, d, h, mi, s) - now) > MAX_SKEW_MS) return 'RequestTimeTooSkewed';

  const canonical = [
    request.method,
    request.rawPath,
    canonicalQuery(request.rawQuery),
    ...signed.map((name) => `${name}:${header(request.headers, name)}`),
    '',
    signed.join(';'),
    header(request.headers, 'x-amz-content-sha256'),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${keys.secretAccessKey}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, toSign);
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? undefined
    : 'SignatureDoesNotMatch';
}

/**
 * The body against its declared x-amz-content-sha256: a hex digest must match (XAmzContentSHA256Mismatch);
 * UNSIGNED-PAYLOAD is accepted; the streaming forms are not spoken here (our client never sends them).
 */
export function checkPayload(headers: IncomingHttpHeaders, body: Buffer): string | undefined {
  const declared = header(headers, 'x-amz-content-sha256');
  if (declared === 'UNSIGNED-PAYLOAD') return undefined;
  if (!/^[0-9a-f]{64}$/.test(declared)) return 'NotImplemented';
  return declared === sha256(body) ? undefined : 'XAmzContentSHA256Mismatch';
}
