import { Trash } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { SettingsPreset } from '../settings-presets';

interface PresetPickerProps {
  /** Presets that fit this target (same kind and mode), newest first. */
  readonly presets: readonly SettingsPreset[];
  readonly onLoad: (preset: SettingsPreset) => void;
  readonly onDelete: (preset: SettingsPreset) => void;
}

/** Loads a saved preset into the form (CC-2.67, decision in docs/decisions.md); hidden while none fit. */
export function PresetPicker({ presets, onLoad, onDelete }: PresetPickerProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [chosen, setChosen] = useState('');
  if (presets.length === 0) return null;
  const preset = presets.find((p) => p.name === chosen);

  return (
    <div className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('presets.load')}
        </label>
        <select
          id={id}
          value={preset ? chosen : ''}
          onChange={(event) => {
            setChosen(event.target.value);
            const next = presets.find((p) => p.name === event.target.value);
            if (next) onLoad(next);
          }}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-sm shadow-sm"
        >
          <option value="" disabled>
            {t('presets.choose')}
          </option>
          {presets.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        aria-label={t('presets.delete')}
        disabled={!preset}
        onClick={() => {
          if (!preset) return;
          onDelete(preset);
          setChosen('');
        }}
        className="px-2.5"
      >
        <Trash aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
