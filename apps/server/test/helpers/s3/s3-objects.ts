import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { completedParts, xmlDocument } from './s3-xml.js';

/** The answers of the loopback S3 server (s3-server.ts) that read or write objects and uploads. */
export interface S3Object {
  readonly body: Buffer;
  readonly etag: string;
  readonly modifiedAt: number;
}

export interface PendingUpload {
  readonly bucket: string;
  readonly key: string;
  readonly parts: Map<number, { body: Buffer; etag: string }>;
}

const MIN_PART = 5 * 1024 * 1024;

const STATUS: Record<string, number> = {
  NoSuchKey: 404,
  NoSuchBucket: 404,
  NoSuchUpload: 404,
  InvalidRange: 416,
  AccessDenied: 403,
  InvalidAccessKeyId: 403,
  SignatureDoesNotMatch: 403,
  RequestTimeTooSkewed: 403,
  NotImplemented: 501,
  InternalError: 500,
};

export const md5 = (data: Buffer) => createHash('md5').update(data).digest();

/** An S3 error answer (no body to a HEAD, as S3 does). */
export function fail(res: ServerResponse, code: string, head = false): void {
  res.writeHead(STATUS[code] ?? 400, { 'content-type': 'application/xml' });
  res.end(head ? undefined : xmlDocument('Error', { Code: code, Message: code, RequestId: 'loopback' }));
}

/** GetObject and HeadObject, with a Range of `bytes=a-b`, `a-` or `-n`. */
export function sendObject(req: IncomingMessage, res: ServerResponse, object: S3Object, head: boolean): void {
  const size = object.body.length;
  const headers: Record<string, string | number> = {
    'accept-ranges': 'bytes',
    etag: object.etag,
    'last-modified': new Date(object.modifiedAt).toUTCString(),
    'content-type': 'application/octet-stream',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || head) {
    res.writeHead(200, { ...headers, 'content-length': size });
    res.end(head ? undefined : object.body);
    return;
  }
  const [, from = '', to = ''] = range;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return fail(res, 'InvalidRange');
  const part = object.body.subarray(start, end + 1);
  res.writeHead(206, {
    ...headers,
    'content-length': part.length,
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  res.end(part);
}

/** ListObjectsV2: keys in byte order from the continuation token on, at most `pageSize` a page. */
export function listObjects(
  res: ServerResponse,
  bucket: string,
  store: Map<string, S3Object>,
  query: URLSearchParams,
  pageSize: number,
): void {
  const prefix = query.get('prefix') ?? '';
  const after = query.has('continuation-token')
    ? Buffer.from(query.get('continuation-token') ?? '', 'base64url').toString()
    : '';
  const limit = Math.min(Number(query.get('max-keys') ?? 1000), pageSize);
  const keys = [...store.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
  const page = keys.slice(0, limit);
  const truncated = keys.length > page.length;
  const last = page.at(-1) ?? '';
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(
    xmlDocument('ListBucketResult', {
      Name: bucket,
      Prefix: prefix,
      KeyCount: page.length,
      MaxKeys: limit,
      IsTruncated: truncated,
      ContinuationToken: query.get('continuation-token') ?? undefined,
      NextContinuationToken: truncated ? Buffer.from(last).toString('base64url') : undefined,
      Contents: page.map((key) => {
        const o = store.get(key)!;
        const LastModified = new Date(o.modifiedAt).toISOString();
        return { Key: key, LastModified, ETag: o.etag, Size: o.body.length, StorageClass: 'STANDARD' };
      }),
    }),
  );
}

/** CompleteMultipartUpload: the listed parts, checked as S3 checks them, become the object; true when they did. */
export function completeUpload(
  res: ServerResponse,
  upload: PendingUpload | undefined,
  store: Map<string, S3Object>,
  key: string,
  body: Buffer,
): boolean {
  if (!upload || upload.key !== key) return (fail(res, 'NoSuchUpload'), false);
  const listed = completedParts(body.toString());
  if (!listed || listed.length === 0) return (fail(res, 'MalformedXML'), false);
  const bodies: Buffer[] = [];
  for (const [i, { partNumber, etag }] of listed.entries()) {
    const part = upload.parts.get(partNumber);
    if (!part || part.etag !== etag) return (fail(res, 'InvalidPart'), false);
    if (i > 0 && partNumber <= (listed[i - 1]?.partNumber ?? 0))
      return (fail(res, 'InvalidPartOrder'), false);
    if (i < listed.length - 1 && part.body.length < MIN_PART) return (fail(res, 'EntityTooSmall'), false);
    bodies.push(part.body);
  }
  const etag = `"${md5(Buffer.concat(bodies.map(md5))).toString('hex')}-${bodies.length}"`;
  store.set(key, { body: Buffer.concat(bodies), etag, modifiedAt: Date.now() });
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(xmlDocument('CompleteMultipartUploadResult', { Bucket: upload.bucket, Key: key, ETag: etag }));
  return true;
}
