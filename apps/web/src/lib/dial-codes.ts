/**
 * The dial code of every country libphonenumber-js knows (its "min" metadata), for the country selector,
 * the phone input's detection and the link generator (DR §2.11, DL §5). It lives in lib/ because those
 * are three sealed features; only the downloader's lazily loaded chunks import it (bench/web budget).
 */
import { DEFAULT_COUNTRY, type DialCodeEntry } from '@mediaforge/shared';
import { getCountries, getCountryCallingCode, Metadata, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';

/** A North American area code written out as one ('242'), not a pattern ('658|876', a regex for Canada). */
const AREA_CODE = /^\d{3}$/;

/**
 * Countries sharing +1 are told apart by their area code, which the metadata gives as the plan's
 * "leading digits": the Bahamas are +1242, as dial-code lists write them, so "+1242 555 1234" finds the
 * Bahamas (DL-5.06). A country whose +1 numbers start with several area codes (Jamaica, Puerto Rico)
 * or with a pattern (Canada) keeps +1. Other shared codes (+7, +44, +39) stay as they are: their
 * leading digits are number ranges inside the country, not part of the code people dial.
 */
function dialCodeOf(country: CountryCode, plans: Metadata): string {
  const calling = getCountryCallingCode(country, metadata);
  plans.selectNumberingPlan(country);
  const leading = plans.numberingPlan?.leadingDigits();
  return calling === '1' && typeof leading === 'string' && AREA_CODE.test(leading)
    ? `+1${leading}`
    : `+${calling}`;
}

/**
 * Position of a country among those sharing its calling code: the metadata lists the code's main
 * country first (US for +1, GB for +44, RU for +7), which detection prefers when nothing else decides.
 */
function rankWithinCode(country: CountryCode): number {
  const sharing = metadata.country_calling_codes[getCountryCallingCode(country, metadata)] ?? [];
  return sharing.indexOf(country);
}

function buildTable(): readonly DialCodeEntry[] {
  const plans = new Metadata(metadata);
  return getCountries(metadata)
    .map((code) => ({ code, dialCode: dialCodeOf(code, plans) }))
    .sort((a, b) => rankWithinCode(a.code) - rankWithinCode(b.code));
}

/** Every country with its dial code; of countries sharing a code, the main one first. */
export const DIAL_CODES: readonly DialCodeEntry[] = buildTable();

const byCountry = new Map(DIAL_CODES.map((entry) => [entry.code, entry.dialCode]));

/** '+44' for 'GB'; an unknown code falls back to the default country's +1 (DR §2.11). */
export function dialCodeFor(countryCode: string): string {
  return byCountry.get(countryCode.toUpperCase()) ?? DEFAULT_COUNTRY.dialCode;
}

export function isKnownCountry(countryCode: string): boolean {
  return byCountry.has(countryCode.toUpperCase());
}
