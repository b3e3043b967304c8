import { z } from 'zod';
import { pageBaseUrl } from './page-base-url.js';

/** The iFunny extractor's settings: where its post pages are fetched from (D140). */
export const ifunnySchema = z.object({
  IFUNNY_BASE_URL: pageBaseUrl('https://ifunny.co'),
});

export interface IfunnyConfig {
  /** Post pages: `<baseUrl>/video/<slug-id>`, `/picture/…`, `/gif/…`, `/meme/…`. */
  readonly baseUrl: string;
}

export function toIfunnyConfig(parsed: z.infer<typeof ifunnySchema>): IfunnyConfig {
  return { baseUrl: parsed.IFUNNY_BASE_URL };
}
