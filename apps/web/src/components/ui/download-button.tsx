import { Download, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

export interface DownloadButtonProps {
  /** This button's download is under way: the spinner and `busyText` ("Downloading..."). */
  readonly busy: boolean;
  /** Another download is under way: the button says so (aria-disabled) and keeps focus (D71, D175). */
  readonly blocked: boolean;
  readonly busyText: string;
  readonly onDownload: () => void;
  /** The visible words. */
  readonly children: ReactNode;
  /** The name for screen readers when the words alone say too little ("MP3" in a table row). */
  readonly label?: string;
  readonly variant?: 'primary' | 'secondary';
  readonly formatId?: string;
}

/** A result's download button: never `disabled`, so focus stays on it while a download runs. */
export function DownloadButton(props: DownloadButtonProps) {
  const { busy, blocked, busyText, onDownload, children, label, variant = 'primary', formatId } = props;
  return (
    <button
      type="button"
      aria-disabled={blocked}
      aria-label={busy ? busyText : label}
      data-format-id={formatId}
      onClick={() => {
        if (!blocked) onDownload();
      }}
      className={cx(
        'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        variant === 'primary'
          ? 'bg-indigo-600 text-white hover:bg-indigo-700'
          : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        blocked && 'cursor-not-allowed opacity-60',
      )}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {busy ? busyText : children}
    </button>
  );
}
