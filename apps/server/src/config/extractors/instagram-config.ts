import { z } from 'zod';

/** The Instagram extractor's settings (its base URLs, so tests point it at a loopback fixture). */
export const instagramSchema = z.object({});

export type InstagramConfig = Readonly<Record<string, never>>;

export function toInstagramConfig(_parsed: z.infer<typeof instagramSchema>): InstagramConfig {
  return {};
}
