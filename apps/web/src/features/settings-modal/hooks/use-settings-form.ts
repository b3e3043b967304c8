import { validateSettings, type ProcessingMode, type SettingsValidation } from '@mediaforge/shared';
import { useMemo, useState } from 'react';
import type { SettingsValues } from '../field-types';
import { settingsDefaults } from '../settings-defaults';
import { allFields } from '../settings-sections';
import { finalizeValues, mergeValues, setValue } from '../settings-values';

interface Draft {
  readonly format: string;
  readonly values: SettingsValues;
}

export interface SettingsForm {
  readonly format: string;
  readonly values: SettingsValues;
  readonly validation: SettingsValidation;
  readonly setField: (key: string, value: unknown) => void;
  /** A new output format starts from that format's defaults (CC-4.20). */
  readonly changeFormat: (format: string) => void;
  /** Back to the defaults of the current format (CC-2.64). */
  readonly reset: () => void;
  /** A saved preset over the current format's defaults; the format itself stays. */
  readonly load: (settings: SettingsValues) => void;
  /** The values as Apply hands them on (numbers as numbers). */
  readonly finalValues: () => SettingsValues;
}

interface Options {
  readonly open: boolean;
  readonly mode: ProcessingMode;
  readonly format: string;
  readonly settings: SettingsValues;
}

const start = (format: string, mode: ProcessingMode, settings: SettingsValues): Draft => ({
  format,
  values: mergeValues(settingsDefaults(format, mode), settings),
});

/**
 * The modal's working copy of one file's settings. It is taken afresh from the file each time the
 * modal opens, so closing without Apply discards the edits. Validation is packages/shared's.
 */
export function useSettingsForm({ open, mode, format, settings }: Options): SettingsForm {
  const [draft, setDraft] = useState(() => start(format, mode, settings));
  const [wasOpen, setWasOpen] = useState(open);
  // Re-read the file's settings on opening (React's "adjust state when a prop changes" pattern).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(start(format, mode, settings));
  }

  const validation = useMemo(
    () => validateSettings(draft.format, draft.values, mode),
    [draft.format, draft.values, mode],
  );

  return {
    format: draft.format,
    values: draft.values,
    validation,
    setField: (key, value) => setDraft((d) => ({ ...d, values: setValue(d.values, key, value) })),
    changeFormat: (next) => setDraft({ format: next, values: settingsDefaults(next, mode) }),
    reset: () => setDraft((d) => ({ ...d, values: settingsDefaults(d.format, mode) })),
    load: (preset) =>
      setDraft((d) => ({
        ...d,
        values: { ...mergeValues(settingsDefaults(d.format, mode), preset), ...outputOf(d.format, mode) },
      })),
    finalValues: () =>
      finalizeValues(draft.values, allFields(draft.format, mode), settingsDefaults(draft.format, mode)),
  };
}

/** The keys that name the target, which a preset saved for another format must not overwrite. */
function outputOf(format: string, mode: ProcessingMode): SettingsValues {
  const defaults = settingsDefaults(format, mode);
  return Object.fromEntries(
    ['output_format', 'processing_mode'].filter((k) => k in defaults).map((k) => [k, defaults[k]]),
  );
}
