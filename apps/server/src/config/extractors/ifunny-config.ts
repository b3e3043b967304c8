import { z } from 'zod';

/** The Ifunny extractor's settings (its base URLs, so tests point it at a loopback fixture). */
export const ifunnySchema = z.object({});

export type IfunnyConfig = Readonly<Record<string, never>>;

export function toIfunnyConfig(_parsed: z.infer<typeof ifunnySchema>): IfunnyConfig {
  return {};
}
