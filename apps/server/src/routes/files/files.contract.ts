/** Contracts of the file endpoints: chunked and regular upload, download, import configuration. */
import {
  chunkCancelResponseSchema,
  chunkCompleteResponseSchema,
  chunkInitRequestSchema,
  chunkInitResponseSchema,
  chunkProgressResponseSchema,
  chunkUploadResponseSchema,
  importConfigSchema,
  regularUploadResponseSchema,
} from '@mediaforge/shared';
import { z } from 'zod';
import { contract, ok } from '../contract.js';

const upload = z.object({ uploadId: z.string() });

export const CHUNK_CONTRACTS = {
  init: contract({
    summary: 'Start (or resume) a chunked upload',
    access: 'owner',
    body: chunkInitRequestSchema,
    responses: { 200: ok(chunkInitResponseSchema) },
    errors: [400, 401, 402, 413, 429],
  }),
  chunk: contract({
    summary: 'Send one chunk (0-based number)',
    access: 'owner',
    params: upload.extend({ chunkNumber: z.string().describe('0 … totalChunks − 1') }),
    multipartFile: 'chunk',
    responses: { 200: ok(chunkUploadResponseSchema) },
    errors: [400, 401, 404, 409, 413],
  }),
  progress: contract({
    summary: 'Chunks stored and missing',
    access: 'owner',
    params: upload,
    responses: { 200: ok(chunkProgressResponseSchema) },
    errors: [401, 404],
  }),
  complete: contract({
    summary: 'Verify, probe and store the upload',
    access: 'owner',
    params: upload,
    responses: { 200: ok(chunkCompleteResponseSchema) },
    errors: [401, 404, 409, 415, 422],
  }),
  cancel: contract({
    summary: 'Cancel a chunked upload',
    access: 'owner',
    params: upload,
    responses: { 200: ok(chunkCancelResponseSchema) },
    errors: [401, 404, 409],
  }),
};

/** POST /api/files/v2/upload/ (and without the trailing slash). */
export const REGULAR_UPLOAD_CONTRACT = contract({
  summary: 'Upload a file in one request',
  access: 'owner',
  multipartFile: 'file',
  responses: { 200: ok(regularUploadResponseSchema) },
  errors: [400, 401, 402, 413, 415],
});

/** GET and HEAD /api/files/download/{fileId} (and the unprefixed twin). */
export const DOWNLOAD_CONTRACT = contract({
  summary: 'Download a stored file (upload or job result) as an attachment',
  access: 'optional-owner',
  params: z.object({ fileId: z.string() }),
  querystring: z.object({ token: z.string().optional().describe('accessToken or downloadToken') }),
  headers: z.object({ range: z.string().optional().describe('One range: bytes=a-b, a-, -n') }),
  responses: {
    200: { description: 'The file', contentType: 'application/octet-stream' },
    206: { description: 'The requested byte range (Content-Range)', contentType: 'application/octet-stream' },
  },
  errors: [401, 403, 404, 416],
});

/** GET /api/files/download?token= (the token names the file). */
export const TOKEN_DOWNLOAD_CONTRACT = contract({
  summary: 'Download a stored file by a link token alone (downloader results)',
  access: 'public',
  querystring: z.object({
    token: z.string().describe('fileId.expiry.mac, as a finished tools job hands it'),
  }),
  headers: z.object({ range: z.string().optional().describe('One range: bytes=a-b, a-, -n') }),
  responses: {
    200: { description: 'The file', contentType: 'application/octet-stream' },
    206: { description: 'The requested byte range (Content-Range)', contentType: 'application/octet-stream' },
  },
  errors: [403, 404, 416],
});

/** GET /api/files/import/config. */
export const IMPORT_CONFIG_CONTRACT = contract({
  summary: 'Which import sources (web link, each drive) this server serves',
  responses: { 200: ok(importConfigSchema) },
});
