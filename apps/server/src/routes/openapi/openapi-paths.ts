/**
 * The paths of /api/openapi.json: every API route the server answers under /api (the spec's unprefixed
 * twins, D4, answer the same and are not repeated). Kept beside the routes so a new route is one more
 * entry here; the OpenAPI test checks the job paths are listed.
 */
import { ANONYMOUS_SESSION_HEADER, BATCH_TASK_HEADER } from '@mediaforge/shared';
import { ref } from './openapi-schemas.js';

type Doc = Record<string, unknown>;

const json = (schema: Doc): Doc => ({ 'application/json': { schema } });
/** `{success: true, data}` around a schema. */
const envelope = (name: string): Doc => ({
  type: 'object',
  properties: { success: { const: true }, data: ref(name) },
  required: ['success', 'data'],
});
const ok = (name: string, status = '200', description = 'OK'): Doc => ({
  [status]: { description, content: json(envelope(name)) },
});
const ERROR_TEXT: Readonly<Record<number, string>> = {
  400: 'Invalid request or unsupported format',
  401: 'SESSION_REQUIRED: no anonymous session header',
  403: 'FORBIDDEN: invalid or expired download token',
  404: 'Not found (also for another owner’s resources)',
  409: 'Conflict with the resource’s state',
  413: 'Too large',
  415: 'UNSUPPORTED_MEDIA: not an audio or video file; FORMAT_NOT_ALLOWED: not an anonymous format (CC-6.04)',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'Validation failed (INVALID_SETTINGS lists context.errors [{field, message}])',
  429: 'Too many unfinished uploads',
};
const errors = (...statuses: number[]): Doc =>
  Object.fromEntries(
    statuses.map((s) => [String(s), { description: ERROR_TEXT[s], content: json(ref('ErrorBody')) }]),
  );
const path = (name: string, description?: string): Doc => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string' },
  ...(description ? { description } : {}),
});
const session = [{ anonymousSession: [] }];
const multipart = (field: string): Doc => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { [field]: { type: 'string', format: 'binary' } },
        required: [field],
      },
    },
  },
});
const op = (summary: string, rest: Doc): Doc => ({ summary, ...rest });

const download: Doc = op('Download a stored file (upload or job result) as an attachment', {
  parameters: [
    path('fileId'),
    { name: 'token', in: 'query', schema: { type: 'string' }, description: 'accessToken or downloadToken' },
    { name: 'Range', in: 'header', schema: { type: 'string' }, description: 'One range: bytes=a-b, a-, -n' },
  ],
  security: [{}, ...session],
  responses: {
    '200': { description: 'The file', content: { 'application/octet-stream': {} } },
    '206': { description: 'The requested byte range (Content-Range)' },
    ...errors(401, 403, 404, 416),
  },
});

export const OPENAPI_PATHS: Readonly<Record<string, Doc>> = {
  '/api/health': {
    get: op('Health of the server and its database', {
      responses: {
        '200': { description: 'OK', content: json(ref('Health')) },
        '503': { description: 'Database unavailable' },
      },
    }),
    head: op('Network check of the upload client', { responses: { '200': { description: 'OK' } } }),
  },
  '/api/downloader/platforms': {
    get: op('Downloader platforms and whether each is enabled', { responses: ok('Platforms') }),
  },
  '/api/files/chunk/init': {
    post: op('Start (or resume) a chunked upload', {
      security: session,
      requestBody: { required: true, content: json(ref('ChunkInitRequest')) },
      responses: { ...ok('ChunkInitResponse'), ...errors(400, 401, 413, 429) },
    }),
  },
  '/api/files/chunk/upload/{uploadId}/{chunkNumber}': {
    post: op('Send one chunk (0-based number)', {
      security: session,
      parameters: [path('uploadId'), path('chunkNumber')],
      requestBody: multipart('chunk'),
      responses: { ...ok('ChunkUploadResponse'), ...errors(400, 401, 404, 409) },
    }),
  },
  '/api/files/chunk/progress/{uploadId}': {
    get: op('Chunks stored and missing', {
      security: session,
      parameters: [path('uploadId')],
      responses: { ...ok('ChunkProgressResponse'), ...errors(401, 404) },
    }),
  },
  '/api/files/chunk/complete/{uploadId}': {
    post: op('Assemble, verify and store the upload', {
      security: session,
      parameters: [path('uploadId')],
      responses: { ...ok('ChunkCompleteResponse'), ...errors(401, 404, 409, 415, 422) },
    }),
  },
  '/api/files/chunk/{uploadId}': {
    delete: op('Cancel a chunked upload', {
      security: session,
      parameters: [path('uploadId')],
      responses: { ...ok('ChunkCancelResponse'), ...errors(401, 404, 409) },
    }),
  },
  '/api/files/v2/upload/': {
    post: op('Upload a file in one request', {
      security: session,
      requestBody: multipart('file'),
      responses: { ...ok('RegularUploadResponse'), ...errors(400, 401, 413, 415) },
    }),
  },
  '/api/files/download/{fileId}': { get: download, head: download },
  '/api/files/import/config': {
    get: op('Which import sources (web link, each drive) this server serves', {
      responses: ok('ImportConfig'),
    }),
  },
  '/api/files/{fileId}/convert/{format}': {
    post: op(
      'Convert or compress a stored file (a job); compression when settings.processing_mode is compression',
      {
        security: session,
        parameters: [
          path('fileId'),
          path('format', 'Lowercase output format, or keep_original when compressing'),
          { name: BATCH_TASK_HEADER, in: 'header', schema: { type: 'string' } },
        ],
        requestBody: { content: json(ref('ConvertRequest')) },
        responses: { ...ok('ConvertResponse', '202', 'Queued'), ...errors(400, 401, 404, 422) },
      },
    ),
  },
  '/api/jobs/{jobId}': {
    get: op('Status and progress of a job (the polling fallback)', {
      security: session,
      parameters: [path('jobId')],
      responses: { ...ok('JobStatusResponse'), ...errors(401, 404) },
    }),
  },
  '/api/jobs/{jobId}/result': {
    get: op('Result of a completed job with a download token', {
      security: session,
      parameters: [path('jobId')],
      responses: { ...ok('JobResult'), ...errors(401, 404, 409) },
    }),
  },
  '/api/jobs/{jobId}/cancel': {
    post: op('Cancel a pending or running job', {
      security: session,
      parameters: [path('jobId')],
      responses: { ...ok('CancelJobResponse'), ...errors(401, 404, 409) },
    }),
  },
  '/api/limits': {
    get: op('The caller’s limits object: file size, files per upload, daily credits (CC §3 "Limits")', {
      security: [{}, ...session],
      responses: ok('LimitsResponse'),
    }),
  },
  '/api/openapi.json': {
    get: op('This document', {
      responses: { '200': { description: 'OpenAPI 3.1', content: json({ type: 'object' }) } },
    }),
  },
};

export const SECURITY_SCHEMES: Readonly<Record<string, Doc>> = {
  anonymousSession: { type: 'apiKey', in: 'header', name: ANONYMOUS_SESSION_HEADER },
};
