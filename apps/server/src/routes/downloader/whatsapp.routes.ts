import { whatsappRequestSchema, type ApiSuccess, type WhatsappInfo } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { requireCaptcha } from '../../plugins/require-captcha.js';
import { requireOwner } from '../../plugins/owner.plugin.js';
import type { CaptchaService } from '../../services/captcha/captcha.service.js';
import { visitorSignal } from '../../services/relay/egress-relay.js';
import type { WhatsappService } from '../../services/whatsapp/whatsapp.service.js';
import { parseWith } from '../validation.js';
import { WHATSAPP_CONTRACT } from './whatsapp.contract.js';

export interface WhatsappRouteDeps {
  readonly whatsapp: WhatsappService;
  readonly captcha: Pick<CaptchaService, 'verify'>;
}

/**
 * POST /downloader/whatsapp and /api/downloader/whatsapp (downloader.md §7, NOTES.md 3). Anonymous
 * callers pass the bot check for every tool, the link generator included: the form shows the captcha
 * step before each submission (§4 "Form flow"), and each answer is stored (docs/decisions.md D160).
 */
export function whatsappRoutes(app: FastifyInstance, deps: WhatsappRouteDeps): void {
  const captcha = requireCaptcha(deps.captcha);
  for (const url of ['/api/downloader/whatsapp', '/downloader/whatsapp']) {
    app.post(url, { ...WHATSAPP_CONTRACT, preHandler: captcha }, async (request, reply) => {
      const body = parseWith(whatsappRequestSchema, request.body ?? {});
      const answer = await deps.whatsapp.answer(requireOwner(request), {
        ...body,
        signal: visitorSignal(reply),
      });
      return { success: true, data: answer } satisfies ApiSuccess<WhatsappInfo>;
    });
  }
  // The linked device's connection ends with the app.
  app.addHook('onClose', () => deps.whatsapp.close());
}
