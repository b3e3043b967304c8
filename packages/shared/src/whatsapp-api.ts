/**
 * POST /downloader/whatsapp (downloader.md §7): the body the WhatsApp screens send. The number rule and
 * its message live with the other input rules (downloader-input.ts `isValidWhatsAppPhone`,
 * `DOWNLOADER_INPUT_MESSAGES.invalidWhatsAppPhone`); the answer's schema is api/whatsapp-responses.ts.
 */
import { z } from 'zod';

/** The call, also answered without `/api` (NOTES.md 3). */
export const WHATSAPP_PATH = '/api/downloader/whatsapp';

/**
 * Longest link-generator message. The spec leaves it free; a bound keeps the body and the link small,
 * and past about 2,900 bytes a link no longer fits in a QR code (version 40 holds 2,953).
 */
export const WHATSAPP_MESSAGE_MAX_CHARS = 2000;

/** Body: phoneNumber, toolType, message (link generator only), captchaToken (anonymous callers). */
export const whatsappRequestSchema = z.object({
  /** Missing is empty: the spec's "Please enter a … URL" answers both. */
  phoneNumber: z.string().max(64).default(''),
  toolType: z.string().trim().max(64).optional(),
  message: z
    .string()
    .max(
      WHATSAPP_MESSAGE_MAX_CHARS,
      `The message can have at most ${String(WHATSAPP_MESSAGE_MAX_CHARS)} characters`,
    )
    .optional(),
  captchaToken: z.string().max(4096).optional(),
});
export type WhatsappRequest = z.input<typeof whatsappRequestSchema>;

/** Days of the business hours, keyed as the spec writes them (downloader.md §3). */
export const WHATSAPP_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WhatsappDay = (typeof WHATSAPP_DAYS)[number];

/**
 * How a business opens on a day: the spec's two modes, and WhatsApp's third (by appointment), which
 * has no hours and is neither open all day nor closed.
 */
export const WHATSAPP_HOURS_MODES = ['specific_hours', 'open_24_7', 'appointment_only'] as const;
export type WhatsappHoursMode = (typeof WHATSAPP_HOURS_MODES)[number];
