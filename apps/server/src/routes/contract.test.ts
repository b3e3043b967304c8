import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, ok } from './contract.js';
import { collectApiRoutes, type AnswerCheck, type ApiRoute } from './openapi/api-routes.js';
import { openapiDocument } from './openapi/openapi-document.js';

const answerSchema = z.object({ id: z.string(), size: z.number().int() });
const THING = contract({
  summary: 'A thing',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string().min(3) }),
  responses: { 200: ok(answerSchema) },
  errors: [404],
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare app with one /api route answering `answer`, and whatever reached its handler. */
async function appAnswering(answer: unknown, checkAnswers: AnswerCheck = 'off') {
  const errors: unknown[] = [];
  const seen: unknown[] = [];
  app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => errors.push(JSON.parse(line)) } },
  });
  const routes = collectApiRoutes(app, { checkAnswers });
  app.post<{ Params: { id: string } }>('/api/things/:id', THING, (request, reply) => {
    seen.push(request.body, request.params);
    return reply.send(answer);
  });
  app.get('/api/plain', () => ({ plain: true }));
  app.get('/outside', () => 'not api');
  await app.ready();
  const post = (body: unknown) =>
    app!.inject({ method: 'POST', url: '/api/things/7', payload: body as object });
  return { routes, errors, seen, post };
}

describe('route contracts', () => {
  it('leave validation to the handler: a body the schema refuses and string params reach it untouched', async () => {
    const t = await appAnswering({ success: true, data: { id: '7', size: 1 } });
    const res = await t.post({ name: 'x', extra: [1] });
    expect(res.statusCode).toBe(200);
    expect(t.seen).toEqual([{ name: 'x', extra: [1] }, { id: '7' }]);
  });

  it('write answers as JSON.stringify does: unknown fields kept, numbers not coerced', async () => {
    const answer = { success: true, data: { id: 7, size: 1.5, extra: 'kept' } };
    const t = await appAnswering(answer);
    const res = await t.post({ name: 'abc' });
    expect(res.body).toBe(JSON.stringify(answer));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('fail an answer that breaks the contract when checks throw, and only log it when they log', async () => {
    const bad = { success: true, data: { id: '7' } };
    const strict = await appAnswering(bad, 'throw');
    expect((await strict.post({ name: 'abc' })).statusCode).toBe(500);
    const [logged] = strict.errors as { err?: { message?: string } }[];
    expect(strict.errors).toHaveLength(1);
    expect(logged?.err?.message).toContain('data.size');
    await app?.close();

    const logging = await appAnswering(bad, 'log');
    const res = await logging.post({ name: 'abc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(bad));
    expect(logging.errors).toEqual([expect.objectContaining({ route: 'POST /api/things/:id 200' })]);
  });

  it('pass an answer that keeps the contract when checks throw', async () => {
    const t = await appAnswering({ success: true, data: { id: '7', size: 3 } }, 'throw');
    expect((await t.post({ name: 'abc' })).statusCode).toBe(200);
    expect(t.errors).toEqual([]);
  });

  it('are collected for every /api route, without the HEAD Fastify adds to a GET', async () => {
    const t = await appAnswering({});
    const listed = t.routes.map((r: ApiRoute) => `${r.method} ${r.url} ${r.contract?.summary ?? '-'}`);
    expect(listed).toEqual(['POST /api/things/:id A thing', 'GET /api/plain -']);
    const doc = openapiDocument('1.0.0', t.routes) as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/things/{id}']?.post).toMatchObject({
      summary: 'A thing',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      requestBody: { required: true },
    });
    expect(doc.paths['/api/plain']?.get).toMatchObject({ summary: 'Undocumented' });
  });
});
