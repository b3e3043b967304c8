import * as Popover from '@radix-ui/react-popover';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useIsMobile } from '../../lib/use-media-query';
import { BottomSheet } from './bottom-sheet';

export interface PopoverOrSheetProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The button that opens it (a single element; it receives the open state's ARIA attributes). */
  readonly trigger: ReactElement;
  /** Accessible name of the panel; shown as the sheet's header, and as a heading in the popover. */
  readonly title: ReactNode;
  /** Pinned under the content in the sheet; at the bottom of the popover. */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A popover anchored to its button on desktop, a bottom sheet under 768 px (CC §2 "Format selection
 * popup", "Compression-method popup"; §9 breakpoint). The popover also serves as the spec's "dropdown":
 * a Radix dropdown menu is a role="menu", which may only hold menu items, not inputs and an Apply button.
 */
export function PopoverOrSheet({
  open,
  onOpenChange,
  trigger,
  title,
  footer,
  children,
}: PopoverOrSheetProps) {
  const mobile = useIsMobile();
  const titleId = useId();
  if (mobile) {
    return (
      <BottomSheet open={open} onOpenChange={onOpenChange} trigger={trigger} title={title} footer={footer}>
        <div className="px-4 py-3">{children}</div>
      </BottomSheet>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 flex max-h-(--radix-popover-content-available-height) w-80 max-w-[calc(100vw-1.5rem)] flex-col overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl outline-none"
        >
          <h2 id={titleId} className="mb-3 text-sm font-semibold text-slate-900">
            {title}
          </h2>
          {children}
          {footer !== undefined && <div className="mt-4">{footer}</div>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
