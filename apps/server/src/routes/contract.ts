/**
 * The contract of one endpoint, written once beside its route with the shared zod schemas
 * (packages/shared/src/api), and turned into the route's Fastify options. The same contract feeds
 * /api/openapi.json (routes/openapi) and, when asked, a check of every JSON answer against its schema.
 *
 * Fastify neither validates nor reshapes with these schemas (D90): handlers keep validating their input
 * with `parseWith`, so error bodies and the order of the session, credit and input checks stay as they
 * are; answers are written with JSON.stringify, so no field is dropped or coerced.
 */
import { apiErrorBodySchema, apiSuccessSchema } from '@mediaforge/shared';
import type { FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/** Who may call: anyone, an owner (anonymous session or signed-in account), or a signed-in account. */
export type RouteAccess = 'public' | 'optional-owner' | 'owner' | 'user';

/** An answer that is not a JSON schema of its own (a file, a redirect, an empty body). */
export interface ResponseDoc {
  readonly description: string;
  /** Media type of the body; JSON when a schema is given. */
  readonly contentType?: string;
  readonly schema?: z.ZodType;
}

export type ContractResponse = z.ZodType | ResponseDoc;

export interface RouteContract {
  readonly summary: string;
  readonly description?: string;
  readonly access?: RouteAccess;
  readonly params?: z.ZodObject;
  readonly querystring?: z.ZodObject;
  readonly headers?: z.ZodObject;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart body with one file part of this name. */
  readonly multipartFile?: string;
  /** Answers by status. */
  readonly responses: Readonly<Record<number, ContractResponse>>;
  /** Statuses answered with the error body `{code, message, context?}`. */
  readonly errors?: readonly number[];
}

const kContract = Symbol('mediaforge.route-contract');

/** The route schema Fastify keeps: zod schemas by part, and the contract they came from. */
export interface ContractSchema extends FastifySchema {
  readonly summary: string;
  readonly response: Readonly<Record<number, z.ZodType>>;
  readonly [kContract]: RouteContract;
}

export interface ContractRouteOptions {
  readonly schema: ContractSchema;
  readonly validatorCompiler: FastifySchemaCompiler<unknown>;
  readonly serializerCompiler: FastifySerializerCompiler<unknown>;
}

export const isResponseDoc = (response: ContractResponse): response is ResponseDoc => !('_zod' in response);

/** The zod schema of a JSON answer, or undefined for a file, a redirect or an empty body. */
export function jsonSchemaOf(response: ContractResponse): z.ZodType | undefined {
  return isResponseDoc(response) ? response.schema : response;
}

/** `{success: true, data}` around the data schema. */
export const ok = <S extends z.ZodType>(data: S) => apiSuccessSchema(data);

/** Input is validated by the handler (`parseWith`), never by Fastify. */
const acceptAsIs: FastifySchemaCompiler<unknown> = () => () => true;

/** Answers as JSON.stringify writes them, the same bytes as a route without a schema. */
export const writeAsIs: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** The Fastify options of a route that has this contract (spread into the route's options). */
export function contract(spec: RouteContract): ContractRouteOptions {
  const response: Record<number, z.ZodType> = {};
  for (const [status, answer] of Object.entries(spec.responses)) {
    const schema = jsonSchemaOf(answer);
    if (schema) response[Number(status)] = schema;
  }
  for (const status of spec.errors ?? []) response[status] = apiErrorBodySchema;
  const schema: ContractSchema = {
    summary: spec.summary,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    response,
    [kContract]: spec,
  };
  return { schema, validatorCompiler: acceptAsIs, serializerCompiler: writeAsIs };
}

/** The contract a route was registered with, if any. */
export function contractOf(schema: unknown): RouteContract | undefined {
  return typeof schema === 'object' && schema !== null && kContract in schema
    ? (schema as ContractSchema)[kContract]
    : undefined;
}
