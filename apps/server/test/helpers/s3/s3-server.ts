import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkPayload, checkSignature, type SigningKeys } from './sigv4-check.js';
import {
  completeUpload,
  fail,
  listObjects,
  md5,
  sendObject,
  type PendingUpload,
  type S3Object,
} from './s3-objects.js';
import { xmlDocument } from './s3-xml.js';

export type { S3Object };

/**
 * A loopback S3 server speaking the subset of S3's REST API that our adapter calls, path-style, every
 * request signed with SigV4 and checked (docs/decisions.md D253): PutObject, GetObject (Range),
 * HeadObject, DeleteObject, ListObjectsV2 (paged), CreateMultipartUpload, UploadPart,
 * CompleteMultipartUpload (S3's 5 MiB minimum part), AbortMultipartUpload. Objects live in memory.
 */
export interface S3ServerOptions {
  /** Keys per ListObjectsV2 page at most (S3's is 1000): tests lower it to see the paging. */
  readonly pageSize?: number;
}

export const TEST_S3_KEYS: SigningKeys = {
  accessKeyId: 'MEDIAFORGETESTKEY',
  secretAccessKey: 'mediaforge-test-secret-access-key-0123',
  region: 'eu-test-1',
};
export interface S3Server {
  readonly endpoint: string;
  /** Every operation answered, in order (failed ones too), e.g. 'UploadPart'. */
  readonly operations: string[];
  /** S3_* variables that point a test app at `bucket` here (created when missing). */
  env(bucket: string, extra?: Record<string, string>): Record<string, string>;
  createBucket(name: string): void;
  objects(bucket: string): Map<string, S3Object>;
  /** Keys of multipart uploads neither completed nor aborted. */
  pendingUploads(bucket: string): string[];
  /** The next `times` requests of `operation` answer 500 InternalError. */
  failNext(operation: string, times?: number): void;
  close(): Promise<void>;
}

export async function startS3Server(options: S3ServerOptions = {}): Promise<S3Server> {
  const buckets = new Map<string, Map<string, S3Object>>();
  const uploads = new Map<string, PendingUpload>();
  const operations: string[] = [];
  const failures = new Map<string, number>();
  const pageSize = options.pageSize ?? 1000;

  function operationOf(method: string, key: string, query: URLSearchParams): string {
    if (key === '') return method === 'GET' && query.get('list-type') === '2' ? 'ListObjectsV2' : '?';
    if (method === 'PUT') return query.has('uploadId') ? 'UploadPart' : 'PutObject';
    if (method === 'POST') return query.has('uploads') ? 'CreateMultipartUpload' : 'CompleteMultipartUpload';
    if (method === 'DELETE') return query.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject';
    return method === 'HEAD' ? 'HeadObject' : 'GetObject';
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '/';
    const [rawPath = '/', rawQuery = ''] = raw.split('?', 2);
    const query = new URLSearchParams(rawQuery);
    const [bucket = '', ...rest] = rawPath.slice(1).split('/').map(decodeURIComponent);
    const key = rest.join('/');
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    const operation = operationOf(method, key, query);
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    if (!req.complete) return void res.destroy();
    const body = Buffer.concat(chunks);
    operations.push(operation);
    const denied =
      checkSignature(TEST_S3_KEYS, { method, rawPath, rawQuery, headers: req.headers }, Date.now()) ??
      checkPayload(req.headers, body);
    if (denied) return fail(res, denied, head);
    const failing = failures.get(operation) ?? 0;
    if (failing > 0) {
      failures.set(operation, failing - 1);
      return fail(res, 'InternalError', head);
    }
    const store = buckets.get(bucket);
    if (!store) return fail(res, 'NoSuchBucket', head);
    const etag = `"${md5(body).toString('hex')}"`;
    switch (operation) {
      case 'ListObjectsV2':
        return listObjects(res, bucket, store, query, pageSize);
      case 'PutObject':
        store.set(key, { body, etag, modifiedAt: Date.now() });
        return void res.writeHead(200, { etag }).end();
      case 'GetObject':
      case 'HeadObject': {
        const object = store.get(key);
        return object ? sendObject(req, res, object, head) : fail(res, 'NoSuchKey', head);
      }
      case 'DeleteObject':
        store.delete(key);
        return void res.writeHead(204).end();
      case 'CreateMultipartUpload': {
        const UploadId = randomBytes(12).toString('hex');
        uploads.set(UploadId, { bucket, key, parts: new Map() });
        res.writeHead(200, { 'content-type': 'application/xml' });
        return void res.end(
          xmlDocument('InitiateMultipartUploadResult', { Bucket: bucket, Key: key, UploadId }),
        );
      }
      case 'UploadPart': {
        const upload = uploads.get(query.get('uploadId') ?? '');
        const partNumber = Number(query.get('partNumber'));
        if (!upload || upload.key !== key) return fail(res, 'NoSuchUpload');
        upload.parts.set(partNumber, { body, etag });
        return void res.writeHead(200, { etag }).end();
      }
      case 'CompleteMultipartUpload': {
        const id = query.get('uploadId') ?? '';
        if (completeUpload(res, uploads.get(id), store, key, body)) uploads.delete(id);
        return;
      }
      case 'AbortMultipartUpload':
        if (!uploads.delete(query.get('uploadId') ?? '')) return fail(res, 'NoSuchUpload');
        return void res.writeHead(204).end();
      default:
        return fail(res, 'NotImplemented', head);
    }
  }

  const server = createServer((req, res) => {
    // A request whose client went away mid-body is dropped: nothing it carried is stored.
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const createBucket = (name: string) => void (buckets.has(name) || buckets.set(name, new Map()));
  return {
    endpoint,
    operations,
    env(bucket, extra = {}) {
      createBucket(bucket);
      return {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_REGION: TEST_S3_KEYS.region,
        S3_ACCESS_KEY_ID: TEST_S3_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: TEST_S3_KEYS.secretAccessKey,
        ...extra,
      };
    },
    createBucket,
    objects: (bucket) => buckets.get(bucket) ?? new Map(),
    pendingUploads: (bucket) => [...uploads.values()].filter((u) => u.bucket === bucket).map((u) => u.key),
    failNext(operation, times = 1) {
      failures.set(operation, times);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
