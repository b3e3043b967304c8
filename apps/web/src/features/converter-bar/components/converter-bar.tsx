import { CONVERTER_FORMATS, formatLabel, isConverterFormat, type ConverterFormat } from '@mediaforge/shared';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { converterPath, isSameFormat, type ConverterSelection } from '../../../lib/converter-route';
import { useLocalePath } from '../../../lib/use-locale-path';

interface ConverterBarProps {
  /** What the current route preselects; remount the bar (key) when the route changes. */
  readonly selection: ConverterSelection;
}

/**
 * Source and target pickers (spec: CC §2 "Converter selection rules"). The URL holds the target and
 * the pair; a source picked before any target waits here until the target is chosen.
 */
export function ConverterBar({ selection }: ConverterBarProps) {
  const { t } = useTranslation('converter');
  const navigate = useNavigate();
  const { to: localised } = useLocalePath();
  const [from, setFrom] = useState<ConverterFormat | undefined>(selection.from);
  const target = selection.to;

  const go = (next: ConverterSelection) => void navigate(localised(converterPath(next)));

  const chooseFrom = (value: string) => {
    if (!isConverterFormat(value)) return;
    setFrom(value);
    if (target !== undefined && value !== target) go({ from: value, to: target });
  };

  const chooseTarget = (value: string) => {
    if (!isConverterFormat(value)) return;
    if (from === undefined) go({ to: value });
    else if (value !== from) go({ from, to: value });
  };

  const optionsExcluding = (other: ConverterFormat | undefined) =>
    CONVERTER_FORMATS.map((format) => ({
      value: format,
      label: formatLabel(format),
      disabled: format === other,
    }));

  return (
    <section aria-label={t('barLabel')} className="flex flex-wrap items-end gap-3">
      <div className="flex w-full items-end gap-2 sm:w-auto sm:gap-3">
        <SelectField
          id="converter-from"
          label={t('from')}
          placeholder={t('placeholder')}
          value={from ?? ''}
          options={optionsExcluding(target)}
          onChange={chooseFrom}
        />
        <ArrowRight aria-hidden="true" className="mb-2.5 size-5 shrink-0 text-slate-400 rtl:-scale-x-100" />
        <SelectField
          id="converter-to"
          label={t('to')}
          placeholder={t('placeholder')}
          value={target ?? ''}
          options={optionsExcluding(from)}
          onChange={chooseTarget}
        />
      </div>
      {isSameFormat({ from, to: target }) && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t('sameFormat')}
        </p>
      )}
    </section>
  );
}
