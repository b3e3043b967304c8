import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';
import { useReturnFocus } from './use-return-focus';

/** Tailwind max widths the dialogs use; written out so Tailwind sees the class names. */
const WIDTHS = {
  md: 'max-w-md',
  xl: 'max-w-xl',
  '4xl': 'max-w-4xl',
} as const;
export type DialogWidth = keyof typeof WIDTHS;

export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Upper bound of the width; the dialog is narrower on small windows. */
  readonly width?: DialogWidth;
  /** Pinned under the scrolling content (actions). */
  readonly footer?: ReactNode;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly children: ReactNode;
}

/**
 * A centred modal dialog on Radix: focus is trapped inside and returns to the opener, Escape and a
 * click on the backdrop close it, the page behind is inert for assistive technology.
 */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, width = 'xl', footer } = props;
  const { t } = useTranslation('ui');
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          onKeyDown={props.onKeyDown}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl outline-none',
            WIDTHS[width],
          )}
        >
          <div className="flex shrink-0 items-start gap-3 border-b border-slate-200 px-6 py-4">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description !== undefined && (
                <RadixDialog.Description className="mt-0.5 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-me-2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t('close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{props.children}</div>
          {footer !== undefined && (
            <div className="shrink-0 border-t border-slate-200 px-6 py-4">{footer}</div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
