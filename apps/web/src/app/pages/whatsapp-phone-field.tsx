import { CountrySelector } from '../../features/country-selector/components/country-selector';
import { PhoneInput, type PhoneInputProps } from '../../features/phone-input/components/phone-input';

/**
 * The phone field of the WhatsApp tools (DL §2, DR §2.11): the country's dial code beside the number.
 * The selector and the input are two features, so they meet here; the selector lines up with the
 * input under the input's label.
 */
export function WhatsAppPhoneField(props: PhoneInputProps) {
  return (
    <div className="flex items-end gap-2">
      <CountrySelector value={props.countryCode} onChange={props.onCountryChange} />
      <PhoneInput {...props} />
    </div>
  );
}

export const renderWhatsAppPhoneField = (props: PhoneInputProps) => <WhatsAppPhoneField {...props} />;
