import { describe, expect, it } from 'vitest';
import {
  AUDIO_CLICK_DEBOUNCE_MS,
  AUDIO_LOAD_RETRIES,
  AUDIO_LOAD_WAIT_MS,
  CAPTCHA_TO_ANALYSIS_DELAY_MS,
  COPY_FEEDBACK_MS,
  DEFAULT_COUNTRY,
  DEFAULT_DOWNLOAD_TYPE,
  DEFAULT_MESSAGE_TEMPLATE_ID,
  EMOJI_GRID_COLUMNS,
  EMOJI_TABS,
  LIMIT_TOAST_MS,
  MESSAGE_TEMPLATE_CATEGORIES,
  MESSAGE_TEMPLATE_CATEGORY_IDS,
  MESSAGE_TEXTAREA_ROWS,
  MIN_DIGITS_AFTER_DIAL_CODE,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  POPULAR_COUNTRIES,
  QR_SIZE_PX,
  SCROLL_TO_SELECTED_DELAY_MS,
  abbreviateCount,
  messageTemplateCategoryOf,
} from './downloader.js';

describe('downloader constants (DL §9)', () => {
  it('DL-5.04 phone length 7 to 15 digits', () => {
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([7, 15]);
  });

  it('DL-5.06 at least 4 digits must remain after the dial code', () => {
    expect(MIN_DIGITS_AFTER_DIAL_CODE).toBe(4);
  });

  it('DL-2.43 default country US (+1)', () => {
    expect(DEFAULT_COUNTRY).toEqual({ code: 'US', dialCode: '+1' });
  });

  it('DR-2.11.05 popular countries, in order', () => {
    expect(POPULAR_COUNTRIES).toEqual([
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
    ]);
  });

  it('DL-7.11 QR size 300x300', () => {
    expect(QR_SIZE_PX).toBe(300);
  });

  it('DL-2.52 Link Copied shows for 2000 ms', () => {
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });

  it('DL-8.10 limit toast 10000 ms', () => {
    expect(LIMIT_TOAST_MS).toBe(10_000);
  });

  it('DL-4.08 analysis starts 1000 ms after the captcha', () => {
    expect(CAPTCHA_TO_ANALYSIS_DELAY_MS).toBe(1000);
  });

  it('DL-9.01 scroll-to-selected delay 100 ms', () => {
    expect(SCROLL_TO_SELECTED_DELAY_MS).toBe(100);
  });

  it('DL-4.24 audio clicks within 250 ms are ignored', () => {
    expect(AUDIO_CLICK_DEBOUNCE_MS).toBe(250);
  });

  it('DL-4.26 audio waits 2500 ms for readiness and retries once', () => {
    expect(AUDIO_LOAD_WAIT_MS).toBe(2500);
    expect(AUDIO_LOAD_RETRIES).toBe(1);
  });

  it('DL-2.40 default download type video', () => {
    expect(DEFAULT_DOWNLOAD_TYPE).toBe('video');
  });

  it('DL-2.44 message textarea 4 rows', () => {
    expect(MESSAGE_TEXTAREA_ROWS).toBe(4);
  });

  it('DL-2.50 emoji tabs smileys, gestures, hearts, activities in 8 columns', () => {
    expect(EMOJI_TABS).toEqual(['smileys', 'gestures', 'hearts', 'activities']);
    expect(EMOJI_GRID_COLUMNS).toBe(8);
  });
});

describe('message templates (DL §3)', () => {
  it('DL-2.49 / DL-3.12 categories business, support, sales, personal', () => {
    expect(MESSAGE_TEMPLATE_CATEGORY_IDS).toEqual(['business', 'support', 'sales', 'personal']);
  });

  it('DL-3.13 business templates', () => {
    expect(MESSAGE_TEMPLATE_CATEGORIES.business).toEqual([
      'businessInquiry',
      'productInfo',
      'appointment',
      'consultation',
      'partnership',
      'feedback',
    ]);
  });

  it('DL-3.14 support templates', () => {
    expect(MESSAGE_TEMPLATE_CATEGORIES.support).toEqual([
      'supportHelp',
      'technicalSupport',
      'orderStatus',
      'refundRequest',
      'warrantyClaim',
    ]);
  });

  it('DL-3.15 sales templates', () => {
    expect(MESSAGE_TEMPLATE_CATEGORIES.sales).toEqual([
      'quoteRequest',
      'pricingInfo',
      'bulkOrder',
      'customOrder',
      'demoRequest',
      'trialRequest',
    ]);
  });

  it('DL-3.16 personal templates', () => {
    expect(MESSAGE_TEMPLATE_CATEGORIES.personal).toEqual([
      'hello',
      'contactMe',
      'thanks',
      'recommendation',
      'followUp',
    ]);
  });

  it('DL-3.17 businessInquiry is the default template', () => {
    expect(DEFAULT_MESSAGE_TEMPLATE_ID).toBe('businessInquiry');
    expect(messageTemplateCategoryOf('businessInquiry')).toBe('business');
    expect(messageTemplateCategoryOf('followUp')).toBe('personal');
    expect(messageTemplateCategoryOf('nope')).toBeUndefined();
  });
});

describe('count abbreviation', () => {
  it('DR-2.9.05 K from 1,000 and M from 1,000,000, one decimal', () => {
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1000)).toBe('1.0K');
    expect(abbreviateCount(1500)).toBe('1.5K');
    expect(abbreviateCount(2_300_000)).toBe('2.3M');
    expect(abbreviateCount(1_000_000)).toBe('1.0M');
  });

  it('DR-2.9.05 a count just under a million does not read 1000.0K', () => {
    expect(abbreviateCount(999_960)).toBe('1.0M');
    expect(abbreviateCount(999_949)).toBe('999.9K');
  });
});
