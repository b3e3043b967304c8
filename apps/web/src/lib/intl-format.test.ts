import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import {
  asciiDigits,
  formatDate,
  formatDuration,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatSpeedFactor,
} from './intl-format';

const PERSIAN_DIGITS = /^[^0-9]*$/;
/** fr separates with a no-break space, narrow or not by ICU version: either is right. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the visitor language (lib/intl-format.ts)', () => {
  it('counts: Persian digits in fa, grouping from five digits on', () => {
    expect(formatNumber(5, 'fa')).toBe('۵');
    expect(formatNumber(1920, 'en')).toBe('1920');
    expect(formatNumber(12000, 'en')).toBe('12,000');
    expect(formatNumber(12000, 'fa')).toBe('۱۲٬۰۰۰');
    expect(spaced(formatNumber(12000, 'fr'))).toBe('12 000');
    expect(formatNumber(1.5, 'fr')).toBe('1,5');
  });

  it('percentages of 0–100, whole, with each language sign and spacing', () => {
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(42, 'fa')).toBe('۴۲٪');
    expect(spaced(formatPercent(42, 'fr'))).toBe('42 %');
    expect(formatPercent(99.6, 'en')).toBe('100%');
  });

  it('sizes with 1024-based units and up to two decimals', () => {
    expect(formatFileSize(1572864, 'en')).toBe('1.5 MB');
    expect(spaced(formatFileSize(1572864, 'fr'))).toBe('1,5 Mo');
    expect(formatFileSize(50 * 1024 ** 2, 'fa')).toMatch(/۵۰/);
    expect(formatFileSize(50 * 1024 ** 2, 'fa')).toMatch(PERSIAN_DIGITS);
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(0, 'en')).toBe('0 bytes');
    expect(formatFileSize(Number.NaN, 'en')).toBe('0 bytes');
    expect(formatFileSize(1.234 * 1024 ** 3, 'en')).toBe('1.23 GB');
  });

  it('durations as seconds, or minutes and seconds above a minute', () => {
    expect(formatDuration(40, 'en')).toBe('40 sec');
    expect(formatDuration(130, 'en')).toBe('2 min 10 sec');
    expect(formatDuration(130, 'fa')).toMatch(/۲.*۱۰/);
    expect(formatDuration(130, 'fa')).toMatch(PERSIAN_DIGITS);
    expect(spaced(formatDuration(-3, 'fr'))).toBe('0 s');
  });

  it('speeds and dates', () => {
    expect(formatSpeedFactor(2, 'en')).toBe('2x');
    expect(formatSpeedFactor(2.5, 'fr')).toBe('2,5x');
    expect(formatSpeedFactor(2.5, 'fa')).toBe('۲٫۵x');
    const date = Date.UTC(2026, 0, 15, 12, 0);
    expect(formatDate(date, 'fa')).toMatch(PERSIAN_DIGITS);
    expect(formatDate(date, 'en')).toMatch(/2026/);
    expect(formatDate(date, 'fr')).toMatch(/janv\./);
  });

  it('what a visitor types in Persian digits goes to the server in ASCII', () => {
    expect(asciiDigits('۱۲۳')).toBe('123');
    expect(asciiDigits('٤٥')).toBe('45');
    expect(asciiDigits('۲٫۵')).toBe('2.5');
    expect(asciiDigits('25 MB')).toBe('25 MB');
  });

  it('every number in a translation is written in the page language', () => {
    const fa = createI18n('fa').getFixedT('fa');
    expect(fa('upload:count', { files: 5, max: 10 })).toBe('فایل‌ها: ۵ از ۱۰');
    expect(fa('queue:phase.processing', { context: 'conversion', percent: 42 })).toBe('در حال تبدیل ۴۲٪');
    expect(fa('upload:errors.fileTooLarge', { max: 50 * 1024 ** 2 })).toMatch(PERSIAN_DIGITS);
    const en = createI18n('en').getFixedT('en');
    expect(en('queue:phase.processing', { context: 'conversion', percent: 42 })).toBe('Converting 42%');
    expect(en('upload:errors.fileTooLarge', { max: 50 * 1024 ** 2 })).toBe(
      'File exceeds the maximum size of 50 MB',
    );
    const fr = createI18n('fr').getFixedT('fr');
    expect(spaced(fr('upload:status.uploading', { percent: 7 }))).toBe('Envoi 7 %');
  });
});
