import { z } from 'zod';

/** The Febspot extractor's settings (its base URLs, so tests point it at a loopback fixture). */
export const febspotSchema = z.object({});

export type FebspotConfig = Readonly<Record<string, never>>;

export function toFebspotConfig(_parsed: z.infer<typeof febspotSchema>): FebspotConfig {
  return {};
}
