/** Contracts of the import calls (converter-compressor.md §7 "Own server: import"; D210–D216). */
import {
  DRIVE_NAMES,
  IMPORT_REQUEST_SCHEMAS,
  importErrorBodySchema,
  importPendingSchema,
  importResultSchema,
  onedriveTokenRequestSchema,
  onedriveTokenResponseSchema,
  type ImportSource,
} from '@mediaforge/shared';
import { z } from 'zod';
import { contract, ok } from '../contract.js';

/** Every failure of an import call is the error body with `success: false` (§7 "… and error or message"). */
const failures = (statuses: readonly number[]) =>
  Object.fromEntries(statuses.map((status) => [status, importErrorBodySchema]));

const SOURCE_SUMMARY: Readonly<Record<ImportSource, string>> = {
  url: 'Import a file from a web link',
  'google-drive': `Import a file from ${DRIVE_NAMES['google-drive']}`,
  dropbox: `Import a file from ${DRIVE_NAMES.dropbox}`,
  onedrive: `Import a file from ${DRIVE_NAMES.onedrive}`,
};

const IMPORT_DESCRIPTION =
  'Starts an import job. Answers 200 with the stored file when the job ends within the wait ' +
  '(IMPORT_ANSWER_WAIT_MS), else 202 with the job to follow (socket job:progress/job:update, or ' +
  'GET /api/files/import/jobs/{jobId}). A refusal keeps the code an upload of the same file would get.';

const answers = {
  200: ok(importResultSchema),
  202: ok(importPendingSchema),
  ...failures([400, 401, 402, 403, 404, 409, 413, 415, 429, 502, 503, 504]),
};

export const IMPORT_CONTRACTS: Readonly<Record<ImportSource, ReturnType<typeof contract>>> = {
  url: contract({
    summary: SOURCE_SUMMARY.url,
    description: IMPORT_DESCRIPTION,
    access: 'owner',
    body: IMPORT_REQUEST_SCHEMAS.url,
    responses: answers,
  }),
  'google-drive': contract({
    summary: SOURCE_SUMMARY['google-drive'],
    description: IMPORT_DESCRIPTION,
    access: 'owner',
    body: IMPORT_REQUEST_SCHEMAS['google-drive'],
    responses: answers,
  }),
  dropbox: contract({
    summary: SOURCE_SUMMARY.dropbox,
    description: IMPORT_DESCRIPTION,
    access: 'owner',
    body: IMPORT_REQUEST_SCHEMAS.dropbox,
    responses: answers,
  }),
  onedrive: contract({
    summary: SOURCE_SUMMARY.onedrive,
    description: IMPORT_DESCRIPTION,
    access: 'owner',
    body: IMPORT_REQUEST_SCHEMAS.onedrive,
    responses: answers,
  }),
};

/** GET /api/files/import/jobs/{jobId}. */
export const IMPORT_JOB_CONTRACT = contract({
  summary: "An import's answer again: the stored file, the job still running, or its refusal",
  access: 'owner',
  params: z.object({ jobId: z.string() }),
  responses: answers,
});

/** POST /api/files/onedrive/token (and the unprefixed twin). */
export const ONEDRIVE_TOKEN_CONTRACT = contract({
  summary: 'Exchange the OneDrive login code for an access token',
  access: 'owner',
  body: onedriveTokenRequestSchema,
  responses: { 200: onedriveTokenResponseSchema, ...failures([400, 401, 502, 503, 504]) },
});
