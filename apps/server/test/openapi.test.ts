import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiPath } from '../src/routes/openapi/openapi-document.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

interface Operation {
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
}

/**
 * Every route of Fastify's router with its methods, read from `printRoutes()`: a tree whose lines are
 * `<indent>├── <segment> (METHODS)`, four characters of indent per level; a route is the segments from
 * the root down to its line.
 */
function registeredRoutes(tree: string): { url: string; methods: string[] }[] {
  const stack: string[] = [];
  const routes: { url: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    if (match[3]) routes.push({ url: stack.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

describe('GET /api/openapi.json, generated from the registered routes', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await startTestApp();
    const res = await fetch(`${t.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    doc = (await res.json()) as Document;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every method of every registered /api route, each with a summary', () => {
    const api = registeredRoutes(t.app.printRoutes()).filter((r) => r.url.startsWith('/api/'));
    // The reading of the tree works: routes of several shapes are found.
    expect(api.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/jobs/:jobId/result',
        '/api/auth/*',
        '/api/files/v2/upload/',
      ]),
    );
    const missing: string[] = [];
    for (const { url, methods } of api) {
      const path = doc.paths[openapiPath(url)] ?? {};
      for (const method of methods) {
        // Fastify answers HEAD for every GET by itself; those are not listed apart.
        if (method === 'HEAD' && path.get && !path.head) continue;
        const operation = path[method.toLowerCase()];
        if (!operation?.summary || operation.summary === 'Undocumented') missing.push(`${method} ${url}`);
      }
    }
    expect(missing).toEqual([]);
    expect(api.length).toBeGreaterThanOrEqual(25);
  });

  it('lists the HEAD answers the upload client and downloads rely on', () => {
    expect(Object.keys(doc.paths['/api/health'] ?? {})).toEqual(['get', 'head']);
    expect(Object.keys(doc.paths['/api/files/download/{fileId}'] ?? {})).toEqual(['get', 'head']);
  });

  it('describes answers with the shared response schemas as components', () => {
    const answer = (path: string, method: string, status: string) =>
      doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    expect(answer('/api/jobs/{jobId}', 'get', '200')).toMatchObject({
      properties: { success: { const: true }, data: { $ref: '#/components/schemas/JobStatusResponse' } },
    });
    expect(answer('/api/files/{fileId}/convert/{format}', 'post', '202')).toMatchObject({
      properties: { data: { $ref: '#/components/schemas/ConvertResponse' } },
    });
    expect(answer('/api/jobs/{jobId}', 'get', '404')).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(doc.components.schemas.JobStatusResponse?.properties?.result).toEqual({
      anyOf: [{ $ref: '#/components/schemas/JobResult' }, { type: 'null' }],
    });
    expect(doc.components.schemas.JobStatusResponse?.properties?.createdAt).toEqual({
      type: 'string',
      format: 'date-time',
    });
    expect(doc.components.schemas.ChunkInitResponse?.required).toEqual([
      'uploadId',
      'chunkSize',
      'totalChunks',
      'uploadedChunks',
    ]);
    // Every reference points at a component the document holds.
    const refs = [...JSON.stringify(doc).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(refs.filter((name) => !(name in doc.components.schemas))).toEqual([]);
  });

  it('describes request bodies from the schemas the handlers validate with', () => {
    const init = doc.paths['/api/files/chunk/init']?.post as unknown as {
      requestBody: { required: boolean; content: Record<string, { schema: { required: string[] } }> };
    };
    expect(init.requestBody.required).toBe(true);
    expect(init.requestBody.content['application/json']?.schema.required).toEqual(['fileName', 'fileSize']);
    const convert = doc.paths['/api/files/{fileId}/convert/{format}']?.post as unknown as {
      requestBody: { required: boolean };
    };
    expect(convert.requestBody.required).toBe(false);
    expect((convert as unknown as { parameters: unknown[] }).parameters).toEqual([
      { name: 'fileId', in: 'path', required: true, schema: { type: 'string' } },
      {
        name: 'format',
        in: 'path',
        required: true,
        schema: { type: 'string' },
        description: 'Lowercase output format, or keep_original when compressing',
      },
      { name: 'x-batch-task-id', in: 'header', required: false, schema: { type: 'string' } },
    ]);
  });
});
