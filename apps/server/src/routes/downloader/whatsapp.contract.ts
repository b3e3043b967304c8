import { whatsappInfoSchema, whatsappRequestSchema } from '@mediaforge/shared';
import { contract, ok } from '../contract.js';

/** POST /downloader/whatsapp (downloader.md §7; shared whatsapp-api.ts, api/whatsapp-responses.ts). */
export const WHATSAPP_CONTRACT = contract({
  summary:
    'A WhatsApp number: its click-to-chat link (link-generator), or a lookup of its picture and profile on the linked device',
  description:
    'toolType dp-downloader (default), profile-details, profile-details-with-dp or link-generator; message is the ' +
    "link generator's text. Anonymous callers pass the bot check. The lookups need a device the operator linked " +
    '(503 EXTRACTOR_NEEDS_DEVICE otherwise) and are limited per visitor and for the whole server (429 RATE_LIMITED).',
  access: 'owner',
  body: whatsappRequestSchema,
  responses: { 200: ok(whatsappInfoSchema) },
  errors: [400, 401, 403, 404, 429, 502, 503, 504],
});
