import { Check, Copy } from 'lucide-react';
import { cx } from '../../../lib/class-names';
import { useCopy } from '../hooks/use-copy';

export interface CopyButtonProps {
  readonly text: string;
  /** What is copied, for the toast ("Caption", "Bio"). */
  readonly label: string;
  /** The words before and after copying (§2.6: "Copy Instagram Caption" → "Caption Copied Successfully!"). */
  readonly idleText: string;
  readonly copiedText: string;
}

/** A copy button whose words change for 2 s after a copy; the change is announced (aria-live). */
export function CopyButton({ text, label, idleText, copiedText }: CopyButtonProps) {
  const { copied, copy } = useCopy(label);
  return (
    <button
      type="button"
      onClick={() => void copy(text)}
      aria-live="polite"
      className={cx(
        'inline-flex h-9 items-center gap-2 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        copied
          ? 'border-emerald-600 bg-emerald-50 text-emerald-800'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? copiedText : idleText}
    </button>
  );
}
