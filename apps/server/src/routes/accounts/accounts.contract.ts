import {
  accountsConfigResponseSchema,
  ANONYMOUS_SESSION_HEADER,
  ANONYMOUS_USER_AGENT_HEADER,
  anonymousSessionResponseSchema,
} from '@mediaforge/shared';
import { z } from 'zod';
import { contract, ok } from '../contract.js';

export const ACCOUNTS_CONTRACTS = {
  config: contract({
    summary: 'What the sign-in page may offer: Google sign-in, the captcha provider, payments',
    responses: { 200: ok(accountsConfigResponseSchema) },
  }),
  anonymousSession: contract({
    summary: 'Start an anonymous session, or hand back the current one while it is valid',
    headers: z.object({
      [ANONYMOUS_SESSION_HEADER.toLowerCase()]: z.string().optional().describe('The current session id'),
      [ANONYMOUS_USER_AGENT_HEADER.toLowerCase()]: z.string().optional(),
    }),
    responses: { 200: ok(anonymousSessionResponseSchema) },
    errors: [429],
  }),
};
