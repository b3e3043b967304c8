import { X } from 'lucide-react';
import type { KeyboardEvent, ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from 'vaul';
import { cx } from '../../lib/class-names';
import { useReturnFocus } from './use-return-focus';
import { useSheetDrag } from './use-sheet-drag';

export interface BottomSheetProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The sheet's accessible name, shown in its header. */
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** The button that opens the sheet; focus returns to it on close. */
  readonly trigger?: ReactElement;
  /** Full screen (the settings modal, CC-2.57) instead of a sheet of the content's height. */
  readonly fullScreen?: boolean;
  /** Pinned under the scrolling content (actions). */
  readonly footer?: ReactNode;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly children: ReactNode;
}

/**
 * A bottom sheet (CC §2 "Bottom sheet behaviour") on vaul, which brings the modal layer (focus trap,
 * Escape, focus return, scroll lock) and the slide animations. vaul's drag is switched off
 * (`handleOnly` without a vaul handle) because its close rule differs from the spec's; the header is
 * the grab area instead (use-sheet-drag.ts), so the content below scrolls normally.
 */
export function BottomSheet(props: BottomSheetProps) {
  const { open, onOpenChange, title, description, trigger, fullScreen = false, footer } = props;
  const { t } = useTranslation('ui');
  const returnFocus = useReturnFocus(open);
  const { sheetRef, handlers } = useSheetDrag(() => onOpenChange(false));

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} handleOnly autoFocus>
      {trigger && <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>}
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Drawer.Content
          onCloseAutoFocus={returnFocus}
          ref={sheetRef}
          onKeyDown={props.onKeyDown}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={cx(
            'fixed inset-x-0 bottom-0 z-50 flex flex-col bg-white shadow-2xl outline-none',
            fullScreen ? 'top-0 h-dvh' : 'max-h-[85dvh] rounded-t-2xl',
          )}
        >
          <div
            {...handlers}
            className="shrink-0 cursor-grab touch-none border-b border-slate-200 px-4 pt-2 pb-3 select-none active:cursor-grabbing"
          >
            <div aria-hidden="true" className="mx-auto mb-2 h-1.5 w-10 rounded-full bg-slate-300" />
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <Drawer.Title className="text-base font-semibold text-slate-900">{title}</Drawer.Title>
                {description !== undefined && (
                  <Drawer.Description className="mt-0.5 text-sm text-slate-600">
                    {description}
                  </Drawer.Description>
                )}
              </div>
              <Drawer.Close
                className="-me-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                aria-label={t('close')}
              >
                <X aria-hidden="true" className="size-5" />
              </Drawer.Close>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{props.children}</div>
          {footer !== undefined && (
            <div className="shrink-0 border-t border-slate-200 bg-white px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {footer}
            </div>
          )}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
