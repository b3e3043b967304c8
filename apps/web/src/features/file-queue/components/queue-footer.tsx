import type { ProcessingMode } from '@mediaforge/shared';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { FilePicker } from './file-picker';

interface QueueFooterProps {
  readonly mode: ProcessingMode;
  readonly count: number;
  readonly max: number;
  readonly processing: boolean;
  readonly canStart: boolean;
  readonly onFiles: (files: File[]) => void;
  readonly onStart: () => void;
}

/**
 * The list's footer (CC-2.30): the file count, add files, and Start, which is disabled while processing
 * runs or when no file is pending or ready, and says Converting… / Compressing… meanwhile (CC-2.31–2.33).
 */
export function QueueFooter({ mode, count, max, processing, canStart, onFiles, onStart }: QueueFooterProps) {
  const { t } = useTranslation(['queue', 'upload']);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">{t('upload:count', { files: count, max })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <span data-add-files="" className="inline-flex">
          <FilePicker label={t('upload:add')} mode={mode} onFiles={onFiles} variant="secondary" />
        </span>
        {/* aria-disabled, not disabled: a disabled button loses focus to <body>; this one keeps it,
            reads "Converting…", and hands it to the first Stop button (hooks/use-queue-focus.ts). */}
        <button
          type="button"
          aria-disabled={!canStart}
          data-start=""
          onClick={() => {
            if (canStart) onStart();
          }}
          className={cx(
            'inline-flex items-center gap-2 rounded-lg px-5 py-2 text-sm font-semibold shadow-sm transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            canStart
              ? 'bg-indigo-600 text-white hover:bg-indigo-700'
              : 'cursor-not-allowed bg-slate-200 text-slate-600',
          )}
        >
          {processing && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t(processing ? 'queue:start.running' : 'queue:start.idle', { context: mode })}
        </button>
      </div>
    </div>
  );
}
