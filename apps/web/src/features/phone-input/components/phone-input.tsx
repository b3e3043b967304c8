/**
 * The phone number field of the WhatsApp tools (DL §2, §5).
 *
 * Props (controlled; the contract the downloader's profile tools and the link generator share):
 * - value: the national number as digits (or "+" and digits while an international number is typed).
 * - onChange(value): the field's new value, already cleaned (digits only; see phone-entry.ts).
 * - countryCode: the chosen country (ISO code); onCountryChange(code): a dial code typed or pasted with
 *   "+" named another country.
 * - id, label: the input's id and its visible label. invalid, describedBy: the caller's validation
 *   (aria-invalid, and the ids of its message).
 * The country selector is a separate feature; app/ places it beside this field.
 */
import { cx } from '../../../lib/class-names';
import { DIAL_CODES } from '../../../lib/dial-codes';
import { readPhoneInput } from '../phone-entry';

export interface PhoneInputProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly countryCode: string;
  readonly onCountryChange: (countryCode: string) => void;
  readonly id: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly label: string;
}

export function PhoneInput(props: PhoneInputProps) {
  const { value, onChange, countryCode, onCountryChange, id, invalid = false, describedBy, label } = props;
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        // Digits read left to right in every language; the page around it keeps its direction (D70).
        dir="ltr"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => {
          const next = readPhoneInput(event.target.value, countryCode, DIAL_CODES);
          if (next.countryCode !== undefined && next.countryCode !== countryCode) {
            onCountryChange(next.countryCode);
          }
          onChange(next.value);
        }}
        className={cx(
          'mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm tabular-nums sm:text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
          invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400',
        )}
      />
    </div>
  );
}
