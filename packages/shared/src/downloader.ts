/**
 * Downloader constants (downloader.md §2, §3, §4, §9; downloader-results.md §2.9, §2.11, §9): the link
 * generator, message templates, emoji picker, timings, and count abbreviation.
 */

/** DL §9 "Phone length 7 to 15 digits". */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** DL §9 "minimum 4 digits after the dial code when detecting the country". */
export const MIN_DIGITS_AFTER_DIAL_CODE = 4;

/** DL §9 "Default country code +1 (US)"; DR §2.11 "Default country US (+1)". */
export const DEFAULT_COUNTRY = { code: 'US', dialCode: '+1' } as const;

/** DR §2.11 popular section, in the spec's order. */
export const POPULAR_COUNTRIES = [
  'US',
  'GB',
  'IN',
  'BR',
  'CN',
  'AU',
  'CA',
  'FR',
  'DE',
  'ID',
  'IR',
  'IT',
  'JP',
  'KR',
  'MX',
  'RU',
  'ES',
  'TR',
] as const;

/** DL §9 "QR size 300x300" (pixels, square). */
export const QR_SIZE_PX = 300;
/** DL §9 "Copy feedback 2000 ms" (Link Copied; DR §4 copied state). */
export const COPY_FEEDBACK_MS = 2000;
/** DL §9 "Limit toast 10000 ms". */
export const LIMIT_TOAST_MS = 10_000;
/** DL §9 "Captcha-to-analysis delay 1000 ms". */
export const CAPTCHA_TO_ANALYSIS_DELAY_MS = 1000;
/** DL §9 "Scroll-to-selected delay 100 ms". */
export const SCROLL_TO_SELECTED_DELAY_MS = 100;
/** DL §9 "Audio click debounce 250 ms; audio load wait 2500 ms"; DL §4 "retries once". */
export const AUDIO_CLICK_DEBOUNCE_MS = 250;
export const AUDIO_LOAD_WAIT_MS = 2500;
export const AUDIO_LOAD_RETRIES = 1;

/** Download types of the form; DL §9 "Default download type video". */
export const DOWNLOAD_TYPES = ['video', 'audio'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];
export const DEFAULT_DOWNLOAD_TYPE: DownloadType = 'video';

/** DL §9 "Message textarea 4 rows. Emoji grid 8 columns." */
export const MESSAGE_TEXTAREA_ROWS = 4;
export const EMOJI_GRID_COLUMNS = 8;
/** DL §2 emoji picker tabs. */
export const EMOJI_TABS = ['smileys', 'gestures', 'hearts', 'activities'] as const;

/** DL §3 "Message template": template ids per category, in the spec's order. */
export const MESSAGE_TEMPLATE_CATEGORIES = {
  business: ['businessInquiry', 'productInfo', 'appointment', 'consultation', 'partnership', 'feedback'],
  support: ['supportHelp', 'technicalSupport', 'orderStatus', 'refundRequest', 'warrantyClaim'],
  sales: ['quoteRequest', 'pricingInfo', 'bulkOrder', 'customOrder', 'demoRequest', 'trialRequest'],
  personal: ['hello', 'contactMe', 'thanks', 'recommendation', 'followUp'],
} as const;
export type MessageTemplateCategory = keyof typeof MESSAGE_TEMPLATE_CATEGORIES;
export type MessageTemplateId = (typeof MESSAGE_TEMPLATE_CATEGORIES)[MessageTemplateCategory][number];
export const MESSAGE_TEMPLATE_CATEGORY_IDS = Object.keys(
  MESSAGE_TEMPLATE_CATEGORIES,
) as readonly MessageTemplateCategory[];
/** DL §3 "businessInquiry (the default)"; Reset returns to it (DL §4). */
export const DEFAULT_MESSAGE_TEMPLATE_ID: MessageTemplateId = 'businessInquiry';

/** The category a template belongs to, or undefined for an unknown id. */
export function messageTemplateCategoryOf(id: string): MessageTemplateCategory | undefined {
  return MESSAGE_TEMPLATE_CATEGORY_IDS.find((c) =>
    (MESSAGE_TEMPLATE_CATEGORIES[c] as readonly string[]).includes(id),
  );
}

/** DL §9 / DR §2.9: counts abbreviated at 1,000 (K) and 1,000,000 (M). */
export const THOUSAND = 1_000;
export const MILLION = 1_000_000;

/**
 * 999 → '999', 1500 → '1.5K', 2300000 → '2.3M' (one decimal, as DR §2.9 says). A count that would
 * round up to '1000.0K' is shown as '1.0M' instead.
 */
export function abbreviateCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const abs = Math.abs(n);
  if (abs >= MILLION || Math.abs(Number((n / THOUSAND).toFixed(1))) >= THOUSAND) {
    return `${(n / MILLION).toFixed(1)}M`;
  }
  if (abs >= THOUSAND) return `${(n / THOUSAND).toFixed(1)}K`;
  return String(n);
}
