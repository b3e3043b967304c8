import { ERROR_CODES } from '@mediaforge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins this server answers as: the request's own, and BASE_URL's when configured. */
function ownOrigins(request: FastifyRequest, baseUrl: string | undefined): string[] {
  const own = `${request.protocol}://${request.host}`.toLowerCase();
  return baseUrl ? [own, new URL(baseUrl).origin.toLowerCase()] : [own];
}

function isCrossSite(request: FastifyRequest, baseUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && !ownOrigins(request, baseUrl).includes(origin.toLowerCase());
}

/**
 * Cross-site state changes are refused (DESIGN.md §5; docs/decisions.md D43): a POST/PUT/PATCH/DELETE whose
 * `Sec-Fetch-Site` says another site made it, or whose `Origin` is not ours, is 403 CROSS_SITE_REQUEST.
 * Clients that send neither header (curl, the socket and API clients with a bearer token, Stripe's
 * webhook) are not browsers acting on someone's cookies, so they pass.
 */
export const crossSitePlugin = fp(
  (app: FastifyInstance, options: { readonly baseUrl?: string | undefined }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      done(
        isCrossSite(request, options.baseUrl)
          ? new AppError(ERROR_CODES.CROSS_SITE_REQUEST, 'Cross-site requests may not change anything here')
          : undefined,
      );
    });
  },
);
