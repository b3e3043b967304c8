/**
 * The answers of the API as zod schemas, one per shape, beside the request schemas (upload-api.ts,
 * job-api.ts, accounts-api.ts). The server derives its route schemas and /api/openapi.json from them;
 * the browser validates what it receives with the same schemas.
 *
 * Every schema that names a shape of its own is registered here under its component name, the name
 * /api/openapi.json lists it by (`#/components/schemas/<id>`).
 */
import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';

export interface ApiSchemaMeta {
  /** Component name in the OpenAPI document. */
  readonly id: string;
  readonly description?: string;
}

/** The named shapes of the API. */
export const apiSchemaRegistry = z.registry<ApiSchemaMeta>();

/** Registers `schema` under `id` and hands it back (for `export const x = named('X', z.object(…))`). */
export function named<S extends z.ZodType>(id: string, schema: S, description?: string): S {
  apiSchemaRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** A string holding an ISO 8601 time (the server writes `Date#toISOString()`). */
export const isoTimeSchema = z.string().meta({ format: 'date-time' });

/** A byte count or other whole number that is never negative. */
export const countSchema = z.number().int().nonnegative();

/** `{ success: true, data }`, the body of every JSON success answer. */
export function apiSuccessSchema<S extends z.ZodType>(data: S) {
  return z.object({ success: z.literal(true), data });
}

/** `{ code, message, context? }`, the body of every error answer (errors.ts ApiErrorBody). */
export const apiErrorBodySchema = named(
  'ErrorBody',
  z.object({
    code: z.enum(Object.values(ERROR_CODES) as [string, ...string[]]),
    message: z.string(),
    context: z.record(z.string(), z.unknown()).optional(),
  }),
);
