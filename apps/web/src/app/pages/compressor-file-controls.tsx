import { useState } from 'react';
import { CompressionMethodPicker } from '../../features/compression-method/components/compression-method-picker';
import { SettingsModal } from '../../features/settings-modal/components/settings-modal';
import type { FileControlActions } from '../../features/file-queue/file-controls';
import { targetFormat, type QueuedFileView } from '../../features/file-queue/queued-file';
import {
  modalCompressionSettings,
  rowOfSimple,
  sameSimple,
  simpleOfRow,
  simpleOfSettings,
} from '../../lib/compression-form';
import { SettingsButton } from './settings-button';
import { useSubtitleUploader } from './use-subtitle-uploader';

interface CompressorFileControlsProps {
  readonly file: QueuedFileView;
  readonly actions: FileControlActions;
  /** Shown by the method picker while the page's preset decides (no method picked). */
  readonly presetLabel: string;
}

/**
 * A compressor row's method picker and settings (CC-2.25, CC-2.26). The modal's compression section
 * starts from the picker's choice, and a different choice made in the modal goes back to the picker
 * (lib/compression-form.ts), so both always agree with what the convert call sends.
 */
export function CompressorFileControls({ file, actions, presetLabel }: CompressorFileControlsProps) {
  const [open, setOpen] = useState(false);
  const uploadSubtitle = useSubtitleUploader();
  const simple = simpleOfRow(file);
  const seeded = modalCompressionSettings(file.conversionSettings.compression_settings, simple);
  const apply = (settings: Record<string, unknown>) => {
    actions.setSettings(settings);
    const chosen = simpleOfSettings(settings.compression_settings);
    // Untouched, the row keeps its picker state (or its page preset).
    if (!sameSimple(chosen, simpleOfSettings(seeded))) actions.setCompression(rowOfSimple(chosen));
  };
  return (
    <div className="flex items-center gap-1.5">
      <CompressionMethodPicker
        value={simple}
        unsetLabel={presetLabel}
        onChange={(value) => actions.setCompression(rowOfSimple(value))}
      />
      <SettingsButton fileName={file.name} onClick={() => setOpen(true)} />
      <SettingsModal
        open={open}
        onOpenChange={setOpen}
        mode="compression"
        format={targetFormat(file)}
        fileName={file.name}
        settings={{ ...file.conversionSettings, compression_settings: seeded }}
        onApply={apply}
        // This row as Apply does, then every editable file with the same output format (D38).
        uploadSubtitle={uploadSubtitle}
        onApplyToAll={(settings) => {
          apply(settings);
          actions.setSettingsForAll(settings);
        }}
      />
    </div>
  );
}
