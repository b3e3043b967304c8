import { CAPTCHA_MESSAGES, CAPTCHA_TOKEN_HEADER, ERROR_CODES } from '@mediaforge/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { CaptchaService } from '../services/captcha/captcha.service.js';

/**
 * A preHandler for routes anonymous visitors may only call after the bot check (downloader.md §4, §6:
 * "ANONYMOUS must pass the captcha before analysis"; DL-6.01). Signed-in callers skip it (DL-4.11). The
 * solution comes as `captchaToken` in the JSON body (POST /downloader/info) or the X-Captcha-Token header.
 * Usage: `app.post(url, { preHandler: requireCaptcha(captcha) }, handler)`.
 */
export function requireCaptcha(captcha: Pick<CaptchaService, 'verify'>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.owner?.kind === 'user') return;
    const body = request.body as { captchaToken?: unknown } | undefined;
    const fromBody = typeof body?.captchaToken === 'string' ? body.captchaToken : undefined;
    const fromHeader = request.headers[CAPTCHA_TOKEN_HEADER.toLowerCase()];
    const token = fromBody ?? (typeof fromHeader === 'string' ? fromHeader : undefined);
    if (!token || !(await captcha.verify(token, request.ip))) {
      throw new AppError(ERROR_CODES.CAPTCHA_FAILED, CAPTCHA_MESSAGES.failed);
    }
  };
}
