import { ANONYMOUS_SESSION_HEADER, ERROR_CODES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { anonymousOwner, type Owner, type ResolvedOwner, type UserOwner } from '../services/owner.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller: a signed-in account, else a valid anonymous session (docs/decisions.md D18, D42); null otherwise. */
    owner: Owner | null;
    /** Why an anonymous session header was not accepted, for the 401's code. */
    ownerProblem: 'invalid' | 'expired' | null;
  }
}

/** Who a request's headers name (services/accounts/owner-resolver.ts). */
export type OwnerResolver = (headers: Headers) => Promise<ResolvedOwner>;

const header = ANONYMOUS_SESSION_HEADER.toLowerCase();

/** Paths that act for someone; static files and app pages skip the session lookup. */
const API_PATH = /^\/(?:api|files|credits|downloader|tools)(?:\/|$)/;

export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

/** Without a resolver (unit tests of routes) the session header is taken by its shape alone. */
const shapeOnly: OwnerResolver = (headers) => {
  const owner = anonymousOwner(headers.get(header) ?? undefined) ?? null;
  return Promise.resolve({ owner, problem: null });
};

/** Reads who is calling once per request: session cookie or bearer token, else the anonymous session header. */
export const ownerPlugin = fp((app: FastifyInstance, options: { readonly resolve?: OwnerResolver }) => {
  const resolve = options.resolve ?? shapeOnly;
  app.decorateRequest('owner', null);
  app.decorateRequest('ownerProblem', null);
  app.addHook('onRequest', async (request) => {
    if (!API_PATH.test(request.url)) return;
    const resolved = await resolve(toHeaders(request.headers));
    request.owner = resolved.owner;
    request.ownerProblem = resolved.problem;
  });
});

/** The caller, or 401: SESSION_EXPIRED for a 24-hour-old anonymous session, else SESSION_REQUIRED. */
export function requireOwner(request: FastifyRequest): Owner {
  if (request.owner) return request.owner;
  if (request.ownerProblem === 'expired') {
    throw new AppError(ERROR_CODES.SESSION_EXPIRED, 'The anonymous session has expired: ask for a new one');
  }
  throw new AppError(ERROR_CODES.SESSION_REQUIRED, UPLOAD_ERROR_MESSAGES.sessionRequired);
}

/** A signed-in account, or 401 UNAUTHORIZED (CC-7.16: the balance is for signed-in users). */
export function requireUser(request: FastifyRequest): UserOwner {
  if (request.owner?.kind === 'user') return request.owner;
  throw new AppError(ERROR_CODES.UNAUTHORIZED, 'Sign in to continue');
}
