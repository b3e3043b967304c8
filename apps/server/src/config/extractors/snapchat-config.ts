import { z } from 'zod';
import { pageBaseUrl } from './page-base-url.js';

/** The Snapchat extractor's settings: where its pages and its short links are fetched from (D140, D142). */
export const snapchatSchema = z.object({
  SNAPCHAT_BASE_URL: pageBaseUrl('https://www.snapchat.com'),
  SNAPCHAT_SHORT_LINK_BASE_URL: pageBaseUrl('https://t.snapchat.com'),
});

export interface SnapchatConfig {
  /** Profile, story, highlight and Spotlight pages: `<baseUrl>/add/<user>`, `<baseUrl>/spotlight/<id>`. */
  readonly baseUrl: string;
  /** `t.snapchat.com` short links: `<shortLinkBaseUrl>/<code>` answers a redirect to the page. */
  readonly shortLinkBaseUrl: string;
}

export function toSnapchatConfig(parsed: z.infer<typeof snapchatSchema>): SnapchatConfig {
  return { baseUrl: parsed.SNAPCHAT_BASE_URL, shortLinkBaseUrl: parsed.SNAPCHAT_SHORT_LINK_BASE_URL };
}
