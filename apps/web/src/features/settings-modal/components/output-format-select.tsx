import { FORMAT_CATEGORIES, FORMAT_PICKER, formatLabel } from '@mediaforge/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface OutputFormatSelectProps {
  readonly value: string;
  readonly onChange: (format: string) => void;
}

/** The modal's output format (conversion mode only, CC-2.59), grouped as the format picker's tabs. */
export function OutputFormatSelect({ value, onChange }: OutputFormatSelectProps) {
  const { t } = useTranslation(['settings', 'pickers']);
  const id = useId();
  const noteId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('settings:outputFormat')}
      </label>
      <select
        id={id}
        value={value.toLowerCase()}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-sm shadow-sm sm:w-56"
        data-testid="settings-output-format"
      >
        {FORMAT_CATEGORIES.map((category) => (
          <optgroup key={category} label={t(`pickers:format.tabs.${category}`)}>
            {FORMAT_PICKER[category].map((format) => (
              <option key={format} value={format}>
                {formatLabel(format)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={noteId} className="text-xs text-slate-600">
        {t('settings:formatResetNote')}
      </p>
    </div>
  );
}
