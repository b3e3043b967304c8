import * as RadixDialog from '@radix-ui/react-dialog';
import { LIGHTBOX_CLOSE_MS, LIGHTBOX_OPEN_DELAY_MS } from '@mediaforge/shared';
import { X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';
import { useReturnFocus } from './use-return-focus';

export interface FadeDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Accessible name; shown above the content. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Under the content (the preview's download button). */
  readonly footer?: ReactNode;
}

/**
 * A preview modal that fades (downloader-results.md §2.9 "An image preview modal opens and closes with a
 * fade"; §4 lightboxes "visible after 10 ms, hidden after 300 ms"): it is in the page, transparent, for
 * LIGHTBOX_OPEN_DELAY_MS before it turns opaque, and stays in the page while it fades out for
 * LIGHTBOX_CLOSE_MS. Radix keeps focus inside meanwhile and hands it back to the opener.
 */
export function FadeDialog({ open, onOpenChange, title, children, footer }: FadeDialogProps) {
  const { t } = useTranslation('ui');
  const [mounted, setMounted] = useState(open);
  const [revealed, setRevealed] = useState(false);
  const returnFocus = useReturnFocus(open);
  // Adjusted while rendering, so an opening is in the page at once and a closing fades from where it is.
  if (open && !mounted) setMounted(true);
  if (!open && revealed) setRevealed(false);

  useEffect(() => {
    const timer = open
      ? setTimeout(() => setRevealed(true), LIGHTBOX_OPEN_DELAY_MS)
      : setTimeout(() => setMounted(false), LIGHTBOX_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const visible = open && revealed;

  const fade = cx(
    'transition-opacity ease-out motion-reduce:transition-none',
    visible ? 'opacity-100' : 'opacity-0',
  );
  return (
    <RadixDialog.Root open={mounted} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-fade={visible ? 'in' : 'out'}
          style={{ transitionDuration: `${String(LIGHTBOX_CLOSE_MS)}ms` }}
          className={cx('fixed inset-0 z-40 bg-slate-950/80', fade)}
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-fade={visible ? 'in' : 'out'}
          onCloseAutoFocus={returnFocus}
          style={{ transitionDuration: `${String(LIGHTBOX_CLOSE_MS)}ms` }}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-4 shadow-2xl outline-none sm:p-6',
            fade,
          )}
        >
          <div className="flex items-start gap-3">
            <RadixDialog.Title className="min-w-0 flex-1 text-lg font-semibold break-words text-slate-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-me-2 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              aria-label={t('close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 justify-center overflow-auto">{children}</div>
          {footer !== undefined && <div className="flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
