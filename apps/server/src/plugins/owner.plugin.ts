import { ANONYMOUS_SESSION_HEADER, ERROR_CODES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { anonymousOwner, type Owner } from '../services/owner.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from the anonymous session header (docs/decisions.md D18); null when absent or malformed. */
    owner: Owner | null;
  }
}

const header = ANONYMOUS_SESSION_HEADER.toLowerCase();

/** Reads who is calling once per request; the accounts issue adds bearer tokens here. */
export const ownerPlugin = fp((app: FastifyInstance) => {
  app.decorateRequest('owner', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.owner = anonymousOwner(request.headers[header]) ?? null;
    done();
  });
});

/** The caller, or 401 SESSION_REQUIRED: every upload call names its owner. */
export function requireOwner(request: FastifyRequest): Owner {
  if (!request.owner) throw new AppError(ERROR_CODES.SESSION_REQUIRED, UPLOAD_ERROR_MESSAGES.sessionRequired);
  return request.owner;
}
