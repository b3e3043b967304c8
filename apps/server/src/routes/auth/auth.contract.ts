import { CAPTCHA_TOKEN_HEADER } from '@mediaforge/shared';
import { z } from 'zod';
import { contract } from '../contract.js';

/** `/api/auth/*`: better-auth's endpoints, answered by better-auth itself. */
export const AUTH_CONTRACT = contract({
  summary: 'better-auth: sign-up/email, sign-in/email, sign-in/social, sign-out, get-session…',
  description:
    'The path after /api/auth names the better-auth endpoint; sign-up and sign-in carry a solved captcha.',
  params: z.object({ path: z.string().describe('The better-auth endpoint, e.g. sign-in/email') }),
  headers: z.object({ [CAPTCHA_TOKEN_HEADER.toLowerCase()]: z.string().optional() }),
  responses: { 200: { description: 'better-auth’s answer', contentType: 'application/json' } },
  errors: [400, 401, 403, 429],
});
