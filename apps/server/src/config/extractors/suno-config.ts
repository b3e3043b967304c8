import { z } from 'zod';

/** The Suno extractor's settings (its base URLs, so tests point it at a loopback fixture). */
export const sunoSchema = z.object({});

export type SunoConfig = Readonly<Record<string, never>>;

export function toSunoConfig(_parsed: z.infer<typeof sunoSchema>): SunoConfig {
  return {};
}
