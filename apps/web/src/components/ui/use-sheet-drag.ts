import { useRef, type PointerEvent, type RefObject } from 'react';
import { DragTracker } from './sheet-drag';

/** Pointer handlers for a sheet's grab area, and the ref of the sheet they move. */
export interface SheetDrag {
  readonly sheetRef: RefObject<HTMLDivElement | null>;
  readonly handlers: {
    readonly onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    readonly onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    readonly onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    readonly onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  };
}

/** Controls inside the grab area (the close button) keep their own clicks. */
const INTERACTIVE = 'button, a, input, select, textarea, [role="button"]';

/**
 * Drag-to-close for a bottom sheet (CC-2.55/2.56): the sheet follows the pointer down while the grab
 * area is held and closes by the spec's rule (sheet-drag.ts), else springs back. The transform is
 * written straight to the element, not through state, so a drag does not re-render the sheet's content.
 */
export function useSheetDrag(onClose: () => void): SheetDrag {
  const sheetRef = useRef<HTMLDivElement | null>(null);
  const tracker = useRef(new DragTracker());

  const place = (offset: number | undefined) => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    // While dragging the sheet must track the finger, so vaul's transform transition is switched off.
    sheet.style.transition = offset === undefined ? '' : 'none';
    sheet.style.transform = offset === undefined ? '' : `translate3d(0, ${String(offset)}px, 0)`;
  };

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (!tracker.current.dragging) return;
    const outcome = tracker.current.end(event.clientY, event.timeStamp);
    if (!cancelled && outcome.close) {
      // The inline offset stays: vaul's closing animation then starts from where the finger let go.
      onClose();
    } else {
      place(undefined);
    }
  };

  return {
    sheetRef,
    handlers: {
      onPointerDown: (event) => {
        if (event.button !== 0 || (event.target as Element).closest(INTERACTIVE)) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        tracker.current.start(event.clientY, event.timeStamp);
      },
      onPointerMove: (event) => {
        if (!tracker.current.dragging) return;
        place(tracker.current.move(event.clientY, event.timeStamp));
      },
      onPointerUp: (event) => finish(event, false),
      onPointerCancel: (event) => finish(event, true),
    },
  };
}
