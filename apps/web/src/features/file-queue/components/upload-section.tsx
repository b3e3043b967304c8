import { formatLabel, type ImportSource } from '@mediaforge/shared';
import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { useQueueState } from '../hooks/use-queue-state';
import type { ExportSubject, ImportPickerProps, RenderImportPicker } from '../import-picker';
import { useQueueFocus } from '../hooks/use-queue-focus';
import { useQueueToasts } from '../hooks/use-queue-toasts';
import type { RenderFileControls } from '../file-controls';
import { canStart, isProcessing } from '../queue-reducer';
import type { QueueController } from '../queue-controller';
import { targetFormat, type QueuedFile } from '../queued-file';
import { DropZone } from './drop-zone';
import { QueueAnnouncer } from './queue-announcer';
import { QueueFooter } from './queue-footer';
import { QueueRow } from './queue-row';
import type { RowHandlers } from './row-actions';

export interface UploadSectionProps {
  /** The screen's list (kept across visits by the app, CC-2.15); the page remounts the section when it changes. */
  readonly controller: QueueController;
  /** Each editable row's picker and settings button, composed by the page. */
  readonly renderFileControls?: RenderFileControls;
  /** The page's compressor preset name, for the static label of compression rows. */
  readonly presetLabel?: string;
  /** The external file picker (web link, drives), composed by the page. */
  readonly renderImportPicker?: RenderImportPicker;
}

/** The picker as the upload area last opened it: on an import entry, or for a row's export. */
type PickerState =
  | { readonly mode: 'import'; readonly source: ImportSource; readonly open: boolean }
  | { readonly mode: 'export'; readonly subject: ExportSubject; readonly open: boolean };

function pickerProps(
  picker: PickerState,
  controller: QueueController,
  mode: QueueController['context']['mode'],
  setPicker: (state: PickerState) => void,
): ImportPickerProps {
  const onOpenChange = (open: boolean) => setPicker({ ...picker, open });
  if (picker.mode === 'export') {
    // The picker opens on the first drive the server offers (it knows which).
    return {
      mode: 'export',
      open: picker.open,
      onOpenChange,
      initialTab: 'google-drive',
      subject: picker.subject,
    };
  }
  return {
    mode: 'import',
    open: picker.open,
    onOpenChange,
    initialTab: picker.source,
    processingMode: mode,
    admit: (files) => controller.admitImports(files),
    onImported: (files) => controller.addImported(files),
  };
}

/**
 * The converter/compressor screen's file area, one component for both modes (CC §1, §2): a drop zone
 * while the list is empty, then the rows, the footer with Start, toasts and a live region.
 */
export function UploadSection({
  controller,
  renderFileControls,
  presetLabel,
  renderImportPicker,
}: UploadSectionProps) {
  const { t } = useTranslation(['queue', 'upload']);
  const titleId = useId();
  const state = useQueueState(controller);
  const { context } = controller;
  const { mode } = context;
  useQueueToasts(controller.store, mode);
  const [dragging, setDragging] = useState(false);
  // Kept here, not in the drop zone, so an import that adds a row does not unmount an open picker.
  // Undefined until the first import entry or export is chosen: the picker's code loads then.
  const [picker, setPicker] = useState<PickerState>();
  const max = context.maxFilesPerUpload();
  const sectionRef = useRef<HTMLElement>(null);
  const focus = useQueueFocus(sectionRef);
  // Each control that removes or disables itself hands focus on (use-queue-focus.ts).
  const addFiles = (files: readonly File[]) => {
    const before = controller.store.state.files;
    controller.addFiles(files);
    focus.added(before, controller.store.state.files);
  };
  const start = () => {
    focus.started();
    void controller.start();
  };

  const on = useMemo<RowHandlers>(() => {
    const remove = (id: string) => {
      focus.removed(controller.store.state.files, id);
      controller.remove(id);
    };
    return {
      pause: (id) => {
        focus.replaced(id, 'resume');
        controller.pauseUpload(id);
      },
      resume: (id) => {
        focus.replaced(id, 'pause');
        controller.resumeUpload(id);
      },
      cancelUpload: remove,
      remove,
      stop: (id) => {
        focus.replaced(id, 'remove');
        void controller.stop(id);
      },
      download: (id) => void controller.download(id),
      exportFile:
        renderImportPicker &&
        ((id) => {
          const subject = controller.exportSubject(id);
          if (subject !== undefined) setPicker({ mode: 'export', subject, open: true });
        }),
    };
  }, [controller, focus, renderImportPicker]);

  const targetLabel = (file: QueuedFile) => {
    if (mode === 'compression' && file.compressionMethod !== undefined) {
      return t(`queue:methods.${file.compressionMethod}`);
    }
    if (mode === 'compression' && presetLabel !== undefined) return presetLabel;
    return formatLabel(targetFormat(file));
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <>
      <section
        ref={sectionRef}
        aria-labelledby={titleId}
        className="mt-10 max-w-3xl"
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
          {t('upload:sectionTitle')}
        </h2>
        <QueueAnnouncer files={state.files} mode={mode} />
        {state.files.length === 0 ? (
          <DropZone
            mode={mode}
            max={max}
            dragging={dragging}
            onFiles={addFiles}
            onImport={renderImportPicker && ((source) => setPicker({ mode: 'import', source, open: true }))}
          />
        ) : (
          <>
            <ul
              className={cx(
                'flex flex-col gap-3 rounded-2xl',
                dragging && 'outline-2 outline-offset-4 outline-indigo-500 outline-dashed',
              )}
            >
              {state.files.map((file) => (
                <QueueRow
                  key={file.id}
                  file={file}
                  mode={mode}
                  on={on}
                  targetLabel={targetLabel(file)}
                  controls={renderFileControls?.(file, {
                    setFormat: (format) => controller.setFormat(file.id, format),
                    setSettings: (settings) => controller.setSettings(file.id, settings),
                    setSettingsForAll: (settings) => controller.setSettingsForAll(file.id, settings),
                    setCompression: (patch) => controller.setCompression(file.id, patch),
                  })}
                />
              ))}
            </ul>
            <QueueFooter
              mode={mode}
              count={state.files.length}
              max={max}
              processing={isProcessing(state)}
              canStart={canStart(state)}
              onFiles={addFiles}
              onStart={start}
            />
          </>
        )}
      </section>
      {/* Outside the section: React events bubble through portals, and a drop on the picker is no upload. */}
      {picker !== undefined && renderImportPicker?.(pickerProps(picker, controller, mode, setPicker))}
    </>
  );
}
