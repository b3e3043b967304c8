import { ERROR_CODES } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import type { CaptchaService } from '../../services/captcha/captcha.service.js';
import { CAPTCHA_CONTRACT } from './captcha.contract.js';

/**
 * GET /api/captcha/challenge: a signed ALTCHA challenge for the widget (DL-7.12: the verification itself
 * happens on the call the widget protects). Never cached: each challenge is good for one solution.
 */
export function captchaRoutes(app: FastifyInstance, deps: { readonly captcha: CaptchaService }): void {
  app.get('/api/captcha/challenge', CAPTCHA_CONTRACT, async (_request, reply) => {
    const challenge = await deps.captcha.challenge();
    if (!challenge) throw new AppError(ERROR_CODES.NOT_FOUND, 'This server uses Cloudflare Turnstile');
    void reply.header('cache-control', 'no-store');
    return challenge;
  });
}
