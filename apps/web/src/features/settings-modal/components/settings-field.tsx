import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/ui/number-input';
import { cx } from '../../../lib/class-names';
import { settingLabel } from '../../../lib/settings-messages';
import type { ChoiceOption, FieldSpec, SettingsValues } from '../field-types';
import { isOn } from '../field-types';
import { getValue } from '../settings-values';
import { SubtitleFileInput } from './subtitle-file-input';

export interface SettingsFieldProps {
  readonly field: FieldSpec;
  readonly format: string;
  readonly values: SettingsValues;
  /** Translated messages for this field. */
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  readonly idPrefix: string;
  readonly onChange: (key: string, value: unknown) => void;
  readonly uploadSubtitle?: (file: File) => Promise<string>;
}

/** A stored value as a control's text; objects (never expected here) show as empty. */
const asText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

const inputClass = (invalid: boolean) =>
  cx(
    'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm',
    invalid ? 'border-red-500' : 'border-slate-300 hover:border-slate-400',
  );

/** One setting with its label, control, hint and its messages (CC §5 messages shown inline). */
export function SettingsField(props: SettingsFieldProps) {
  const { field, format, values, errors, warnings, idPrefix, onChange } = props;
  const { t } = useTranslation('settings');
  const id = `${idPrefix}-${field.key.replace('.', '-')}`;
  const value = getValue(values, field.key);
  const invalid = errors.length > 0;
  const described = [
    field.hint && `${id}-hint`,
    invalid && `${id}-errors`,
    warnings.length > 0 && `${id}-warnings`,
  ].filter(Boolean);
  const a11y = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
  const label = settingLabel(field.key, t);
  const optionLabel = (o: ChoiceOption) => o.label ?? t(`options.${o.labelKey ?? ''}`, { ...o.labelValues });
  const { control } = field;

  let input;
  if (control.kind === 'toggle') {
    input = (
      <input
        {...a11y}
        type="checkbox"
        checked={isOn(value)}
        onChange={(event) => onChange(field.key, event.target.checked)}
        className="size-5 rounded border-slate-300 accent-indigo-600"
      />
    );
  } else if (control.kind === 'select') {
    // Without an uploader the "upload" subtitle choice could never be satisfied, so it is not offered.
    const options = control
      .options(format, values)
      .filter(
        (o) =>
          !(
            field.key === 'add_subtitle' &&
            o.value === 'upload' &&
            !props.uploadSubtitle &&
            value !== 'upload'
          ),
      );
    input = (
      <select
        {...a11y}
        value={asText(value)}
        onChange={(event) => {
          const chosen = options.find((o) => String(o.value) === event.target.value);
          onChange(field.key, chosen?.value === '' ? undefined : chosen?.value);
        }}
        className={cx(inputClass(invalid), 'pe-8')}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    );
  } else if (control.kind === 'number') {
    input = (
      <div className="flex items-center gap-2">
        <NumberInput
          {...a11y}
          {...control.bounds}
          invalid={invalid}
          value={asText(value)}
          onChange={(text) => onChange(field.key, control.optional && text.trim() === '' ? undefined : text)}
        />
        {control.unit && <span className="text-sm text-slate-600">{t(`units.${control.unit}`)}</span>}
      </div>
    );
  } else if (control.kind === 'time') {
    input = (
      <input
        {...a11y}
        type="text"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder="00:00:00.000"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(field.key, event.target.value)}
        className={inputClass(invalid)}
      />
    );
  } else {
    input = (
      <SubtitleFileInput
        a11y={a11y}
        value={typeof value === 'string' ? value : undefined}
        upload={props.uploadSubtitle}
        onChange={(fileId) => onChange(field.key, fileId)}
      />
    );
  }

  const toggle = control.kind === 'toggle';
  return (
    <div className={cx('flex flex-col gap-1.5', toggle && 'sm:col-span-2')} data-field={field.key}>
      <div className={cx(toggle && 'flex flex-row-reverse items-center justify-end gap-3')}>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {!toggle && <div className="mt-1.5">{input}</div>}
        {toggle && input}
      </div>
      {field.hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t(`hints.${field.hint}`)}
        </p>
      )}
      {invalid && (
        <ul id={`${id}-errors`} className="text-sm font-medium text-red-700" data-testid="field-error">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul id={`${id}-warnings`} className="text-sm text-amber-800" data-testid="field-warning">
          {warnings.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
