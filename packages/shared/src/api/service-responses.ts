/** Answers of health, the downloader's platform list, the import configuration and the OpenAPI document. */
import { z } from 'zod';
import { countSchema, named } from './registry.js';

/** The process roles (`--role`): the embedded all-in-one, an http api node, a job worker (D235). */
export const SERVER_ROLES = ['all', 'api', 'worker'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

/** What the health check found of one dependency (database, object store, Redis when configured). */
export const dependencyStateSchema = z.enum(['ok', 'unavailable']);

/** GET /api/health (not enveloped): every dependency answered. */
export const healthResponseSchema = named(
  'Health',
  z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    role: z.enum(SERVER_ROLES),
    dependencies: z.record(z.string(), z.literal('ok')),
    version: z.string(),
    uptimeSeconds: countSchema,
  }),
);

/** GET /api/health with 503 when a dependency does not answer; `dependencies` says which. */
export const healthUnavailableSchema = named(
  'HealthUnavailable',
  z.object({
    status: z.literal('unavailable'),
    database: dependencyStateSchema,
    role: z.enum(SERVER_ROLES),
    dependencies: z.record(z.string(), dependencyStateSchema),
  }),
);

/** GET /api/downloader/platforms: each platform by its server-side name, and whether it is enabled. */
export const platformsResponseSchema = named(
  'Platforms',
  z.object({ platforms: z.array(z.object({ name: z.string(), enabled: z.boolean() })) }),
);

/** The public settings of each configured drive (drive-clients.ts DriveClients). */
export const driveClientsSchema = named(
  'DriveClients',
  z.object({
    googleDrive: z.object({ clientId: z.string(), apiBaseUrl: z.string(), scriptUrl: z.string() }).optional(),
    dropbox: z
      .object({
        appKey: z.string(),
        apiBaseUrl: z.string(),
        contentBaseUrl: z.string(),
        authorizeUrl: z.string(),
      })
      .optional(),
    onedrive: z
      .object({ clientId: z.string(), graphBaseUrl: z.string(), authorizeUrl: z.string() })
      .optional(),
  }),
);

/** GET /api/files/import/config: one flag per import source, the drives' public settings (imports.ts ImportConfig). */
export const importConfigSchema = named(
  'ImportConfig',
  z.object({
    url: z.boolean(),
    googleDrive: z.boolean(),
    dropbox: z.boolean(),
    onedrive: z.boolean(),
    drives: driveClientsSchema.optional(),
  }),
);

/** GET /api/openapi.json: an OpenAPI 3.1 document (not enveloped). */
export const openapiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
