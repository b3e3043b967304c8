import { formatPhoneNational, type SplitPhoneNumber } from '@mediaforge/shared';
import type { ReactNode } from 'react';

export interface PhoneLineProps {
  readonly phone: SplitPhoneNumber;
  /** The country's flag (the country selector's bundled flags, composed by app/). */
  readonly renderFlag: (countryCode: string) => ReactNode;
}

/**
 * DR §2.8 "Phone number split into country flag and local number": the flag, the dial code when the
 * display table knows it (DR §5: else the US flag alone), and the national number in DL §5's format.
 * Numbers read left to right in every language.
 */
export function PhoneLine({ phone, renderFlag }: PhoneLineProps) {
  const national = formatPhoneNational(phone.dialCode ?? '', phone.national);
  return (
    <span data-phone className="inline-flex items-center gap-2" dir="ltr">
      <span data-flag={phone.countryCode}>{renderFlag(phone.countryCode)}</span>
      {phone.dialCode !== null && <span data-dial-code>{phone.dialCode}</span>}
      <span data-national>{national}</span>
    </span>
  );
}
