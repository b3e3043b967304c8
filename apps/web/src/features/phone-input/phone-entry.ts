/**
 * What the phone field holds after each keystroke or paste (DL §5): digits only; input starting with
 * "+" is an international number, cleaned to plus and digits, whose country is detected by the longest
 * matching dial code with at least 4 digits after it (packages/shared detectDialCode).
 */
import { detectDialCode, type DialCodeEntry } from '@mediaforge/shared';
import { asciiDigits } from '../../lib/intl-format';

export interface PhoneEntry {
  /** The national number (digits), or "+" and digits while no country matches yet. */
  readonly value: string;
  /** Set when the input named a country by its dial code. */
  readonly countryCode?: string;
}

/** "12a-3" → "123"; Persian and Arabic-Indic digits typed on an fa keyboard count as digits (D74). */
export function phoneDigitsOnly(input: string): string {
  return asciiDigits(input).replace(/\D/g, '');
}

/**
 * `raw` is the field's text after the change; `countryCode` the country chosen now, which wins among
 * countries sharing the detected code (a Canadian number pasted with Canada chosen stays Canadian).
 */
export function readPhoneInput(
  raw: string,
  countryCode: string,
  table: readonly DialCodeEntry[],
): PhoneEntry {
  const text = asciiDigits(raw).trim();
  if (!text.startsWith('+')) return { value: phoneDigitsOnly(text) };
  const international = `+${phoneDigitsOnly(text)}`;
  const detected = detectDialCode(international, table, countryCode);
  if (detected === undefined) return { value: international };
  return { value: detected.national, countryCode: detected.code };
}
