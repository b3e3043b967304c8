import type { FormatterModule } from 'i18next';

/**
 * Numbers in the visitor's language (D74): sizes, percentages, counts, durations, speeds and dates go
 * through Intl with the page's locale, so fa reads ۵ فایل and ۴۲٪ and fr "1,5 Mo" and "42 %". Only
 * what is shown: values sent to the server stay numbers (and asciiDigits() turns typed Persian
 * digits back into ASCII).
 */

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * A count or measure: up to two decimals, grouped from five digits on ("1920×1080" stays as it is,
 * "12,000" is grouped), the locale's own digits.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return numberFormat(locale, { maximumFractionDigits, useGrouping: 'min2' }).format(value);
}

/** A percentage given as 0–100, whole: "42%", "۴۲٪", "42 %". */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * Bytes with 1024-based units and up to two decimals, as packages/shared formatFileSize counts them
 * ("1.5 MB", "۱٫۵ MB", "1,5 Mo"); plain bytes in full words ("512 bytes").
 */
export function formatFileSize(bytes: number, locale: string): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const power = safe === 0 ? 0 : Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(safe) / Math.log(1024)));
  return numberFormat(locale, {
    style: 'unit',
    unit: SIZE_UNITS[power] ?? 'byte',
    unitDisplay: power === 0 ? 'long' : 'short',
    maximumFractionDigits: 2,
  }).format(safe / 1024 ** power);
}

/** Seconds as minutes and seconds above a minute (the ETA of CC-4.25): "2 min 5 sec", "۴۰ ثانیه". */
export function formatDuration(totalSeconds: number, locale: string): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const unit = (unit: 'minute' | 'second', value: number) =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  if (whole <= 60) return unit('second', whole);
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format([
    unit('minute', Math.floor(whole / 60)),
    unit('second', whole % 60),
  ]);
}

/** A processing speed factor with up to one decimal: "2.5x", "۲٫۵x", "2,5x" (CC-4.26). */
export function formatSpeedFactor(factor: number, locale: string): string {
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(factor)}x`;
}

/** A date and time, medium date and short time, in the locale's calendar and digits. */
export function formatDate(date: Date | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Persian (۰–۹) and Arabic-Indic (٠–٩) digits, and the Arabic decimal separator (٫), as ASCII: what a
 * visitor types on an fa keyboard before it is checked and sent.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669\u066B]/g, (char) => {
    const code = char.charCodeAt(0);
    if (code === 0x066b) return '.';
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

type Formatted = (value: number, locale: string) => string;

/** Names for translations: "{{percent, percent}}", "{{max, size}}", "{{seconds, duration}}". */
const NAMED: Readonly<Record<string, Formatted>> = {
  number: (value, locale) => formatNumber(value, locale),
  percent: formatPercent,
  size: formatFileSize,
  duration: formatDuration,
  speed: formatSpeedFactor,
  date: formatDate,
};

/**
 * i18next's formatter (with interpolation.alwaysFormat): a named format above, and any other number
 * interpolated into a translation in the locale's digits, so no count is left in ASCII by accident.
 */
export const intlFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format(value: unknown, format, lng) {
    const locale = lng ?? 'en';
    const named = format === undefined ? undefined : NAMED[format.trim()];
    if (typeof value !== 'number') return value as string;
    return named === undefined ? formatNumber(value, locale) : named(value, locale);
  },
};
