import { z } from 'zod';

/** The Whatsapp extractor's settings (its base URLs, so tests point it at a loopback fixture). */
export const whatsappSchema = z.object({});

export type WhatsappConfig = Readonly<Record<string, never>>;

export function toWhatsappConfig(_parsed: z.infer<typeof whatsappSchema>): WhatsappConfig {
  return {};
}
