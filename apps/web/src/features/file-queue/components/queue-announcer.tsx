import type { ProcessingMode } from '@mediaforge/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedFile } from '../queued-file';
import { rowStatus } from '../row-text';

/**
 * A stopped row and a failed upload are told by their toast (hooks/use-queue-toasts.ts); said here too,
 * a screen reader would hear the same news twice.
 */
function toldByToast(file: QueuedFile): boolean {
  const { error } = file;
  return (
    file.status === 'error' &&
    error !== undefined &&
    (error.source === 'upload' || error.type === 'cancelled')
  );
}

interface QueueAnnouncerProps {
  readonly files: readonly QueuedFile[];
  readonly mode: ProcessingMode;
}

/**
 * A polite live region that says when a file changes status (uploaded, converting, finished, failed),
 * not every percent: the bars carry the numbers for those who look for them.
 */
export function QueueAnnouncer({ files, mode }: QueueAnnouncerProps) {
  const { t } = useTranslation(['queue', 'upload']);
  const [previous, setPrevious] = useState(files);
  const [message, setMessage] = useState('');

  // Derived while rendering (React's "adjusting state when a prop changes"), not in an effect.
  if (previous !== files) {
    const before = new Map(previous.map((file) => [file.id, file.status]));
    const changes = files
      .filter((file) => before.has(file.id) && before.get(file.id) !== file.status && !toldByToast(file))
      .map((file) => t('queue:announce', { name: file.name, text: rowStatus(file, mode, t).text }));
    setPrevious(files);
    if (changes.length > 0) setMessage(changes.join(' '));
  }

  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
