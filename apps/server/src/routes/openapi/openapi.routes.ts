import { JOB_PATHS, openapiDocumentSchema } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { contract } from '../contract.js';
import type { ApiRoute } from './api-routes.js';
import { openapiDocument } from './openapi-document.js';

/**
 * GET /api/openapi.json (DESIGN.md §2 "docs: api (OpenAPI generated)"): the document of the routes
 * `collectApiRoutes` saw, written on the first request (every route is registered by then) and kept.
 */
export function openapiRoutes(
  app: FastifyInstance,
  deps: { readonly version: string; readonly routes: readonly ApiRoute[] },
): void {
  let document: string | undefined;
  app.get(
    JOB_PATHS.openapi,
    contract({ summary: 'This document', responses: { 200: openapiDocumentSchema } }),
    async (_request, reply) => {
      document ??= JSON.stringify(openapiDocument(deps.version, deps.routes));
      return reply.header('content-type', 'application/json; charset=utf-8').send(document);
    },
  );
}
