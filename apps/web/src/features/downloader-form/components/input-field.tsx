import { platformById, type PlatformId } from '@mediaforge/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import type { ToolShape } from '../tool-shape';

/**
 * What the phone field composed by the page gets (features/phone-input's PhoneInput with the country
 * selector, DL §5): the national number, the country, and its dial code when the country changes.
 */
export interface PhoneFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly countryCode: string;
  readonly onCountryChange: (countryCode: string, dialCode: string) => void;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

interface InputFieldProps {
  readonly id: string;
  readonly shape: ToolShape;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  /** The platform the typed link belongs to, for the detected-platform line (DL §2). */
  readonly detected: PlatformId | undefined;
  /** The WhatsApp tools' number field: its country and the country's change. */
  readonly phone: Pick<PhoneFieldProps, 'countryCode' | 'onCountryChange'>;
  readonly renderPhoneInput: (props: PhoneFieldProps) => ReactNode;
}

/** The placeholder of a tool (DL §2 "Placeholder text varies by platform and tool"). */
function placeholderKey(shape: ToolShape): string {
  return shape.toolType === undefined
    ? 'form.placeholders.generic'
    : `form.placeholders.${shape.platform}.${shape.toolType}`;
}

const INPUT =
  'h-12 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600';

/** The form's one field: a link, a username or a WhatsApp number (the page's phone field), labelled. */
export function InputField(props: InputFieldProps) {
  const { id, shape, value, onChange, invalid, describedBy, detected, phone, renderPhoneInput } = props;
  const { t } = useTranslation('downloader');
  const platform = platformById(shape.platform).name;
  const detectedId = `${id}-detected`;
  const described = [describedBy, detected === undefined ? undefined : detectedId].filter(Boolean).join(' ');
  const label = t(`form.labels.${shape.input}`);
  if (shape.input === 'phone') {
    return (
      <div className="min-w-0 flex-1">
        {renderPhoneInput({
          id,
          label,
          value,
          onChange,
          ...phone,
          invalid,
          describedBy: described || undefined,
        })}
      </div>
    );
  }
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        // Links and names are Latin whatever the page's direction (D70).
        dir="ltr"
        value={value}
        placeholder={t(placeholderKey(shape), { platform })}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
        className={cx(INPUT, 'mt-1', invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400')}
      />
      {detected !== undefined && (
        <p id={detectedId} className="mt-2 text-sm text-slate-700" data-testid="detected-platform">
          {t('form.detected', { platform: platformById(detected).name })}
        </p>
      )}
    </div>
  );
}
