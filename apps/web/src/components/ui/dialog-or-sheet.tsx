import { useIsMobile } from '../../lib/use-media-query';
import { BottomSheet } from './bottom-sheet';
import { Dialog, type DialogProps } from './dialog';

/**
 * A dialog on desktop, a full-screen sheet with swipe-down dismissal under 768 px (CC-2.57, CC-2.34).
 * Both take the same props, so a feature writes its content once.
 */
export function DialogOrSheet(props: DialogProps) {
  const mobile = useIsMobile();
  if (!mobile) return <Dialog {...props} />;
  const { width: _width, ...sheet } = props;
  return <BottomSheet {...sheet} fullScreen />;
}
