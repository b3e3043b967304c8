/**
 * Answers of the import calls (converter-compressor.md §3 "Import result", §7 "Own server: import";
 * import-api.ts holds the request bodies, imports.ts the paths). An import is a job of kind `import`
 * (docs/decisions.md D210): the call waits a short while for it, so a small file answers 200 with the
 * spec's import result at once; a file still arriving answers 202 with the job to follow (the socket's
 * job:progress / job:update like a conversion, or GET /api/files/import/jobs/{jobId}, which answers
 * like the call itself). Every import answer carries `success`: failures are the error body plus
 * `success: false` (§7 "success, data …, and error or message").
 */
import { z } from 'zod';
import { IMPORT_SOURCES } from '../imports.js';
import { apiErrorBodySchema, countSchema, named } from './registry.js';
import { mediaMetadataSchema } from './upload-responses.js';

const importMethodSchema = z.enum(IMPORT_SOURCES);

/** 200: the stored file (§3 "Import result"), ready to convert like an upload. */
export const importResultSchema = named(
  'ImportResult',
  z.object({
    jobId: z.string(),
    status: z.literal('completed'),
    fileId: z.string(),
    fileName: z.string(),
    fileSize: countSchema,
    mimeType: z.string(),
    /** Signed, expiring token of the stored file (the regular upload's accessToken, D21). */
    accessToken: z.string(),
    /** `/api/files/download/{fileId}?token=…`. */
    downloadUrl: z.string(),
    /** §3: "importMethod (defaults to the source)". */
    importMethod: importMethodSchema,
    metadata: mediaMetadataSchema,
  }),
);

/** 202: the import is queued or still arriving; follow `jobId`. */
export const importPendingSchema = named(
  'ImportPending',
  z.object({
    jobId: z.string(),
    status: z.enum(['pending', 'running']),
    /** 0-100, as the job's progress. */
    progress: z.number().min(0).max(100),
    importMethod: importMethodSchema,
    /** GET this for the import's answer again (200 done, 202 still running, an error if it failed). */
    statusUrl: z.string(),
  }),
);

/** The `data` of an import answer: done or still running. */
export const importAnswerSchema = z.discriminatedUnion('status', [importResultSchema, importPendingSchema]);

/** An import call's failure: the error body (`{code, message, context?}`) with `success: false`. */
export const importErrorBodySchema = named(
  'ImportErrorBody',
  apiErrorBodySchema.extend({ success: z.literal(false) }),
);

/**
 * POST /files/onedrive/token (§7 "Returns success and access_token"): the token at the top level as the
 * spec reads it, and the same fields in `data` as every other answer of this API. The refresh token
 * Microsoft may send is never handed out (the browser keeps accessToken only, §3 "Stored drive login").
 */
const onedriveTokenFields = {
  access_token: z.string(),
  token_type: z.string(),
  /** Seconds the token lives (Microsoft's expires_in). */
  expires_in: countSchema,
  scope: z.string().optional(),
};
export const onedriveTokenResponseSchema = named(
  'OnedriveTokenResponse',
  z.object({
    success: z.literal(true),
    ...onedriveTokenFields,
    data: z.object(onedriveTokenFields),
  }),
);

export type ImportResult = z.output<typeof importResultSchema>;
export type ImportPending = z.output<typeof importPendingSchema>;
export type ImportAnswer = z.output<typeof importAnswerSchema>;
export type ImportErrorBody = z.output<typeof importErrorBodySchema>;
export type OnedriveTokenResponse = z.output<typeof onedriveTokenResponseSchema>;
