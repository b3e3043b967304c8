import type { FastifyBaseLogger, FastifyInstance, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { contractOf, type RouteContract } from '../contract.js';

/** One method of one registered /api route, and the contract it was registered with (if any). */
export interface ApiRoute {
  readonly method: string;
  readonly url: string;
  readonly contract: RouteContract | undefined;
}

/**
 * What to do with an answer that does not match its contract: nothing (production), log it
 * (development), or fail the request with a 500 so a test sees it.
 */
export type AnswerCheck = 'off' | 'log' | 'throw';

/** JSON.stringify, after checking the answer against its schema. */
function checkingSerializer(
  check: 'log' | 'throw',
  log: FastifyBaseLogger,
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      const parsed = (schema as z.ZodType).safeParse(data);
      if (!parsed.success) {
        const where = `${method} ${url} ${httpStatus}`;
        const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        if (check === 'throw') throw new Error(`The answer of ${where} breaks its contract: ${issues}`);
        log.error({ route: where, issues }, 'answer breaks its contract');
      }
      return JSON.stringify(data);
    };
}

/**
 * Records every /api route registered after this call (an onRoute hook: call it before the routes), for
 * /api/openapi.json, and puts the answer check on the routes that have a contract. The list is complete
 * once the app is ready.
 */
export function collectApiRoutes(
  app: FastifyInstance,
  options: { readonly checkAnswers: AnswerCheck },
): readonly ApiRoute[] {
  const routes: ApiRoute[] = [];
  const check = options.checkAnswers;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const contract = contractOf(route.schema);
    if (contract && check !== 'off') route.serializerCompiler = checkingSerializer(check, app.log);
    // Fastify answers HEAD for every GET on its own, as a route of its own: only a HEAD asked for is kept.
    const autoHead = route.method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url);
    if (autoHead) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, contract });
  });
  return routes;
}

/** The answer check of each run mode. */
export const ANSWER_CHECKS: Readonly<Record<'development' | 'production' | 'test', AnswerCheck>> = {
  development: 'log',
  production: 'off',
  test: 'throw',
};
