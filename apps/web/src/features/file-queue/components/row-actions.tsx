import type { ProcessingMode } from '@mediaforge/shared';
import { Cloud, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadName } from '../download-file';
import type { QueuedFile } from '../queued-file';
import { uploadSnapshotOf } from '../row-text';
import { rowActions } from '../upload-status';

export interface RowHandlers {
  readonly pause: (id: string) => void;
  readonly resume: (id: string) => void;
  readonly cancelUpload: (id: string) => void;
  readonly remove: (id: string) => void;
  readonly stop: (id: string) => void;
  readonly download: (id: string) => void;
  /** Opens the picker in export mode for a finished row (CC-1.05), when the page offers drives. */
  readonly exportFile?: ((id: string) => void) | undefined;
}

/** Names the button in the DOM, so focus can be handed to it (hooks/use-queue-focus.ts). */
type RowAction = 'stop' | 'pause' | 'resume' | 'cancel' | 'download' | 'export' | 'remove';

export const rowButtonClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The row's buttons (CC §2): pause, resume and cancel while the background upload runs; 'stop
 * conversion' / 'stop compression' while converting (CC-2.27); download and export to a drive when
 * complete (CC-2.29, CC-1.05);
 * remove otherwise. Each names its file for screen readers.
 */
interface RowActionsProps {
  readonly file: QueuedFile;
  readonly mode: ProcessingMode;
  readonly on: RowHandlers;
}

export function RowActions({ file, mode, on }: RowActionsProps) {
  const { t } = useTranslation(['queue', 'upload']);
  const { id, name } = file;
  const upload = uploadSnapshotOf(file);
  const uploadActions = file.status === 'pending' && upload !== undefined ? rowActions(upload) : undefined;
  const button = (action: RowAction, label: string, aria: string, run: () => void, icon?: ReactNode) => (
    <button
      key={action}
      type="button"
      data-row-action={action}
      className={rowButtonClass}
      aria-label={aria}
      onClick={run}
    >
      {icon}
      {label}
    </button>
  );

  const buttons: ReactNode[] = [];
  if (file.status === 'converting') {
    buttons.push(
      button(
        'stop',
        t('queue:actions.stop', { context: mode }),
        t('queue:actions.stopFile', { context: mode, name }),
        () => on.stop(id),
      ),
    );
  } else if (uploadActions?.cancel === true) {
    if (uploadActions.pause)
      buttons.push(
        button('pause', t('upload:actions.pause'), t('upload:actions.pauseFile', { name }), () =>
          on.pause(id),
        ),
      );
    if (uploadActions.resume)
      buttons.push(
        button('resume', t('upload:actions.resume'), t('upload:actions.resumeFile', { name }), () =>
          on.resume(id),
        ),
      );
    buttons.push(
      button('cancel', t('upload:actions.cancel'), t('upload:actions.cancelFile', { name }), () =>
        on.cancelUpload(id),
      ),
    );
  } else {
    // Shown on completion; a missing result is fetched on click (CC-4.10, download-file.ts).
    if (file.status === 'completed') {
      buttons.push(
        button(
          'download',
          t('queue:actions.download'),
          // Named after what is downloaded: the output file, not the source (CC-5.66).
          t('queue:actions.downloadFile', { name: downloadName(file) }),
          () => on.download(id),
          <Download aria-hidden="true" className="size-4" />,
        ),
      );
      const { exportFile } = on;
      if (exportFile !== undefined) {
        buttons.push(
          button(
            'export',
            t('queue:actions.export'),
            t('queue:actions.exportFile', { name: downloadName(file) }),
            () => exportFile(id),
            <Cloud aria-hidden="true" className="size-4" />,
          ),
        );
      }
    }
    buttons.push(
      button('remove', t('upload:actions.remove'), t('upload:actions.removeFile', { name }), () =>
        on.remove(id),
      ),
    );
  }
  return <div className="flex flex-wrap gap-2">{buttons}</div>;
}
