/** Answers of health, the downloader's platform list, the import configuration and the OpenAPI document. */
import { z } from 'zod';
import { countSchema, named } from './registry.js';

/** GET /api/health (not enveloped). */
export const healthResponseSchema = named(
  'Health',
  z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: countSchema,
  }),
);

/** GET /api/health with 503 when the database does not answer. */
export const healthUnavailableSchema = named(
  'HealthUnavailable',
  z.object({ status: z.literal('unavailable'), database: z.literal('unavailable') }),
);

/** GET /api/downloader/platforms: each platform by its server-side name, and whether it is enabled. */
export const platformsResponseSchema = named(
  'Platforms',
  z.object({ platforms: z.array(z.object({ name: z.string(), enabled: z.boolean() })) }),
);

/** GET /api/files/import/config: one flag per import source (imports.ts ImportConfig). */
export const importConfigSchema = named(
  'ImportConfig',
  z.object({ url: z.boolean(), googleDrive: z.boolean(), dropbox: z.boolean(), onedrive: z.boolean() }),
);

/** GET /api/openapi.json: an OpenAPI 3.1 document (not enveloped). */
export const openapiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
