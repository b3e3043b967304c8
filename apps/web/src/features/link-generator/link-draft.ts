/**
 * The link generator's form as data (DL §2 "Link generator screen", §4 "Reset", §5): what it starts
 * with, when it counts as changed, when its number is accepted, and the link it makes.
 */
import {
  DEFAULT_COUNTRY,
  isValidPhoneDigitCount,
  isValidWhatsAppPhone,
  phoneDigitsForCall,
  whatsappSendLink,
} from '@mediaforge/shared';

export interface LinkDraft {
  /** The phone field's value: national digits, or "+" and digits while no country matched. */
  readonly phone: string;
  readonly countryCode: string;
  readonly message: string;
}

/** DL §4 Reset: empty phone, the default template's text, US (+1). */
export function initialDraft(defaultMessage: string): LinkDraft {
  return { phone: '', countryCode: DEFAULT_COUNTRY.code, message: defaultMessage };
}

/** DL §2 "a reset button shown once anything was entered or changed". */
export function isDraftChanged(draft: LinkDraft, defaultMessage: string): boolean {
  const start = initialDraft(defaultMessage);
  return (
    draft.phone !== start.phone || draft.countryCode !== start.countryCode || draft.message !== start.message
  );
}

/**
 * DL §5 "In the phone widget the number is valid at 7 to 15 digits": the national number's digits,
 * its leading zeros not counted (the call drops them). The number as sent, dial code included, must
 * also pass the rule the server applies (7 to 15 digits, E.164's longest), so 15 national digits are
 * refused here rather than by the server. A value still starting with "+" named no known dial code
 * with 4 digits after it, so it is no number WhatsApp can open.
 */
export function isPhoneAccepted(dialCode: string, phone: string): boolean {
  if (phone.trim().startsWith('+')) return false;
  const national = phone.replace(/\D/g, '').replace(/^0+/, '');
  return isValidPhoneDigitCount(national) && isValidWhatsAppPhone(`+${phoneDigitsForCall(dialCode, phone)}`);
}

/** The digits the link and the call carry: dial code and national number, no plus, no leading zeros. */
export function draftDigits(dialCode: string, draft: LinkDraft): string {
  return phoneDigitsForCall(dialCode, draft.phone);
}

/** The send link (NOTES.md 2: https://wa.me/{digits}?text=…, the text only when not blank). */
export function draftLink(dialCode: string, draft: LinkDraft): string {
  return whatsappSendLink(draftDigits(dialCode, draft), draft.message);
}
