/**
 * The per-file settings modal (CC §2 "Per-file settings modal", §4 "Settings modal", §5).
 *
 * Props (controlled; the page owns the file's settings):
 * - open / onOpenChange: shown or not; Escape, the close button, a backdrop click or a swipe down (mobile)
 *   ask to close through onOpenChange(false).
 * - mode: 'conversion' | 'compression' — the title, the output-format field (conversion only) and the
 *   compression section (compression only) follow it.
 * - format: the file's target format; fileName: shown under the title.
 * - settings: the file's current settings (may be {}): the form starts from the format's defaults
 *   overlaid by them, afresh at every opening; closing without Apply discards edits.
 * - onApply(settings): after Apply (500 ms, CC-4.23), with the whole settings object; then it closes.
 * - onApplyToAll(settings): the dropdown's "apply to all"; the page gives every file these settings.
 * - onFormatChange(format): called before onApply when the output format was changed in the modal.
 * - uploadSubtitle(file) → server file id: enables add_subtitle "upload"; absent → that choice says why not.
 */
import {
  SETTINGS_APPLY_DELAY_MS,
  SETTINGS_MODAL_MAX_WIDTH,
  settingsKindFor,
  type ProcessingMode,
} from '@mediaforge/shared';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogOrSheet } from '../../../components/ui/dialog-or-sheet';
import type { SettingsValues } from '../field-types';
import { useSettingsForm } from '../hooks/use-settings-form';
import { sectionsFor } from '../settings-sections';
import { deletePreset, presetsFor, readPresets, savePreset, type SettingsPreset } from '../settings-presets';
import { settingsShortcut } from '../settings-shortcuts';
import { FormatCompatibility } from './format-compatibility';
import { OutputFormatSelect } from './output-format-select';
import { PresetPicker } from './preset-picker';
import { SettingsActions } from './settings-actions';
import { SettingsSectionsView } from './settings-sections-view';
import { StatusBadges } from './status-badges';
import { StreamCopyNote } from './stream-copy-note';

export interface SettingsModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly mode: ProcessingMode;
  readonly format: string;
  readonly fileName: string;
  readonly settings: SettingsValues;
  readonly onApply: (settings: SettingsValues) => void;
  readonly onApplyToAll: (settings: SettingsValues) => void;
  readonly onFormatChange?: (format: string) => void;
  readonly uploadSubtitle?: (file: File) => Promise<string>;
}

type Pending = 'one' | 'all';

export function SettingsModal(props: SettingsModalProps) {
  const { open, onOpenChange, mode, fileName } = props;
  const { t } = useTranslation('settings');
  const idPrefix = useId();
  const form = useSettingsForm({ open, mode, format: props.format, settings: props.settings });
  const [pending, setPending] = useState<Pending | undefined>();
  const [presets, setPresets] = useState<readonly SettingsPreset[]>(() => readPresets());
  const [presetsReadOpen, setPresetsReadOpen] = useState(open);
  // Read again at each opening: another row's modal (or another tab) may have saved one since.
  if (open !== presetsReadOpen) {
    setPresetsReadOpen(open);
    if (open) setPresets(readPresets());
  }
  const blocked = form.validation.errors.length > 0;
  const kind = settingsKindFor(form.format);

  // What the Apply timer hands on when it fires: the latest form and callbacks, not those of the render
  // that started it (the row re-renders with upload progress meanwhile).
  const latest = useRef({ form, props });
  useLayoutEffect(() => {
    latest.current = { form, props };
  });

  // Apply waits SETTINGS_APPLY_DELAY_MS, then hands the settings on and closes (CC-4.23). Closing the
  // modal meanwhile cancels it, as the cleanup clears the timer.
  useEffect(() => {
    if (pending === undefined || !open) return undefined;
    const timer = setTimeout(() => {
      const { form: current, props: now } = latest.current;
      const settings = current.finalValues();
      if (current.format !== now.format.toLowerCase()) now.onFormatChange?.(current.format);
      if (pending === 'all') now.onApplyToAll(settings);
      else now.onApply(settings);
      setPending(undefined);
      now.onOpenChange(false);
    }, SETTINGS_APPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, open]);

  const apply = (which: Pending) => {
    // Blocked while errors exist (CC-4.24, CC-2.69); an Apply already under way is not restarted.
    if (blocked || pending !== undefined) return;
    setPending(which);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shortcut = settingsShortcut(event);
    if (shortcut === undefined) return;
    // Ctrl/Cmd+R would reload the page, Ctrl/Cmd+Enter could submit a form behind (CC-2.69, CC-2.70).
    event.preventDefault();
    if (shortcut === 'apply') apply('one');
    else if (pending === undefined) form.reset();
  };

  const changeOpen = (next: boolean) => {
    if (!next) setPending(undefined);
    onOpenChange(next);
  };

  return (
    <DialogOrSheet
      open={open}
      onOpenChange={changeOpen}
      width={SETTINGS_MODAL_MAX_WIDTH}
      title={t(`title.${mode}`)}
      description={<bdi>{t('fileName', { name: fileName })}</bdi>}
      onKeyDown={onKeyDown}
      footer={
        <SettingsActions
          blocked={blocked}
          applying={pending !== undefined}
          onReset={form.reset}
          onApply={() => apply('one')}
          onApplyToAll={() => apply('all')}
          onSavePreset={(name) => {
            setPresets(savePreset({ name, kind, mode, settings: form.finalValues(), savedAt: Date.now() }));
            apply('one');
          }}
        />
      }
    >
      <div
        className="flex flex-col gap-5 px-4 py-4 sm:px-6"
        data-testid="settings-modal"
        data-format={form.format}
      >
        <StatusBadges errors={form.validation.errors.length} warnings={form.validation.warnings.length} />
        <div className="grid gap-4 sm:grid-cols-2">
          {mode === 'conversion' && <OutputFormatSelect value={form.format} onChange={form.changeFormat} />}
          <PresetPicker
            presets={presetsFor(presets, kind, mode)}
            onLoad={(preset) => form.load(preset.settings)}
            onDelete={(preset) => setPresets(deletePreset(preset))}
          />
        </div>
        <SettingsSectionsView
          sections={sectionsFor(form.format, mode)}
          format={form.format}
          values={form.values}
          validation={form.validation}
          idPrefix={idPrefix}
          onChange={form.setField}
          uploadSubtitle={props.uploadSubtitle}
        />
        {mode === 'conversion' && kind === 'video' && (
          <StreamCopyNote format={form.format} values={form.values} />
        )}
        <FormatCompatibility format={form.format} />
      </div>
    </DialogOrSheet>
  );
}
