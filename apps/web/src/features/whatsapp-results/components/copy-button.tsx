import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface CopyButtonProps {
  /** What is copied, as the toast names it ("Email"). */
  readonly label: string;
  readonly copied: boolean;
  readonly onCopy: () => void;
}

/** A small copy button beside a value; its name says what it copies. */
export function CopyButton({ label, copied, onCopy }: CopyButtonProps) {
  const { t } = useTranslation('platform-results');
  return (
    <button
      type="button"
      aria-label={copied ? t('whatsapp.copied', { label }) : t('whatsapp.copy', { label })}
      data-copied={copied || undefined}
      onClick={onCopy}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-emerald-700" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
