/**
 * /api/openapi.json, generated from the routes as registered (api-routes.ts) and their contracts
 * (../contract.ts): a route added with a contract is documented with nothing else to edit. Shapes the
 * shared schemas name (packages/shared/src/api) are components; the rest is written inline.
 */
import { ANONYMOUS_SESSION_HEADER, apiErrorBodySchema, apiSchemaRegistry } from '@mediaforge/shared';
import { z } from 'zod';
import { isResponseDoc, type RouteAccess, type RouteContract } from '../contract.js';
import type { ApiRoute } from './api-routes.js';

type Doc = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';
const SESSION_COOKIE = 'mediaforge.session_token';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  206: 'Partial content',
  400: 'Invalid request or unsupported format',
  401: 'SESSION_REQUIRED: no session (anonymous session header or sign-in cookie)',
  402: 'INSUFFICIENT_CREDITS: a paid account without credits left',
  403: 'Forbidden (a wrong or expired download token; an action the tier does not allow)',
  404: 'Not found (also for another owner’s resources)',
  409: 'Conflict with the resource’s state',
  413: 'Too large',
  415: 'UNSUPPORTED_MEDIA: not an audio or video file; FORMAT_NOT_ALLOWED: not an anonymous format',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'Validation failed (INVALID_SETTINGS lists context.errors [{field, message}])',
  429: 'Too many requests (also DAILY_LIMIT_REACHED, TOO_MANY_UPLOADS, SESSION_LIMIT_REACHED)',
  503: 'Unavailable',
};

const SECURITY: Readonly<Record<RouteAccess, readonly Doc[] | undefined>> = {
  public: undefined,
  'optional-owner': [{}, { anonymousSession: [] }, { sessionCookie: [] }],
  owner: [{ anonymousSession: [] }, { sessionCookie: [] }],
  user: [{ sessionCookie: [] }],
};

const SECURITY_SCHEMES: Doc = {
  anonymousSession: { type: 'apiKey', in: 'header', name: ANONYMOUS_SESSION_HEADER },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
};

/** Fastify's `/a/:id/*` as OpenAPI's `/a/{id}/{path}`. */
export const openapiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

const pathNames = (url: string): string[] =>
  [...openapiPath(url).matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/**
 * Names come from the shared registry; descriptions and formats (`.describe()`, `.meta()`) live in zod's
 * global one: copy them in.
 */
const override: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = (context) => {
  const meta = z.globalRegistry.get(context.zodSchema);
  if (!meta) return;
  const { id: _id, ...rest } = meta;
  Object.assign(context.jsonSchema, rest);
};

/** Writes JSON Schemas, collecting the named shapes they use as components. */
class SchemaWriter {
  readonly components: Record<string, Doc> = {};

  constructor() {
    const { schemas } = z.toJSONSchema(apiSchemaRegistry, { uri: (id) => COMPONENTS + id, override });
    for (const [id, schema] of Object.entries(schemas)) {
      const { $schema: _schema, $id: _id, ...rest } = schema as Doc;
      this.components[id] = rest;
    }
  }

  write(schema: z.ZodType, io: 'input' | 'output'): Doc {
    const id = apiSchemaRegistry.get(schema)?.id;
    if (id !== undefined) return { $ref: COMPONENTS + id };
    const converted = z.toJSONSchema(schema, {
      io,
      metadata: apiSchemaRegistry,
      unrepresentable: 'any',
      override,
    });
    const { $schema: _schema, $defs, ...rest } = converted as Doc;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Doc>))
      this.components[name] ??= def;
    return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as Doc;
  }
}

const json = (schema: Doc): Doc => ({ 'application/json': { schema } });

const shapeOf = (object: z.ZodObject | undefined): Readonly<Record<string, z.ZodType>> => object?.shape ?? {};

function parameter(name: string, where: string, schema: Doc, required: boolean): Doc {
  const { description, ...rest } = schema;
  return {
    name,
    in: where,
    required,
    schema: rest,
    ...(typeof description === 'string' ? { description } : {}),
  };
}

function parameters(route: ApiRoute, contract: RouteContract, writer: SchemaWriter): Doc[] {
  const list: Doc[] = [];
  const pathShape = shapeOf(contract.params);
  for (const name of pathNames(route.url)) {
    const schema = pathShape[name];
    list.push(parameter(name, 'path', schema ? writer.write(schema, 'input') : { type: 'string' }, true));
  }
  const more = [
    ['query', contract.querystring],
    ['header', contract.headers],
  ] as const;
  for (const [where, object] of more) {
    for (const [name, schema] of Object.entries(shapeOf(object))) {
      list.push(parameter(name, where, writer.write(schema, 'input'), !schema.safeParse(undefined).success));
    }
  }
  return list;
}

function requestBody(contract: RouteContract, writer: SchemaWriter): Doc | undefined {
  if (contract.body) {
    return {
      required: !contract.body.safeParse(undefined).success,
      content: json(writer.write(contract.body, 'input')),
    };
  }
  if (contract.multipartFile === undefined) return undefined;
  const field = contract.multipartFile;
  const schema = {
    type: 'object',
    properties: { [field]: { type: 'string', format: 'binary' } },
    required: [field],
  };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

function responses(contract: RouteContract, writer: SchemaWriter): Doc {
  const out: Doc = {};
  for (const [status, answer] of Object.entries(contract.responses)) {
    const fallback = STATUS_TEXT[Number(status)] ?? 'Answer';
    if (!isResponseDoc(answer)) {
      out[status] = { description: fallback, content: json(writer.write(answer, 'output')) };
      continue;
    }
    const type = answer.contentType ?? (answer.schema ? 'application/json' : undefined);
    const media = answer.schema ? { schema: writer.write(answer.schema, 'output') } : {};
    out[status] = { description: answer.description, ...(type ? { content: { [type]: media } } : {}) };
  }
  for (const status of contract.errors ?? []) {
    out[String(status)] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: json(writer.write(apiErrorBodySchema, 'output')),
    };
  }
  return out;
}

function operation(route: ApiRoute, writer: SchemaWriter): Doc {
  const { contract } = route;
  if (!contract) return { summary: 'Undocumented', responses: { default: { description: 'Undocumented' } } };
  const params = parameters(route, contract, writer);
  const body = requestBody(contract, writer);
  const security = SECURITY[contract.access ?? 'public'];
  return {
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(security ? { security } : {}),
    responses: responses(contract, writer),
  };
}

/** The OpenAPI 3.1 document of the registered /api routes. */
export function openapiDocument(version: string, routes: readonly ApiRoute[]): Doc {
  const writer = new SchemaWriter();
  const paths: Record<string, Record<string, Doc>> = {};
  for (const route of routes) {
    const entry = (paths[openapiPath(route.url)] ??= {});
    entry[route.method.toLowerCase()] = operation(route, writer);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mediaforge API',
      version,
      description:
        'Uploads, conversion and compression jobs, downloads, accounts and credits. Answers are ' +
        '{success: true, data}; errors are {code, message, context?}. Live progress: socket.io at ' +
        '/socket.io (events in packages/shared/src/socket-events.ts).',
    },
    paths,
    components: { schemas: writer.components, securitySchemes: SECURITY_SCHEMES },
  };
}
