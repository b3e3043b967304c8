import { CAPTCHA_TOKEN_HEADER } from '@mediaforge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toHeaders } from '../../plugins/owner.plugin.js';
import type { AuthFront } from '../../services/accounts/auth-front.service.js';
import { AUTH_CONTRACT } from './auth.contract.js';

/** The Fastify request as the web Request better-auth expects (JSON bodies are re-serialised). */
function toWebRequest(request: FastifyRequest): Request {
  const headers = toHeaders(request.headers);
  headers.delete('content-length');
  // better-auth records the session's address from X-Forwarded-For: give it the one Fastify trusts.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') void reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/** `/api/auth/*`: better-auth behind the bot check and the sign-in throttle (services/accounts/auth-front). */
export function authRoutes(app: FastifyInstance, deps: { readonly front: AuthFront }): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    ...AUTH_CONTRACT,
    handler: async (request, reply) => {
      const token = request.headers[CAPTCHA_TOKEN_HEADER.toLowerCase()];
      const path = new URL(request.url, 'http://x').pathname.slice('/api/auth'.length);
      return send(
        reply,
        await deps.front.handle({
          request: toWebRequest(request),
          path,
          body: request.body,
          ip: request.ip,
          captchaToken: typeof token === 'string' ? token : undefined,
        }),
      );
    },
  });
}
