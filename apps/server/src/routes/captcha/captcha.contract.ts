import { captchaChallengeSchema } from '@mediaforge/shared';
import { contract } from '../contract.js';

/** GET /api/captcha/challenge. */
export const CAPTCHA_CONTRACT = contract({
  summary: 'A signed ALTCHA challenge for the widget (404 under Cloudflare Turnstile)',
  responses: { 200: captchaChallengeSchema },
  errors: [404],
});
