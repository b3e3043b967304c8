import { z } from 'zod';

/**
 * The WhatsApp lookups' settings (docs/decisions.md D161, D165). The link itself is the opt-in: without
 * a device linked by `npm run admin -- whatsapp-link` the server never connects to WhatsApp.
 */
export const whatsappSchema = z.object({
  /** Lookups the whole server may run per minute (the linked account's exposure). */
  WHATSAPP_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(10),
  /** Lookups one visitor (anonymous session or account) may run per hour. */
  WHATSAPP_VISITOR_LOOKUPS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(20),
  /** Cap of one lookup, opening the connection included. */
  WHATSAPP_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  /**
   * The WhatsApp Web version the device announces (`2.3000.1027934701`); empty uses the one Baileys
   * ships. WhatsApp refuses versions it considers too old, so operators can set a current one.
   */
  WHATSAPP_WEB_VERSION: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^\d{1,6}\.\d{1,6}\.\d{1,12}$/.test(v), {
      message: 'must be three dot-separated numbers, e.g. 2.3000.1027934701',
    }),
});

export interface WhatsappConfig {
  readonly lookupsPerMinute: number;
  readonly visitorLookupsPerHour: number;
  readonly lookupTimeoutMs: number;
  /** [major, minor, patch], or undefined for Baileys' own. */
  readonly webVersion: readonly [number, number, number] | undefined;
}

export function toWhatsappConfig(parsed: z.infer<typeof whatsappSchema>): WhatsappConfig {
  const [major, minor, patch] = parsed.WHATSAPP_WEB_VERSION.split('.').map(Number);
  return {
    lookupsPerMinute: parsed.WHATSAPP_LOOKUPS_PER_MINUTE,
    visitorLookupsPerHour: parsed.WHATSAPP_VISITOR_LOOKUPS_PER_HOUR,
    lookupTimeoutMs: parsed.WHATSAPP_LOOKUP_TIMEOUT_MS,
    webVersion:
      major !== undefined && minor !== undefined && patch !== undefined && parsed.WHATSAPP_WEB_VERSION
        ? [major, minor, patch]
        : undefined,
  };
}
