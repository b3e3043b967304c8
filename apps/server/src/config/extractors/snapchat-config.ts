import { z } from 'zod';

/** The Snapchat extractor's settings (its base URLs, so tests point it at a loopback fixture). */
export const snapchatSchema = z.object({});

export type SnapchatConfig = Readonly<Record<string, never>>;

export function toSnapchatConfig(_parsed: z.infer<typeof snapchatSchema>): SnapchatConfig {
  return {};
}
