import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@mediaforge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/socket.io/'];

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api') return false;
  // A missing asset (a path with a file extension) is a real 404, not an app route.
  return path.extname(url) === '';
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * other GET that is not an API call answered with index.html (history fallback).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { readonly webDistDir: string }) => {
  const hasBuild = existsSync(path.join(opts.webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: true,
      index: false,
      // Our own cache-control per file below, not the plugin's max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The drive login popups come back here from the provider's origin; under the site's opener
        // policy the browser would cut them off from the page that opened them (D221).
        if (filePath.includes(`${path.sep}drive-auth${path.sep}`)) {
          res.setHeader('cross-origin-opener-policy', 'unsafe-none');
        }
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  // The static plugin answers a directory (the root) with 403; the root is an app route.
  if (hasBuild) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && wantsSpa(request)) return sendIndex(reply);
    return reply.status(404).send({
      code: ERROR_CODES.ROUTE_NOT_FOUND,
      message: `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`,
    });
  });
});
