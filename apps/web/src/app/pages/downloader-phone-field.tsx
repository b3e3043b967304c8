import type { PhoneFieldProps } from '../../features/downloader-form/components/input-field';
import { dialCodeFor } from '../../lib/dial-codes';
import { WhatsAppPhoneField } from './whatsapp-phone-field';

/**
 * The WhatsApp tools' number field: the phone input and country selector the link generator uses too;
 * a chosen or detected country reaches the form with its dial code, which the form joins to the number.
 */
export function DownloaderPhoneField(props: PhoneFieldProps) {
  const { onCountryChange, describedBy, ...rest } = props;
  return (
    <WhatsAppPhoneField
      {...rest}
      {...(describedBy === undefined ? {} : { describedBy })}
      onCountryChange={(code) => onCountryChange(code, dialCodeFor(code))}
    />
  );
}
