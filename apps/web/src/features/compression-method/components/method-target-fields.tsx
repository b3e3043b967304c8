import {
  RESOLUTION_METHODS,
  RESOLUTION_PRESETS,
  METHOD_POPUP_RANGES,
  SETTINGS_RANGES,
} from '@mediaforge/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/ui/number-input';
import { Slider } from '../../../components/ui/slider';
import { settingLabel, translateSettingsError } from '../../../lib/settings-messages';
import { changeResolutionMethod, shownTarget, type DraftField, type MethodDraft } from '../method-draft';

interface MethodTargetFieldsProps {
  readonly draft: MethodDraft;
  readonly errors: Partial<Record<DraftField, { field: string; message: string }>>;
  readonly onChange: (draft: MethodDraft) => void;
}

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-sm shadow-sm';

/** The target control of the chosen method (CC §5 ranges of the method popup). */
export function MethodTargetFields({ draft, errors, onChange }: MethodTargetFieldsProps) {
  const { t } = useTranslation(['pickers', 'settings']);
  const id = useId();
  const message = (key: DraftField) => {
    const error = errors[key];
    return error && translateSettingsError(error, t);
  };
  // A slider is not a labelable element: it points at its label by id instead of the reverse.
  const field = (
    key: DraftField,
    label: string,
    control: (a11y: object) => ReactNode,
    unit?: string,
    isSlider = false,
  ) => {
    const error = message(key);
    const inputId = `${id}-${key}`;
    const a11y = {
      id: inputId,
      'aria-describedby': error ? `${inputId}-error` : undefined,
      invalid: !!error,
    };
    return (
      <div className="flex flex-col gap-1.5">
        {isSlider ? (
          <span id={`${inputId}-label`} className="text-sm font-medium text-slate-800">
            {label}
          </span>
        ) : (
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {label}
          </label>
        )}
        <div className="flex items-center gap-2">
          {control(a11y)}
          {unit && <span className="text-sm text-slate-600">{unit}</span>}
        </div>
        {error && (
          <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  const target = shownTarget(draft);
  const setTarget = (text: string) => onChange({ ...draft, target: text });
  const numberTarget = (bounds: { min: number; max: number; step?: number }) => (a11y: object) => (
    <NumberInput {...a11y} {...bounds} value={target} onChange={setTarget} />
  );
  const slider = (range: { min: number; max: number; step: number }, valueText: string) => () => (
    <div className="flex-1">
      <Slider
        {...range}
        value={Number(target)}
        onChange={(n) => setTarget(String(n))}
        labelledBy={`${id}-target-label`}
        valueText={valueText}
      />
    </div>
  );

  switch (draft.method) {
    case 'auto':
      return null;
    case 'size_targeted_mb':
      return field(
        'target',
        settingLabel('target_size_mb', t),
        numberTarget(SETTINGS_RANGES.target_size_mb),
        t('settings:units.mb'),
      );
    case 'size_targeted_percentage': {
      const r = METHOD_POPUP_RANGES.reduction_percentage;
      return field(
        'target',
        settingLabel('target_reduction_percentage', t),
        slider({ min: r.min, max: r.max, step: r.step }, t('method.percentValue', { value: target })),
        t('method.percentValue', { value: target }),
        true,
      );
    }
    case 'quality_targeted': {
      const r = METHOD_POPUP_RANGES.quality;
      return field(
        'target',
        settingLabel('quality_level', t),
        slider({ min: r.min, max: r.max, step: 1 }, t('method.qualityValue', { value: target })),
        t('method.qualityValue', { value: target }),
        true,
      );
    }
    case 'bitrate_targeted':
      return field(
        'target',
        settingLabel('target_bitrate', t),
        numberTarget(SETTINGS_RANGES.max_bitrate),
        t('settings:units.kbps'),
      );
    case 'resolution_targeted':
      return (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-rm`} className="text-sm font-medium text-slate-800">
              {t('method.resolutionMethod')}
            </label>
            <select
              id={`${id}-rm`}
              value={draft.resolutionMethod}
              onChange={(e) =>
                onChange(changeResolutionMethod(draft, e.target.value as MethodDraft['resolutionMethod']))
              }
              className={selectClass}
            >
              {RESOLUTION_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`method.resolutionMethods.${m}`)}
                </option>
              ))}
            </select>
          </div>
          {draft.resolutionMethod === 'preset' ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-preset`} className="text-sm font-medium text-slate-800">
                {t('method.preset')}
              </label>
              <select
                id={`${id}-preset`}
                value={draft.resolutionPreset ?? '1080p'}
                onChange={(e) => onChange({ ...draft, resolutionPreset: e.target.value })}
                className={selectClass}
              >
                {RESOLUTION_PRESETS.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.id} (${String(p.width)}×${String(p.height)})`}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <>
              {draft.resolutionMethod !== 'height' &&
                field(
                  'resolutionWidth',
                  t('method.width'),
                  (a11y) => (
                    <NumberInput
                      {...a11y}
                      {...METHOD_POPUP_RANGES.dimension}
                      value={draft.resolutionWidth ?? ''}
                      onChange={(text) => onChange({ ...draft, resolutionWidth: text })}
                    />
                  ),
                  t('settings:units.px'),
                )}
              {draft.resolutionMethod !== 'width' &&
                field(
                  'resolutionHeight',
                  t('method.height'),
                  (a11y) => (
                    <NumberInput
                      {...a11y}
                      {...METHOD_POPUP_RANGES.dimension}
                      value={draft.resolutionHeight ?? ''}
                      onChange={(text) => onChange({ ...draft, resolutionHeight: text })}
                    />
                  ),
                  t('settings:units.px'),
                )}
            </>
          )}
        </div>
      );
  }
}
