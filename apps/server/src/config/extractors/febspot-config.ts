import { z } from 'zod';
import { pageBaseUrl } from './page-base-url.js';

/** The Febspot extractor's settings: where its video pages are fetched from (D140). */
export const febspotSchema = z.object({
  FEBSPOT_BASE_URL: pageBaseUrl('https://www.febspot.com'),
});

export interface FebspotConfig {
  /** Video pages: `<baseUrl>/video/<id>`. */
  readonly baseUrl: string;
}

export function toFebspotConfig(parsed: z.infer<typeof febspotSchema>): FebspotConfig {
  return { baseUrl: parsed.FEBSPOT_BASE_URL };
}
