/**
 * How the WhatsApp result screens show a profile (downloader-results.md §2.8, §5; downloader.md §2
 * "Profile screens"): the number split into a flag and a local number, the devices badge's wording, and
 * business hours. Pure.
 */
import { detectDialCode, type DialCodeEntry } from './downloader-input.js';
import { DEFAULT_COUNTRY } from './downloader.js';
import { WHATSAPP_DAYS, type WhatsappDay, type WhatsappHoursMode } from './whatsapp-api.js';

/**
 * DR §5 "a table of 28 dial codes … (for example 90 TR, 1 US/Canada, 44 GB, 49 DE, 971 AE, 966 SA, 98 IR),
 * longest first". The spec names seven; the rest are the countries with the most WhatsApp accounts and
 * the spec's popular list (docs/decisions.md D203). Several countries share +1 and +7: the table names
 * the main one, as the spec does ("1 US/Canada").
 */
export const WHATSAPP_DISPLAY_DIAL_CODES: readonly DialCodeEntry[] = [
  { code: 'AE', dialCode: '+971' },
  { code: 'SA', dialCode: '+966' },
  { code: 'IQ', dialCode: '+964' },
  { code: 'BD', dialCode: '+880' },
  { code: 'NG', dialCode: '+234' },
  { code: 'TR', dialCode: '+90' },
  { code: 'IN', dialCode: '+91' },
  { code: 'PK', dialCode: '+92' },
  { code: 'IR', dialCode: '+98' },
  { code: 'GB', dialCode: '+44' },
  { code: 'DE', dialCode: '+49' },
  { code: 'FR', dialCode: '+33' },
  { code: 'ES', dialCode: '+34' },
  { code: 'IT', dialCode: '+39' },
  { code: 'NL', dialCode: '+31' },
  { code: 'BR', dialCode: '+55' },
  { code: 'MX', dialCode: '+52' },
  { code: 'AR', dialCode: '+54' },
  { code: 'CO', dialCode: '+57' },
  { code: 'ID', dialCode: '+62' },
  { code: 'PH', dialCode: '+63' },
  { code: 'AU', dialCode: '+61' },
  { code: 'JP', dialCode: '+81' },
  { code: 'KR', dialCode: '+82' },
  { code: 'CN', dialCode: '+86' },
  { code: 'EG', dialCode: '+20' },
  { code: 'RU', dialCode: '+7' },
  { code: 'US', dialCode: '+1' },
];

export interface SplitPhoneNumber {
  /** The flag's country (US when no code of the table matched). */
  readonly countryCode: string;
  /** '+44', or null when no code of the table matched (DR §5 "US flag with no dial code"). */
  readonly dialCode: string | null;
  /** The digits after the dial code (all of them when none matched). */
  readonly national: string;
}

/**
 * DR §2.8 "Phone number split into country flag and local number"; DR §5: characters other than digits
 * and plus are stripped, the longest matching code of the table wins, an unknown code shows the US flag
 * with no dial code.
 */
export function splitWhatsappNumber(phone: string): SplitPhoneNumber {
  const digits = phone.replace(/[^\d+]/g, '').replace(/\D/g, '');
  const found = detectDialCode(digits, WHATSAPP_DISPLAY_DIAL_CODES);
  if (found === undefined) return { countryCode: DEFAULT_COUNTRY.code, dialCode: null, national: digits };
  return { countryCode: found.code, dialCode: found.dialCode, national: found.national };
}

/** DL §2 "info popover explaining 0, 1 and 2+ devices": offline, one device, multiple devices. */
export type DeviceCountKind = 'offline' | 'one' | 'multiple';

export function deviceCountKind(count: number): DeviceCountKind {
  if (!(count > 0)) return 'offline';
  return count === 1 ? 'one' : 'multiple';
}

/** Minutes since midnight as "HH:MM" (540 → '09:00'; 1440, the end of the day, → '24:00'). */
export function formatMinutesOfDay(minutes: number): string {
  const whole = Math.min(24 * 60, Math.max(0, Math.round(minutes)));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** One day of the business hours, as DL §2 shows it: "HH:MM - HH:MM", "24/7" or "Closed". */
export type BusinessDayHours =
  | { readonly kind: 'hours'; readonly ranges: readonly string[] }
  | { readonly kind: 'open24'; readonly text: '24/7' }
  | { readonly kind: 'appointment' }
  | { readonly kind: 'closed' };

export interface BusinessHoursEntry {
  readonly mode: WhatsappHoursMode;
  readonly hours: readonly { readonly start: number; readonly end: number }[];
}

/**
 * A day of `businessHours.config`: a day without an entry is closed; `specific_hours` without any
 * interval is closed too (nothing to show as open).
 */
export function businessDayHours(entry: BusinessHoursEntry | undefined): BusinessDayHours {
  if (entry === undefined) return { kind: 'closed' };
  if (entry.mode === 'open_24_7') return { kind: 'open24', text: '24/7' };
  if (entry.mode === 'appointment_only') return { kind: 'appointment' };
  const ranges = entry.hours.map((h) => `${formatMinutesOfDay(h.start)} - ${formatMinutesOfDay(h.end)}`);
  return ranges.length === 0 ? { kind: 'closed' } : { kind: 'hours', ranges };
}

/** The week from Monday, as a business's opening hours are usually read. */
export const BUSINESS_WEEK: readonly WhatsappDay[] = [...WHATSAPP_DAYS.slice(1), WHATSAPP_DAYS[0]];
