import { JOB_PATHS } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATHS, SECURITY_SCHEMES } from './openapi-paths.js';
import { OPENAPI_SCHEMAS } from './openapi-schemas.js';

/** The OpenAPI 3.1 document of the API (DESIGN.md §2 "docs: api (OpenAPI generated)"). */
export function openapiDocument(version: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mediaforge API',
      version,
      description:
        'Uploads, conversion and compression jobs, downloads. Answers are {success: true, data}; ' +
        'errors are {code, message, context?}. Live progress: socket.io at /socket.io (events in ' +
        'packages/shared/src/socket-events.ts).',
    },
    paths: OPENAPI_PATHS,
    components: { schemas: OPENAPI_SCHEMAS, securitySchemes: SECURITY_SCHEMES },
  };
}

/** GET /api/openapi.json: built once, served as JSON. */
export function openapiRoutes(app: FastifyInstance, deps: { readonly version: string }): void {
  const document = JSON.stringify(openapiDocument(deps.version));
  app.get(JOB_PATHS.openapi, async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(document),
  );
}
