import { useState } from 'react';
import { FormatPicker } from '../../features/format-picker/components/format-picker';
import { SettingsModal } from '../../features/settings-modal/components/settings-modal';
import type { FileControlActions } from '../../features/file-queue/file-controls';
import { targetFormat, type QueuedFileView } from '../../features/file-queue/queued-file';
import { SettingsButton } from './settings-button';
import { useSubtitleUploader } from './use-subtitle-uploader';

interface ConverterFileControlsProps {
  readonly file: QueuedFileView;
  readonly actions: FileControlActions;
}

/** A converter row's output-format picker and settings (CC-2.25, CC-2.26). */
export function ConverterFileControls({ file, actions }: ConverterFileControlsProps) {
  const [open, setOpen] = useState(false);
  const uploadSubtitle = useSubtitleUploader();
  const format = targetFormat(file);
  return (
    <div className="flex items-center gap-1.5">
      <FormatPicker value={format} sourceFormat={file.originalFormat} onChange={actions.setFormat} />
      <SettingsButton fileName={file.name} onClick={() => setOpen(true)} />
      <SettingsModal
        open={open}
        onOpenChange={setOpen}
        mode="conversion"
        format={format}
        fileName={file.name}
        settings={file.conversionSettings}
        onFormatChange={actions.setFormat}
        onApply={actions.setSettings}
        // Every editable file with the same output format takes these settings (D38).
        uploadSubtitle={uploadSubtitle}
        onApplyToAll={actions.setSettingsForAll}
      />
    </div>
  );
}
